import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/features/dialogs/DialogHost';
import { GlobalMessageRegion } from '@/features/global-messages/GlobalMessageRegion';
import { clearGlobalMessages } from '@/features/global-messages/store';
import { MobileMenu } from '@/features/navigation/MobileMenu';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { MENU } from '../navigation/menu-fixture';
import { currentLocation, goTo } from '../support/history-navigation';

/**
 * A dialog asked for before its code is here (a first "Sign in" or menu press on a slow network)
 * shows at once that the press was taken: a loading status in the page's language, which the dialog
 * replaces when its code arrives. Each load is held here until the test lets it through.
 */

function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

const held = vi.hoisted(() => ({ dialog: undefined as undefined | Promise<void>, drawer: undefined as undefined | Promise<void> }));
const dialogCode = gate();
const drawerCode = gate();
held.dialog = dialogCode.opened;
held.drawer = drawerCode.opened;

vi.mock('@/ui/Dialog', async (importOriginal) => {
  await held.dialog;
  return importOriginal();
});
vi.mock('@/features/navigation/MobileMenuDrawer', async (importOriginal) => {
  await held.drawer;
  return importOriginal();
});
vi.mock('next/navigation', () => import('../support/history-navigation'));

describe('a dialog asked for while its code loads', () => {
  it('shows the login dialog as loading until the dialog library is here (the sign-in link on a slow network)', async () => {
    goTo('/c/men?dialog=login');
    render(
      <I18nProvider lang="de" resources={pickResources('de', ['common', 'auth'])}>
        <DialogHost />
      </I18nProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await act(async () => dialogCode.open());
    expect(await screen.findByRole('dialog', { name: 'Anmelden' })).toBeVisible();
    expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();
  });

  it('shows nothing while no dialog is asked for', () => {
    goTo('/c/men');
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['common', 'auth'])}>
        <DialogHost />
      </I18nProvider>,
    );
    expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();
  });

  it('shows the mobile menu as loading from the press until its drawer is here', async () => {
    goTo('/');
    const user = userEvent.setup();
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['navigation', 'common'])}>
        <MobileMenu menu={MENU} />
      </I18nProvider>,
    );
    // Reaching for the button starts the load; nothing shows until it is pressed.
    await user.hover(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading');

    await act(async () => drawerCode.open());
    expect(await screen.findByRole('dialog', { name: 'Shop by category' })).toBeVisible();
    expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();
  });
});

describe('a dialog whose code cannot load', () => {
  it('closes instead of loading for ever, so that asking again tries again', async () => {
    // The dialogs' texts come from the server on demand; offline, their request fails.
    vi.stubGlobal('fetch', vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))));
    goTo('/c/men?dialog=register');
    render(
      <I18nProvider lang="en" resources={pickResources('en', ['common'])}>
        <DialogHost />
      </I18nProvider>,
    );
    expect(screen.getByTestId('dialog-pending')).toBeInTheDocument();
    await waitFor(() => expect(currentLocation()).toBe('/c/men'));
    expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('says so when its form cannot load, rather than closing without a word', async () => {
    dialogCode.open();
    goTo('/c/men?dialog=login');
    const loadForm = vi.fn(() => Promise.reject(new Error('Failed to load chunk')));
    render(
      <I18nProvider lang="de" resources={pickResources('de', ['common', 'auth', 'messages'])}>
        <GlobalMessageRegion />
        <DialogHost content={{ login: <p>form</p> }} loads={{ login: loadForm }} />
      </I18nProvider>,
    );
    await waitFor(() => expect(currentLocation()).toBe('/c/men'));
    expect(loadForm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent('Ein Teil dieser Seite konnte nicht geladen werden.');
    act(() => clearGlobalMessages());
  });
});
