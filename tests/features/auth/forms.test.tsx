import { configure, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { COMMERCE_PROXY_PATH } from '@/commerce/bff/path';
import { ForgotPasswordForm } from '@/features/auth/forms/ForgotPasswordForm';
import { LoginForm } from '@/features/auth/forms/LoginForm';
import { RegisterForm } from '@/features/auth/forms/RegisterForm';
import { ResetPasswordForm } from '@/features/auth/forms/ResetPasswordForm';
import { useActiveCart } from '@/features/cart/use-active-cart';
import { OrderLookupForm } from '@/features/order-lookup/OrderLookupForm';
import { GlobalMessageRegion } from '@/features/global-messages';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';
import { currentLocation, goTo, router } from '../support/history-navigation';
import { renderIsland } from '../support/render-island';

vi.mock('next/navigation', () => import('../support/history-navigation'));

/** The page the forms' dialog is open over, with the given query. */
function at(search: string) {
  goTo(search ? `/c/men?${search}` : '/c/men');
}

const actions = vi.hoisted(() => ({
  signInAction: vi.fn(),
  registerAction: vi.fn(),
  requestPasswordResetAction: vi.fn(),
  resetPasswordAction: vi.fn(),
  lookUpOrderAction: vi.fn(),
}));
vi.mock('@/features/auth/actions', () => ({
  signInAction: actions.signInAction,
  registerAction: actions.registerAction,
  requestPasswordResetAction: actions.requestPasswordResetAction,
  resetPasswordAction: actions.resetPasswordAction,
}));
vi.mock('@/features/order-lookup/actions', () => ({ lookUpOrderAction: actions.lookUpOrderAction }));

// The registration form loads OCC's titles through the commerce proxy, answered by the sandbox.
const sandbox = setupSandboxServer();

// Whole forms typed key by key take a few seconds on a busy machine.
vi.setConfig({ testTimeout: 20_000 });
// Answers come from the in-process sandbox; allow for a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

beforeEach(() => {
  at('');
  for (const mock of Object.values(actions)) mock.mockReset();
  for (const mock of [router.replace, router.push, router.refresh]) mock.mockClear();
});

describe('the login form', () => {
  it('checks the fields first: translated messages, announced, the first invalid field focused', async () => {
    const user = userEvent.setup();
    renderIsland(<LoginForm onForgotPassword={() => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter a valid email.')).toBeVisible();
    expect(screen.getByText('Please enter a password.')).toBeVisible();
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    expect(actions.signInAction).not.toHaveBeenCalled();
  });

  it('shows the bad-credential message from the server in an alert', async () => {
    const user = userEvent.setup();
    actions.signInAction.mockResolvedValue({ ok: false, formError: 'auth:login.badCredentials' });
    renderIsland(<LoginForm onForgotPassword={() => undefined} />);
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email address or password is not correct.');
  });

  /** What a Server Action's call rejects with when the action threw on the server (React keeps its digest). */
  const thrownOnServer = () => Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '2954102763' });
  it.each([
    {
      failure: 'cannot be sent with the network up',
      online: true,
      error: () => new TypeError('Failed to fetch'),
      message: 'The server did not respond, please try again later.',
    },
    {
      failure: 'cannot be sent while the browser is offline',
      online: false,
      error: () => new TypeError('Failed to fetch'),
      message: 'You are offline. Check your connection and try again.',
    },
    {
      failure: 'fails on the server',
      online: true,
      error: thrownOnServer,
      message: 'An Internal Server Error occurred. Please try again later.',
    },
    // Next's own words when something other than the action answered (a gateway's error page).
    {
      failure: 'is answered by a gateway’s error page',
      online: true,
      error: () => new Error('An unexpected response was received from the server.'),
      message: 'A server error occurred. Please try again later.',
    },
  ])('says so when the sign-in $failure, keeping what was typed', async ({ online, error, message }) => {
    const user = userEvent.setup();
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(online);
    actions.signInAction.mockRejectedValue(error());
    renderIsland(
      <>
        <GlobalMessageRegion />
        <LoginForm onForgotPassword={() => undefined} />
      </>,
    );
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Workwear#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByLabelText(/Email address/)).toHaveValue('alex.carter@example.com');
    expect(screen.getByRole('button', { name: 'Sign in' })).not.toHaveAttribute('aria-busy', 'true');
  });

  it('asks to wait the seconds the server names after too many attempts', async () => {
    const user = userEvent.setup();
    actions.signInAction.mockResolvedValue({ ok: false, formError: 'auth:login.rateLimited', formErrorParams: { count: 42 } });
    renderIsland(<LoginForm onForgotPassword={() => undefined} />);
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('wait 42 seconds');
  });

  it('says "1 second", not "1 seconds", when one second is left to wait', async () => {
    const user = userEvent.setup();
    actions.signInAction.mockResolvedValue({ ok: false, formError: 'auth:login.rateLimited', formErrorParams: { count: 1 } });
    renderIsland(<LoginForm onForgotPassword={() => undefined} />);
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please wait 1 second and try again.');
  });

  it('sends the site, language and return path, and lands on the return path', async () => {
    const user = userEvent.setup();
    at('dialog=login&returnUrl=%2Faccount%2Forders');
    actions.signInAction.mockResolvedValue({ ok: true, redirectTo: '/account/orders' });
    renderIsland(<LoginForm onForgotPassword={() => undefined} />);
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Workwear#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/account/orders', { scroll: false }));
    expect(actions.signInAction).toHaveBeenCalledWith({
      email: 'alex.carter@example.com',
      password: 'Workwear#2026',
      site: 'us',
      lang: 'en',
      returnUrl: '/account/orders',
    });
  });

  it('confirms the sign-in in words, in the shell’s message region, which has no sign-in texts of its own', async () => {
    const user = userEvent.setup();
    actions.signInAction.mockResolvedValue({ ok: true });
    // As on a page: the region sits in the shell (its namespaces only), the form in the dialog's texts.
    renderIsland(
      <>
        <GlobalMessageRegion />
        <I18nProvider lang="en" resources={pickResources('en', ['auth'])}>
          <LoginForm onForgotPassword={() => undefined} />
        </I18nProvider>
      </>,
      { namespaces: ['common', 'messages', 'site', 'navigation', 'newsletter'] },
    );
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Workwear#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('status', { name: 'Notifications' })).toHaveTextContent('You are signed in.');
    expect(screen.queryByText(/auth:/)).toBeNull();
  });

  it('stays on the page, without the dialog, when there is no return path', async () => {
    const user = userEvent.setup();
    at('sort=price&dialog=login');
    actions.signInAction.mockResolvedValue({ ok: true });
    renderIsland(<LoginForm onForgotPassword={() => undefined} />);
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Workwear#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/c/men?sort=price', { scroll: false }));
    // On its way out of the dialog: the button stays busy until the dialog closes, not "Sign in" again.
    expect(screen.getByRole('button', { name: /^Sign in/ })).toHaveAttribute('aria-busy', 'true');
  });

  it('closes without waiting for the customer’s cart to load: a slow cart backend does not hold the form', async () => {
    const user = userEvent.setup();
    at('dialog=login');
    actions.signInAction.mockResolvedValue({ ok: true });
    function HeaderCart() {
      return <p>{useActiveCart().isFetching ? 'cart loading' : 'cart shown'}</p>;
    }
    renderIsland(
      <>
        <HeaderCart />
        <LoginForm onForgotPassword={() => undefined} />
      </>,
    );
    expect(await screen.findByText('cart shown')).toBeVisible();
    // From now on the cart answers only when the test lets it.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    sandbox.server.use(
      http.get(`*${COMMERCE_PROXY_PATH}/brand-us/users/:userId/carts/:cartId`, async ({ request }) => {
        await held;
        return sandbox.throughProxy(request);
      }),
    );
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Workwear#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/c/men', { scroll: false }));
    expect(screen.getByText('cart loading')).toBeVisible();
    release();
    expect(await screen.findByText('cart shown')).toBeVisible();
  });

  it('switches to the registration dialog, keeping the return path', async () => {
    const user = userEvent.setup();
    at('sort=price&dialog=login&returnUrl=%2Faccount%2Fwallet');
    renderIsland(<LoginForm onForgotPassword={() => undefined} />);
    const historyLength = window.history.length;
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    // The registration dialog takes the login dialog's history entry, over the same page.
    expect(currentLocation()).toBe('/c/men?sort=price&dialog=register&returnUrl=%2Faccount%2Fwallet');
    expect(window.history.length).toBe(historyLength);
    // Only the history entry changes: the page under the dialog is not asked for again.
    expect(router.replace).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
  });
});

