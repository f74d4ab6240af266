import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cardRenditions } from '@/features/catalog/card-renditions';
import { PRIORITY_CARD_COUNT } from '@/features/catalog/listing-constants';
import { ProductListing } from '@/features/catalog/ProductListing';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';
import { FakeIntersectionObserver, firstPage, IMAGE_ORIGINS } from './listing-fixtures';

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
  render(
    <I18nProvider lang="fr" resources={pickResources('fr', ['catalog', 'common', 'messages'])}>
      <StoreProvider site="eu" lang="fr">
        <ProductListing
          site="eu"
          lang="fr"
          scope={{ kind: 'category', categoryCode: 'men' }}
          initialPage={await firstPage(sandbox, ':relevance:allCategories:men')}
          serverContext={{ currency: 'EUR', country: 'AT' }}
          imageOrigins={IMAGE_ORIGINS}
          renditions={cardRenditions()}
          priorityCards={PRIORITY_CARD_COUNT}
        />
      </StoreProvider>
    </I18nProvider>,
  );
  expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();
  const opener = screen.getByRole('button', { name: 'Filtrer et trier' });
  await user.click(opener);
  expect(screen.getByTestId('dialog-pending')).toHaveTextContent('Chargement');

  await act(async () => openDialogCode());
  expect(await screen.findByRole('dialog', { name: 'Affiner les résultats' }, { timeout: 10_000 })).toBeVisible();
  expect(screen.queryByTestId('dialog-pending')).not.toBeInTheDocument();
});
