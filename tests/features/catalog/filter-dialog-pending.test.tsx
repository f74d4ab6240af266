import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupSandboxServer } from '../../msw/sandbox';
import { FakeIntersectionObserver } from './listing-fixtures';
import { renderMenListing } from './render-listing';

/**
 * "Filter & sort" pressed while the filter dialog's code is on its way (a phone on a slow network)
 * shows at once that the press was taken, until the dialog replaces the loading status. The dialog
 * library's load is held here until the test lets it through.
 */

const held = vi.hoisted(() => ({ dialog: undefined as undefined | Promise<void> }));
let openDialogCode: () => void = () => undefined;
held.dialog = new Promise<void>((resolve) => {
  openDialogCode = resolve;
});
vi.mock('@/ui/Dialog', async (importOriginal) => {
  await held.dialog;
  return importOriginal();
});

const sandbox = setupSandboxServer();

beforeEach(() => {
  window.history.replaceState(null, '', '/c/men');
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
});
afterEach(() => vi.unstubAllGlobals());

it('shows the filter dialog as loading from the press until its code is here', async () => {
  const user = userEvent.setup();
  await renderMenListing(sandbox, { site: 'eu', lang: 'fr', serverContext: { currency: 'EUR', country: 'AT' } });
  expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();
  const opener = screen.getByRole('button', { name: 'Filtrer et trier' });
  await user.click(opener);
  expect(screen.getByTestId('dialog-pending')).toHaveTextContent('Chargement');

  await act(async () => openDialogCode());
  expect(await screen.findByRole('dialog', { name: 'Affiner les résultats' }, { timeout: 10_000 })).toBeVisible();
  expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();
});
