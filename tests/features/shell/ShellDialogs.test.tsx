import { act, screen, within } from '@testing-library/react';
import { ShellDialogs } from '@/features/shell/ShellDialogs';
import { renderIsland } from '../support/render-island';
import { preloadDialog } from '@/features/dialogs/DialogHost';

// The dialog library loads with the first dialog; loaded here, dialogs open at their first render.
await preloadDialog();

/**
 * The shell's dialogs open from the URL at once; their forms are loaded only then, with a loading
 * status inside the dialog until they are there.
 */

const navigation = vi.hoisted(() => ({ search: '' }));
/** The dialogs' form modules, as they are loaded (each module's code is loaded once per file). */
const formsLoaded = vi.hoisted(() => [] as string[]);
vi.mock('@/features/auth/SignInDialogs', async (importOriginal) => {
  formsLoaded.push('SignInDialogs');
  return importOriginal();
});
vi.mock('@/features/order-lookup/OrderLookupForm', async (importOriginal) => {
  formsLoaded.push('OrderLookupForm');
  return importOriginal();
});
vi.mock('next/navigation', () => ({
  usePathname: () => '/c/men',
  useSearchParams: () => new URLSearchParams(navigation.search),
  useRouter: () => ({ replace: vi.fn(), push: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
}));

function open(search: string) {
  navigation.search = search;
  return renderIsland(<ShellDialogs />, { namespaces: ['auth', 'common', 'messages'] });
}

describe('the shell dialogs', () => {
  // First in the file: no dialog has loaded a form before it.
  it('render nothing, and load no form, while no dialog is asked for', async () => {
    open('');
    // Time for a load that was started to arrive.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(formsLoaded).toEqual([]);
  });

  it('open the login dialog with a loading status, then its form', async () => {
    open('dialog=login');
    const dialog = screen.getByRole('dialog', { name: 'Sign in' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Loading…');
    expect(await within(dialog).findByRole('button', { name: 'Sign in' }, { timeout: 5000 })).toBeInTheDocument();
    expect(within(dialog).queryByRole('status')).toBeNull();
  });

  it('open the registration and order-lookup dialogs with their forms', async () => {
    const view = open('dialog=register');
    expect(await within(screen.getByRole('dialog', { name: 'Create an account' })).findByLabelText(/First name/, undefined, { timeout: 5000 })).toBeInTheDocument();
    view.unmount();
    open('dialog=order-lookup');
    expect(await within(screen.getByRole('dialog', { name: 'Find your order' })).findByLabelText(/Order number/, undefined, { timeout: 5000 })).toBeInTheDocument();
    // The forms came with their dialogs.
    expect(formsLoaded).toEqual(['SignInDialogs', 'OrderLookupForm']);
  });
});
