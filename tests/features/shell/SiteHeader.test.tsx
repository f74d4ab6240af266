import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { within } from '@testing-library/react';
import type { OccClient } from '@/commerce/client';
import { cmsRenderContext } from '@/cms/context';
import { loadHomePage } from '@/cms/load';
import type { CmsPageModel } from '@/cms/types';
import { SiteHeader } from '@/features/shell/header/SiteHeader';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { storeContext } from '@/site';
import { cart, entry } from '../cart/cart-fixtures';
import { renderOnServer } from '../cart/server-render';
import { setupSandboxServer } from '../../msw/sandbox';

/**
 * The header's icon row (spec 1 §2.2): account entry, wish-list count (signed-in shoppers, spec 1 §4)
 * and the cart, as the page renders them once the browser knows the session.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/c/men',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));
const occ = vi.hoisted(() => ({
  context: { siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US', baseUrl: '/api/commerce' },
  getCart: vi.fn(),
  getCarts: vi.fn(),
}));
vi.mock('@/features/session/StoreProvider', () => ({
  useStore: () => storeContext('us', 'en'),
  useOcc: () => occ as unknown as OccClient,
}));

// The page shows the header's personal parts once the browser has read the session hint; here the
// server render stands in for that moment.
const hint = vi.hoisted(() => ({ personal: false }));
vi.mock('@/features/session/session-hint', () => ({
  useSessionMayHoldCart: () => hint.personal,
  useSignedInHint: () => hint.personal,
  readCartHint: () => hint.personal,
  readSignedInHint: () => hint.personal,
  sessionHintChanged: () => undefined,
}));

setupSandboxServer();

async function renderHeader(signedIn: boolean, page: CmsPageModel | undefined = undefined) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  hint.personal = signedIn;
  queryClient.setQueryData(['session', 'summary'], { signedIn, agent: false, emulating: false });
  queryClient.setQueryData(['cart', 'brand-us', 'active'], cart([entry()]));
  queryClient.setQueryData(['cart', 'brand-us', 'wishList'], cart([entry({ quantity: 2 }), entry({ code: 'B' })], { name: 'wishlist', saveTime: '2025-12-14T10:03:00+0000' }));
  return renderOnServer(
    <QueryClientProvider client={queryClient}>
      <I18nProvider lang="en" resources={pickResources('en', ['common', 'shell', 'navigation'])}>
        <SiteHeader page={page} context={cmsRenderContext({ site: 'us', lang: 'en' })} />
      </I18nProvider>
    </QueryClientProvider>,
  );
}

describe('the header’s wish-list count', () => {
  it('sits between the account entry and the cart for signed-in shoppers', async () => {
    const header = await renderHeader(true);
    const account = within(header).getByTestId('account-link');
    const wishList = within(header).getByRole('link', { name: 'Wish list, 3 items' });
    const cartEntry = within(header).getByTestId('mini-cart');
    expect(wishList).toHaveAttribute('href', '/account/wishlist');
    expect(within(wishList).getByTestId('wish-list-count')).toHaveTextContent('3');
    // In the same row of icons, in this order.
    expect(wishList.parentElement).toBe(account.parentElement);
    expect(cartEntry.parentElement).toBe(account.parentElement);
    expect(account.compareDocumentPosition(wishList) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(wishList.compareDocumentPosition(cartEntry) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows anonymous visitors no wish-list link', async () => {
    const header = await renderHeader(false);
    expect(within(header).getByTestId('sign-in-link')).toBeInTheDocument();
    expect(within(header).queryByTestId('wish-list-link')).toBeNull();
  });
});

describe('the country and language selector on small screens', () => {
  const utility = (header: HTMLElement) => header.querySelector<HTMLElement>('[data-header-utility]');

  it('stays in the band when there is no category menu whose drawer would hold it', async () => {
    const header = await renderHeader(false);
    expect(utility(header)?.className).toMatch(/utilityWithoutMenu/);
    expect(within(utility(header) as HTMLElement).getByTestId('site-selector-toggle')).toBeInTheDocument();
  });

  // The drawer's own selector is checked in a real browser (e2e/shell.spec.ts, the phone's menu).
  it('leaves the band’s selector to large screens when there is a category menu, whose drawer holds one', async () => {
    const home = await loadHomePage(cmsRenderContext({ site: 'us', lang: 'en' }));
    if (!home.ok) throw home.error;
    const header = await renderHeader(false, home.page);
    expect(utility(header)?.className).not.toMatch(/utilityWithoutMenu/);
  });
});
