import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { LoginDialogContent, RegisterDialogContent } from '@/features/auth/SignInDialogs';
import { DialogHost } from '@/features/dialogs/DialogHost';
import { AccountEntryPoints } from '@/features/shell/AccountEntryPoints';
import { AccountEntry } from '@/features/shell/header/AccountEntry';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { translationsResponse } from '@/i18n/translations-api';
import { preloadDialog } from '@/features/dialogs/DialogHost';
import { currentLocation, goTo, router } from '../support/history-navigation';
import { setSessionHint, setSignedInHint } from '../support/session-hint';

// The dialog library loads with the first dialog; loaded here, dialogs open at their first render.
await preloadDialog();

/**
 * Spec 1 §2.1, §7: "an analytics modal-view event is sent when it opens": one opening of the login or
 * registration dialog is one event, whether the header's sign-in link, a CMS create-account link or a
 * CMS login/register button opened it.
 */

// The dialog forms themselves are the auth feature's; only the dialogs' opening matters here.
vi.mock('@/features/auth/forms/LoginForm', () => ({ LoginForm: () => <form aria-label="Login form" /> }));
vi.mock('@/features/auth/forms/RegisterForm', () => ({ RegisterForm: () => <form aria-label="Registration form" /> }));

vi.mock('next/navigation', () => import('../support/history-navigation'));

const session = { signedIn: false, agent: false, emulating: false };
const server = setupServer(
  http.get('*/api/session', () => HttpResponse.json(session)),
  // The header's sign-in link loads the dialog's texts as soon as the pointer is over it.
  http.get('*/api/translations/:lang/:namespace', ({ params }) => translationsResponse(String(params.lang), String(params.namespace))),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  session.signedIn = false;
  window.dataLayer = [];
  goTo('/about-us');
  router.push.mockClear();
  router.replace.mockClear();
});
const injected: HTMLElement[] = [];
afterEach(() => {
  for (const container of injected.splice(0)) container.remove();
});

function renderShell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nProvider lang="en" resources={pickResources('en', ['common', 'auth'])}>
        <AccountEntry site="us" lang="en" />
        <DialogHost content={{ login: <LoginDialogContent />, register: <RegisterDialogContent /> }} />
        <AccountEntryPoints site="us" lang="en" />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

/** CMS HTML in the page, as a paragraph component renders it. */
function injectCmsHtml(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  injected.push(container);
  return container.firstElementChild as HTMLElement;
}

const modalViews = () => (window.dataLayer ?? []).filter((event) => (event as { event?: string }).event === 'modalView');

describe('the modal-view event', () => {
  it('is sent exactly once when the header’s sign-in link opens the login dialog', async () => {
    const user = userEvent.setup();
    renderShell();
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    await user.click(signIn);
    expect(await screen.findByRole('form', { name: 'Login form' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/about-us?dialog=login');
    expect(modalViews()).toEqual([{ event: 'modalView', modal: 'login' }]);
  });

  it('is sent exactly once when a CMS create-account link opens the registration dialog', async () => {
    const user = userEvent.setup();
    const link = injectCmsHtml('<a class="create-account" href="/account/overview">Create an account</a>');
    renderShell();
    await user.click(link);
    expect(await screen.findByRole('form', { name: 'Registration form' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/about-us?dialog=register');
    expect(modalViews()).toEqual([{ event: 'modalView', modal: 'register' }]);
  });

  it('is sent exactly once when a CMS login button opens the login dialog', async () => {
    const user = userEvent.setup();
    const button = injectCmsHtml('<button type="button" class="login-button">Sign in to your account</button>');
    renderShell();
    await user.click(button);
    expect(await screen.findByRole('form', { name: 'Login form' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/about-us?dialog=login');
    expect(modalViews()).toEqual([{ event: 'modalView', modal: 'login' }]);
  });

  it('is sent once per opening: closing and opening again is a second event', async () => {
    const user = userEvent.setup();
    const button = injectCmsHtml('<button type="button" class="register-button">Join</button>');
    renderShell();
    await user.click(button);
    await screen.findByRole('form', { name: 'Registration form' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('form', { name: 'Registration form' })).toBeNull();
    expect(currentLocation()).toBe('/about-us');
    expect(modalViews()).toHaveLength(1);
    await user.click(button);
    await screen.findByRole('form', { name: 'Registration form' });
    expect(modalViews()).toEqual([
      { event: 'modalView', modal: 'register' },
      { event: 'modalView', modal: 'register' },
    ]);
  });

  it('is not sent for a signed-in customer, who goes to the account overview instead', async () => {
    session.signedIn = true;
    setSessionHint(true);
    setSignedInHint(true);
    const user = userEvent.setup();
    const link = injectCmsHtml('<a class="create-account" href="/account/overview">Create an account</a>');
    renderShell();
    await screen.findByRole('link', { name: 'My account' });
    await user.click(link);
    await vi.waitFor(() => expect(currentLocation()).toBe('/account/overview'));
    expect(router.push).toHaveBeenCalledWith('/account/overview');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(modalViews()).toEqual([]);
  });
});
