import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { REGISTER_LINK_POLL_LIMIT_MS, REGISTER_LINK_POLL_MS } from '@/features/shell/account-entry-constants';
import { AccountEntryPoints, accountEntryOf } from '@/features/shell/AccountEntryPoints';
import { fakeTimersWithUser, realTimers } from './fake-timers';
import { currentLocation, goTo, router } from '../support/history-navigation';
import { setSessionHint, setSignedInHint } from '../support/session-hint';

/**
 * Spec 1 §2.1: create-account links and CMS login/register buttons open the dialog for anonymous
 * visitors (the dialog sends the modal-view event, see modal-view.test.tsx) and lead signed-in customers to /account/overview. Spec 3 §9:
 * register-link polling every 500 ms for at most 10 s.
 */

vi.mock('next/navigation', () => import('../support/history-navigation'));

const session = { signedIn: false, agent: false, emulating: false };
const server = setupServer(http.get('*/api/session', () => HttpResponse.json(session)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

beforeEach(() => {
  fakeTimersWithUser();
  session.signedIn = false;
  router.push.mockClear();
  router.replace.mockClear();
  window.dataLayer = [];
  goTo('/about-us');
});
afterEach(() => {
  realTimers();
  document.body.innerHTML = '';
});

function renderEntryPoints(site: 'us' | 'eu' = 'us', lang: 'en' | 'de' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = () => (
    <QueryClientProvider client={client}>
      <AccountEntryPoints site={site} lang={lang} />
    </QueryClientProvider>
  );
  const view = render(ui());
  return { ...view, rerenderSame: () => view.rerender(ui()) };
}

/** CMS HTML arriving in the page, as a paragraph component would add it. */
function injectCmsHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container.firstElementChild as HTMLElement;
}

/** Lets the session request answer and the click handler finish (the session is read before deciding). */
async function flush() {
  for (let i = 0; i < 10; i += 1) {
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
  }
}

describe('account entry points in CMS content', () => {
  it('uses the spec’s poll interval (500 ms) and limit (10 s)', () => {
    expect(REGISTER_LINK_POLL_MS).toBe(500);
    expect(REGISTER_LINK_POLL_LIMIT_MS).toBe(10_000);
  });

  it('binds a create-account link already on the page and opens registration for guests', async () => {
    const link = injectCmsHtml('<a class="create-account" href="/register">Create an account</a>');
    const markup = link.outerHTML;
    renderEntryPoints();
    expect(accountEntryOf(link)).toBe('register');
    // The CMS markup is React's (it hydrates it): binding leaves it as it was.
    expect(link.outerHTML).toBe(markup);
    const historyLength = window.history.length;
    // The link's own navigation (to /register) is taken over.
    expect(fireEvent.click(link)).toBe(false);
    await flush();
    // The dialog opens over the same page, on a history entry of its own, without a request for the page.
    expect(currentLocation()).toBe('/about-us?dialog=register');
    expect(window.history.length).toBe(historyLength + 1);
    expect(router.push).not.toHaveBeenCalled();
    // Opening the dialog sends the modal-view event; the click itself does not, so it is sent once.
    expect(window.dataLayer).toEqual([]);
  });

  it('binds a link the CMS adds later, on the next 500 ms poll', () => {
    renderEntryPoints();
    act(() => vi.advanceTimersByTime(2000));
    const late = injectCmsHtml('<a class="create-account" href="/register">Join</a>');
    act(() => vi.advanceTimersByTime(REGISTER_LINK_POLL_MS - 1));
    expect(accountEntryOf(late)).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    expect(accountEntryOf(late)).toBe('register');
  });

  it('keeps polling until 10 s, then stops', () => {
    renderEntryPoints();
    act(() => vi.advanceTimersByTime(9_500));
    const justInTime = injectCmsHtml('<a class="create-account" href="/register">Join</a>');
    act(() => vi.advanceTimersByTime(REGISTER_LINK_POLL_LIMIT_MS - 9_500 - 1));
    expect(accountEntryOf(justInTime)).toBeUndefined();
    act(() => vi.advanceTimersByTime(1));
    // Bound by the last poll, at 10 000 ms.
    expect(accountEntryOf(justInTime)).toBe('register');
    const tooLate = injectCmsHtml('<a class="create-account" href="/register">Join</a>');
    act(() => vi.advanceTimersByTime(5 * REGISTER_LINK_POLL_MS));
    expect(accountEntryOf(tooLate)).toBeUndefined();
  });

  it('polls again after a navigation, for the new page content', () => {
    const { rerenderSame } = renderEntryPoints();
    act(() => vi.advanceTimersByTime(REGISTER_LINK_POLL_LIMIT_MS + 1000));
    act(() => router.push('/faq'));
    rerenderSame();
    const onNewPage = injectCmsHtml('<button type="button" class="login-button">Sign in</button>');
    act(() => vi.advanceTimersByTime(REGISTER_LINK_POLL_MS));
    expect(accountEntryOf(onNewPage)).toBe('login');
  });

  it('opens the login dialog from a CMS login button', async () => {
    const button = injectCmsHtml('<button type="button" data-account-action="login">Sign in</button>');
    renderEntryPoints('eu', 'de');
    fireEvent.click(button);
    await flush();
    expect(currentLocation()).toBe('/about-us?dialog=login');
    expect(router.push).not.toHaveBeenCalled();
    expect(window.dataLayer).toEqual([]);
  });

  it('leads a signed-in customer to /account/overview, without a modal event', async () => {
    session.signedIn = true;
    setSessionHint(true);
    setSignedInHint(true);
    const link = injectCmsHtml('<a class="create-account" href="/register">Create an account</a>');
    renderEntryPoints('eu', 'de');
    fireEvent.click(link);
    await flush();
    expect(router.push).toHaveBeenCalledWith('/eu/de/account/overview');
    expect(window.dataLayer).toEqual([]);
  });

  it('leaves a click with a modifier key to the browser', async () => {
    const link = injectCmsHtml('<a class="create-account" href="/register">Create an account</a>');
    renderEntryPoints();
    expect(fireEvent.click(link, { ctrlKey: true })).toBe(true);
    await flush();
    expect(currentLocation()).toBe('/about-us');
    expect(router.push).not.toHaveBeenCalled();
  });
});
