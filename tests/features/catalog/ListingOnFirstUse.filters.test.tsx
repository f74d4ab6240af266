import { act, fireEvent, render, screen } from '@testing-library/react';
import { cardRenditions } from '@/features/catalog/card-renditions';
import { PRIORITY_CARD_COUNT } from '@/features/catalog/listing-constants';
import { ListingOnFirstUse } from '@/features/catalog/ListingOnFirstUse';
import { ServerListing } from '@/features/catalog/ServerListing';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { createTranslate } from '@/i18n/translate';
import type * as OnFirstUseModule from '@/ui/on-first-use';
import { setupSandboxServer } from '../../msw/sandbox';
import { holdCode } from '../../ui/held-code';
import { FakeIntersectionObserver, firstPage, IMAGE_ORIGINS } from './listing-fixtures';

/**
 * The filters button reached for before the listing's island is here (small screens, spec 1 §9's
 * filters): the dialog it opens loads beside the island's code, so the first tap opens the dialog
 * after one round of loading, not two.
 */

const islandCode = vi.hoisted(() => ({ loads: 0, arrival: Promise.resolve(), arrive: () => {} }));
const dialogCode = vi.hoisted(() => ({ loads: 0 }));
vi.mock('@/ui/on-first-use', async (importOriginal) =>
  (await import('../../ui/held-code')).holdingOnFirstUse(await importOriginal<typeof OnFirstUseModule>(), islandCode),
);
vi.mock('@/ui/Dialog', async (importOriginal) => {
  dialogCode.loads += 1;
  return importOriginal();
});

const sandbox = setupSandboxServer();

async function renderListing() {
  holdCode(islandCode);
  const page = await firstPage(sandbox, ':relevance:allCategories:men');
  const resources = pickResources('en', ['catalog', 'common', 'messages']);
  const scope = { kind: 'category', categoryCode: 'men' } as const;
  const renditions = cardRenditions();
  const props = { site: 'us', lang: 'en', scope, renditions, priorityCards: PRIORITY_CARD_COUNT } as const;
  render(
    <I18nProvider lang="en" resources={resources}>
      <StoreProvider site="us" lang="en">
        <ListingOnFirstUse {...props} initialPage={page} serverContext={{ currency: 'USD', country: 'US' }} imageOrigins={IMAGE_ORIGINS}>
          <ServerListing {...props} t={createTranslate('en', 'catalog', resources)} page={page} />
        </ListingOnFirstUse>
      </StoreProvider>
    </I18nProvider>,
  );
}

const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));

beforeEach(() => vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver));
afterEach(() => vi.unstubAllGlobals());

it('loads the filters dialog when the filters button is reached for, while the island is still on its way', { timeout: 30_000 }, async () => {
  await renderListing();
  fireEvent.pointerOver(screen.getByRole('combobox', { name: 'Sort by' }));
  await settle();
  // The sort needs no dialog.
  expect(dialogCode.loads).toBe(0);

  fireEvent.pointerOver(screen.getByRole('button', { name: /^Filter & sort/ }));
  await settle();
  expect(dialogCode.loads).toBe(1);
  // The island has not arrived: its button is still the server's (no handlers, no dialog).
  expect(screen.queryByRole('dialog')).toBeNull();
  await act(async () => islandCode.arrive());
});