describe('the forgot-password form', () => {
  // That the answer is the same for an address without an account is the action's (server-actions.test.ts).
  it('checks the address’s format, then confirms with the words that never say whether it has an account', async () => {
    const user = userEvent.setup();
    actions.requestPasswordResetAction.mockResolvedValue({ ok: true });
    renderIsland(<ForgotPasswordForm onBack={() => undefined} />);
    await user.type(screen.getByLabelText(/Email address/), 'nobody@example');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('This is not a valid email format.')).toBeVisible();
    await user.clear(screen.getByLabelText(/Email address/));
    await user.type(screen.getByLabelText(/Email address/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for nobody@example.com');
  });
});

describe('the registration form', () => {
  it('offers the titles OCC knows, in the page language', async () => {
    renderIsland(<RegisterForm />, { lang: 'en' });
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title.querySelectorAll('option').length).toBeGreaterThan(2));
    expect([...title.querySelectorAll('option')].map((option) => option.textContent)).toContain('Mr.');
  });

  it('tells the browser what each field holds, the title too, so it can fill them in (WCAG 1.3.5)', () => {
    renderIsland(<RegisterForm />, { lang: 'en' });
    const purpose = (label: RegExp) => screen.getByLabelText(label).getAttribute('autocomplete');
    expect([/^Title/, /^First name/, /^Last name/, /^Email/].map(purpose)).toEqual(['honorific-prefix', 'given-name', 'family-name', 'email']);
  });

  it('applies the title, e-mail, password and confirmation rules', async () => {
    const user = userEvent.setup();
    renderIsland(<RegisterForm />);
    // Before anything is typed, no rule is met, not even "no same character twice in a row".
    expect(screen.getByText('No same character twice in a row').closest('li')).toHaveAttribute('data-met', 'false');
    await user.type(screen.getByLabelText(/Email address/), 'jordan@');
    await user.type(screen.getByLabelText(/^Password/), 'Boots#11');
    await user.type(screen.getByLabelText(/Confirm password/), 'Boots#12');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Title is required.')).toBeVisible();
    expect(screen.getByText('This is not a valid email format.')).toBeVisible();
    expect(screen.getByText('The password does not meet all the rules listed.')).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(screen.getByLabelText(/^Title/)).toHaveFocus();
    // The checklist says which rules are met, in words.
    expect(screen.getByText('No same character twice in a row').closest('li')).toHaveAttribute('data-met', 'false');
    expect(screen.getByText('At least 8 characters').closest('li')).toHaveAttribute('data-met', 'true');
  });

  it('shows the duplicate e-mail message on the e-mail field', async () => {
    const user = userEvent.setup();
    actions.registerAction.mockResolvedValue({ ok: false, fieldErrors: { email: 'auth:register.duplicateEmail' } });
    renderIsland(<RegisterForm />);
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title.querySelectorAll('option').length).toBeGreaterThan(2));
    await user.selectOptions(title, 'mr');
    await user.type(screen.getByLabelText(/First name/), 'Alex');
    await user.type(screen.getByLabelText(/Last name/), 'Carter');
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'Sturdy#B0ots9');
    await user.type(screen.getByLabelText(/Confirm password/), 'Sturdy#B0ots9');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText(/An account with this email address already exists/)).toBeVisible();
    expect(screen.getByLabelText(/Email address/)).toHaveFocus();
    expect(actions.registerAction).toHaveBeenCalledWith(expect.objectContaining({ titleCode: 'mr', marketingConsent: true, site: 'us', lang: 'en' }));
  });
});

