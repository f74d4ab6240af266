import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { DialogHost, preloadDialog } from '@/features/dialogs/DialogHost';
import { AccountEntry } from '@/features/shell/header/AccountEntry';
// Loaded on demand in the page; compiled ahead here so a busy machine does not time the test out.
import '@/features/shell/header/personal-state';
import { I18nProvider, loadTranslations } from '@/i18n/client';
import type * as I18nClientModule from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { translationsResponse } from '@/i18n/translations-api';
import { currentLocation, goTo, router } from '../support/history-navigation';
import { sessionEndpoint } from '../support/session-endpoint';
import { setSessionHint, setSignedInHint } from '../support/session-hint';
import { FOCUS_SLOT_ATTRIBUTE } from '@/ui/focus-slot';

/** The header's account entry (spec 1 §2.1, §6): sign in for guests, my account once signed in. */

// The dialog library loads with the first dialog; loaded here, dialogs open at their first render.
await preloadDialog();

vi.mock('next/navigation', () => import('../support/history-navigation'));
// Watched: what the sign-in link starts loading ahead of a click.
vi.mock('@/i18n/client', async (importOriginal) => {
  const original = await importOriginal<typeof I18nClientModule>();
  return { ...original, loadTranslations: vi.fn(original.loadTranslations) };
});

const { session, calls, handler: sessionHandler } = sessionEndpoint();
const server = setupServer(
  sessionHandler,
  // The sign-in link loads the dialog's texts as soon as the pointer is over it.
  http.get('*/api/translations/:lang/:namespace', ({ params }) => translationsResponse(String(params.lang), String(params.namespace))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  window.dataLayer = [];
  goTo('/c/men?sort=price');
  router.push.mockClear();
  router.replace.mockClear();
});

function entry(site: 'us' | 'uk' = 'us', lang: 'en' | 'en-gb' = 'en') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <I18nProvider lang={lang} resources={pickResources(lang, ['common'])}>
        <AccountEntry site={site} lang={lang} />
      </I18nProvider>
    </QueryClientProvider>
  );
}

function renderEntry(site: 'us' | 'uk' = 'us', lang: 'en' | 'en-gb' = 'en') {
  return render(entry(site, lang));
}

/** The entry in the header of a page that hosts the dialogs, as the shell puts them together. */
function renderEntryOverPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider lang="en" resources={pickResources('en', ['common', 'auth'])}>
        <AccountEntry site="us" lang="en" />
        <DialogHost content={{ login: <form aria-label="Sign-in form" /> }} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the account entry', () => {
  it('renders a same-size placeholder on the server, so cached HTML shows nobody', () => {
    const html = renderToString(entry());
    expect(html).toContain('data-testid="account-entry-placeholder"');
    expect(html).not.toContain('<a ');
  });

  it('tells a visitor whose session holds nothing personal to sign in, without asking who is there', async () => {
    renderEntry();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.asked).toBe(0);
  });

  it('tells a guest with a cart to sign in at once too, without asking who is there', async () => {
    setSessionHint(true);
    renderEntry();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.asked).toBe(0);
  });

  it('holds the placeholder while it asks who is there, when the session may be a customer’s', async () => {
    // The hints of a sign-in that no longer holds (its tokens expired): the session says "signed out".
    setSessionHint(true);
    setSignedInHint(true);
    renderEntry();
    expect(screen.getByTestId('account-entry-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-entry-placeholder')).toBeNull();
    expect(calls.asked).toBe(1);
  });

  it('opens the login dialog on the current page for guests, leaving the modal-view event to the dialog', async () => {
    const user = userEvent.setup();
    renderEntry();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/c/men?sort=price&dialog=login');
    await user.click(signIn);
    expect(currentLocation()).toBe('/c/men?sort=price&dialog=login');
    // The dialog sends it when it opens (tests/features/shell/modal-view.test.tsx): one event per opening.
    expect(window.dataLayer).toEqual([]);
  });

  it('opens the login dialog over the same page on a plain click, without asking for the page again', async () => {
    const user = userEvent.setup();
    renderEntryOverPage();
    const historyLength = window.history.length;
    await user.click(await screen.findByRole('link', { name: 'Sign in' }));
    // The page's own query stays; the dialog has a history entry of its own, so Back closes it.
    expect(currentLocation()).toBe('/c/men?sort=price&dialog=login');
    expect(window.history.length).toBe(historyLength + 1);
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toContainElement(screen.getByRole('form', { name: 'Sign-in form' }));
    expect(router.push).not.toHaveBeenCalled();
  });

  it('adds one history entry for a second tap made while the dialog is on its way, so Back after closing it leaves it closed', async () => {
    renderEntryOverPage();
    const historyLength = window.history.length;
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    act(() => {
      fireEvent.click(signIn);
      fireEvent.click(signIn);
    });
    expect(currentLocation()).toBe('/c/men?sort=price&dialog=login');
    expect(window.history.length).toBe(historyLength + 1);
  });

  it('starts loading the dialog’s texts when the pointer comes over the link, before any click', async () => {
    const user = userEvent.setup();
    renderEntryOverPage();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    vi.mocked(loadTranslations).mockClear();
    await user.hover(signIn);
    expect(loadTranslations).toHaveBeenCalledWith('en', 'auth');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(currentLocation()).toBe('/c/men?sort=price');
  });

  it.each(['Control', 'Meta', 'Shift', 'Alt'])('leaves a click with %s held to the browser (a new tab or window, a download)', async (modifier) => {
    const user = userEvent.setup();
    renderEntryOverPage();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    // What the page left to the browser, seen once the click has passed through the page.
    const leftToBrowser: boolean[] = [];
    const browser = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      // jsdom cannot open a tab: stop it from trying to navigate instead.
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    try {
      await user.keyboard(`{${modifier}>}`);
      await user.click(signIn);
      await user.keyboard(`{/${modifier}}`);
    } finally {
      document.removeEventListener('click', browser);
    }
    expect(leftToBrowser).toEqual([true]);
    expect(currentLocation()).toBe('/c/men?sort=price');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('leads a signed-in customer to the account overview', async () => {
    session.signedIn = true;
    setSessionHint(true);
    setSignedInHint(true);
    renderEntry('uk', 'en-gb');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/uk/en-gb/account/overview');
  });

  it('marks "Sign in" and "My account" as one place, so the sign-in dialog hands focus to "My account" when it closes', async () => {
    const { unmount } = renderEntry();
    const slot = screen.getByRole('link', { name: 'Sign in' }).getAttribute(FOCUS_SLOT_ATTRIBUTE);
    expect(slot).toBeTruthy();
    unmount();
    session.signedIn = true;
    setSessionHint(true);
    setSignedInHint(true);
    renderEntry();
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute(FOCUS_SLOT_ATTRIBUTE, slot);
  });
});
