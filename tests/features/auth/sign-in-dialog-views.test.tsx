import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost, preloadDialog } from '@/features/dialogs/DialogHost';
import { LoginDialogContent, RegisterDialogContent } from '@/features/auth/SignInDialogs';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';
import { currentLocation, goTo, router } from '../support/history-navigation';

// The dialog library loads with the first dialog; loaded here, dialogs open at their first render.
await preloadDialog();

/**
 * The sign-in dialog's views (sign in, forgot password, create an account) replace each other inside
 * the open dialog, taking the pressed control with them: focus goes to the new view's heading, so a
 * screen reader announces the view, not to the dialog's close button.
 */

vi.mock('next/navigation', () => import('../support/history-navigation'));
vi.mock('@/features/auth/actions', () => ({
  signInAction: vi.fn(),
  registerAction: vi.fn(),
  requestPasswordResetAction: vi.fn(),
  resetPasswordAction: vi.fn(),
}));

// The registration form loads OCC's titles through the commerce proxy, answered by the sandbox.
setupSandboxServer();
configure({ asyncUtilTimeout: 5_000 });

/** The dialogs over a page at `/c/men` with the given query. */
function page(search: string) {
  goTo(`/c/men?${search}`);
  return (
    <I18nProvider lang="en" resources={pickResources('en', ['auth', 'common', 'messages'])}>
      <StoreProvider site="us" lang="en">
        <QueryProvider>
          <DialogHost content={{ login: <LoginDialogContent />, register: <RegisterDialogContent /> }} />
        </QueryProvider>
      </StoreProvider>
    </I18nProvider>
  );
}

beforeEach(() => {
  router.replace.mockClear();
  router.push.mockClear();
});

describe('the sign-in dialog’s views', () => {
  it('focus the forgot-password heading, then the dialog’s title again on the way back', async () => {
    const user = userEvent.setup();
    render(page('dialog=login'));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });

    await user.click(within(dialog).getByRole('button', { name: 'Forgot your password?' }));
    const forgotHeading = within(dialog).getByRole('heading', { name: 'Forgot your password?' });
    await waitFor(() => expect(forgotHeading).toHaveFocus());
    expect(forgotHeading).toHaveAttribute('tabindex', '-1');

    await user.click(within(dialog).getByRole('button', { name: 'Back to sign in' }));
    const title = within(dialog).getByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAttribute('tabindex', '-1');
    expect(within(dialog).getByRole('button', { name: 'Close dialog' })).not.toHaveFocus();
  });

  it('focus the dialog’s new title when sign-in switches to registration and back (the URL’s dialog)', async () => {
    const user = userEvent.setup();
    render(page('dialog=login'));

    // The switch changes the dialog in the URL, in place: the dialog follows, the page is not asked for again.
    await user.click(screen.getByRole('button', { name: 'Create an account' }));
    expect(currentLocation()).toBe('/c/men?dialog=register');
    const dialog = screen.getByRole('dialog', { name: 'Create an account' });
    const registerTitle = within(dialog).getByRole('heading', { name: 'Create an account' });
    await waitFor(() => expect(registerTitle).toHaveFocus());

    await user.click(await within(dialog).findByRole('button', { name: 'Sign in' }));
    expect(currentLocation()).toBe('/c/men?dialog=login');
    expect(router.replace).not.toHaveBeenCalled();
    expect(router.push).not.toHaveBeenCalled();
    const loginTitle = within(screen.getByRole('dialog', { name: 'Sign in' })).getByRole('heading', { name: 'Sign in' });
    await waitFor(() => expect(loginTitle).toHaveFocus());
  });

  it('leave focus where the dialog puts it when it first opens', () => {
    render(page('dialog=login'));
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveFocus();
  });
});
