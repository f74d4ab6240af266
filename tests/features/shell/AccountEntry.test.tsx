import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { AccountEntry } from '@/features/shell/header/AccountEntry';
// Loaded on demand in the page; compiled ahead here so a busy machine does not time the test out.
import '@/features/shell/header/personal-state';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setSessionHint } from '../support/session-hint';

/** The header's account entry (spec 1 §2.1, §6): sign in for guests, my account once signed in. */

const navigation = vi.hoisted(() => ({ pathname: '/c/men', search: 'sort=price' }));
vi.mock('next/navigation', () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

const session = { signedIn: false, agent: false, emulating: false };
let sessionRequests = 0;
const server = setupServer(
  http.get('*/api/session', () => {
    sessionRequests += 1;
    return HttpResponse.json(session);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  session.signedIn = false;
  sessionRequests = 0;
  window.dataLayer = [];
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
    expect(sessionRequests).toBe(0);
  });

  it('holds the placeholder while it asks who is there, when the session may be a customer’s', async () => {
    setSessionHint(true);
    renderEntry();
    expect(screen.getByTestId('account-entry-placeholder')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('link')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByTestId('account-entry-placeholder')).toBeNull();
    expect(sessionRequests).toBe(1);
  });

  it('opens the login dialog on the current page for guests, leaving the modal-view event to the dialog', async () => {
    const user = userEvent.setup();
    renderEntry();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn).toHaveAttribute('href', '/c/men?sort=price&dialog=login');
    signIn.addEventListener('click', (event) => event.preventDefault());
    await user.click(signIn);
    // The dialog sends it when it opens (tests/features/shell/modal-view.test.tsx): one event per opening.
    expect(window.dataLayer).toEqual([]);
  });

  it('leads a signed-in customer to the account overview', async () => {
    session.signedIn = true;
    setSessionHint(true);
    renderEntry('uk', 'en-gb');
    expect(await screen.findByRole('link', { name: 'My account' })).toHaveAttribute('href', '/uk/en-gb/account/overview');
  });
});