describe('the reset-password form', () => {
  it('sets the new password and opens the login dialog at home', async () => {
    const user = userEvent.setup();
    actions.resetPasswordAction.mockResolvedValue({ ok: true });
    renderIsland(<ResetPasswordForm token="reset-token" />, { site: 'eu', lang: 'de' });
    await user.type(screen.getByLabelText(/^Neues Passwort\s*\*?$/), 'Fresh#Start2026');
    await user.type(screen.getByLabelText(/Passwort bestätigen/), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Neues Passwort speichern' }));
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/eu/de?dialog=login'));
    expect(actions.resetPasswordAction).toHaveBeenCalledWith(expect.objectContaining({ token: 'reset-token', site: 'eu', lang: 'de' }));
  });

  it('says clearly when the link is unknown or expired', async () => {
    const user = userEvent.setup();
    actions.resetPasswordAction.mockResolvedValue({ ok: false, formError: 'auth:resetPassword.invalidLink' });
    renderIsland(<ResetPasswordForm token="old" />);
    // The new password is described by the rules' checklist, which says in words what is met.
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/At least 8 characters, not yet/);
    await user.type(screen.getByLabelText(/^New password/), 'Fresh#Start2026');
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(/At least 8 characters, done/);
    await user.type(screen.getByLabelText(/Confirm password/), 'Fresh#Start2026');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/?dialog=login');
  });
});

describe('the order-lookup form', () => {
  it('needs the order number and a valid e-mail, then opens the guest order page', async () => {
    const user = userEvent.setup();
    actions.lookUpOrderAction.mockResolvedValue({ ok: true, redirectTo: '/guest/order/00010001/lookup' });
    renderIsland(<OrderLookupForm />);
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByText('Please enter your order number.')).toBeVisible();
    expect(screen.getByLabelText(/Order number/)).toHaveFocus();
    await user.type(screen.getByLabelText(/Order number/), '00010001');
    await user.type(screen.getByLabelText(/Email address/), 'alex.carter@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/guest/order/00010001/lookup'));
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    actions.lookUpOrderAction.mockResolvedValue({ ok: false, formError: 'auth:orderLookup.notFound' });
    renderIsland(<OrderLookupForm />);
    await user.type(screen.getByLabelText(/Order number/), '00010001');
    await user.type(screen.getByLabelText(/Email address/), 'sam.rivera@example.com');
    await user.click(screen.getByRole('button', { name: 'Find order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find an order');
  });
});
