import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OccClient } from '@/commerce/client';
import type * as cmsLoad from '@/cms/load';
import { loadCmsPage, type CmsPageResult } from '@/cms/load';
import { CartPage } from '@/features/cart/CartPage';
import { storeContext, type Language, type SiteKey } from '@/site';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';
import { cart, entry } from './cart-fixtures';
import { renderOnServer } from './server-render';

/**
 * The cart page around its CMS content (spec 1 §2.5), rendered as the server renders it, from the
 * sandbox's `cartPage` (CartSection1 to CartSection5), with a cart of one line in the islands.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/cart',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  notFound: () => {
    throw new Error('notFound');
  },
}));
// The page content can be changed per test (content an editor might add), loaded from the sandbox otherwise.
vi.mock('@/cms/load', async (importOriginal) => {
  const actual = await importOriginal<typeof cmsLoad>();
  return { ...actual, loadCmsPage: vi.fn(actual.loadCmsPage) };
});

const store = vi.hoisted(() => ({ site: 'us' as string, lang: 'en' as string }));
const occ = vi.hoisted(() => ({
  context: { siteId: 'brand-us' as string, language: 'en', currency: 'USD', country: 'US', baseUrl: '/api/commerce' },
  getCart: vi.fn(),
}));
vi.mock('@/features/session/StoreProvider', () => ({
  useStore: () => storeContext(store.site as SiteKey, store.lang as Language),
  useOcc: () => occ as unknown as OccClient,
}));

// The layout as the shopper sees it once the page has hydrated and the cart is in; the render that
// hydrates shows the loading view the server sent (`useHydrated`), tested below.
const hydration = vi.hoisted(() => ({ done: true }));
vi.mock('@/ui/use-hydrated', () => ({ useHydrated: () => hydration.done }));

const sandbox = setupSandboxServer();
const US = { site: 'us', lang: 'en', siteId: 'brand-us' } as const;
const UK = { site: 'uk', lang: 'en-gb', siteId: 'brand-uk' } as const;

async function renderCartPage(where: typeof US | typeof UK) {
  store.site = where.site;
  store.lang = where.lang;
  occ.context.siteId = where.siteId;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(['cart', where.siteId, 'active'], cart([entry({ code: '103828-BRN-L-REG' })]));
  queryClient.setQueryData(['session', 'summary'], { signedIn: false, agent: false, emulating: false });
  return renderOnServer(
    <QueryClientProvider client={queryClient}>
      <CartPage site={where.site} lang={where.lang} />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  hydration.done = true;
});

function slot(page: HTMLElement, position: string): HTMLElement | null {
  return page.querySelector<HTMLElement>(`[data-cms-slot="${position}"]`);
}

/** The sandbox page with the site's rotating messages put into CartSection1, as an editor could on any site. */
async function withCarouselInSection1(...[context, ref]: Parameters<typeof loadCmsPage>): Promise<CmsPageResult> {
  const actual = await vi.importActual<typeof cmsLoad>('@/cms/load');
  const result = await actual.loadCmsPage(context, ref);
  const carousel = await actual.loadCmsComponentsInOrder(context, ['rotatingMessages']);
  if (!result.ok || carousel.length === 0) throw new Error('the sandbox should have a cart page and rotating messages');
  const section1 = { position: 'CartSection1', slotId: 'CartSection1Slot', components: carousel };
  return { ok: true, page: { ...result.page, slots: { ...result.page.slots, CartSection1: section1 } } };
}

describe('the cart page layout (spec 1 §2.5)', () => {
  it('renders the loading view the server sent while it hydrates, even with the cart already loaded in the browser', async () => {
    // The header's count loads the active cart first; the page's first render in the browser must
    // still match the server's markup (else React throws the server HTML away: error #418).
    hydration.done = false;
    const page = await renderCartPage(US);
    expect(page.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(within(page).queryByTestId('cart-items')).toBeNull();
  });

  it('shows the rotating-messages carousel in the left column, above the lines', async () => {
    const page = await renderCartPage(US);
    const section1 = slot(page, 'CartSection1');
    expect(section1).not.toBeNull();
    expect(within(section1!).getByRole('region', { name: 'Announcements' })).toBeInTheDocument();
    const section2 = slot(page, 'CartSection2');
    expect(within(section2!).getByTestId('cart-items')).toBeInTheDocument();
    expect(section1!.compareDocumentPosition(section2!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows no rotating-messages carousel on EMEA, even when the content has one', async () => {
    vi.mocked(loadCmsPage).mockImplementationOnce(withCarouselInSection1);
    const page = await renderCartPage(UK);
    expect(within(page).queryByRole('region', { name: 'Announcements' })).toBeNull();
    // The lines and the summary are still there: only the carousel is left out.
    expect(within(page).getByTestId('cart-items')).toBeInTheDocument();
    expect(within(page).getByTestId('cart-totals')).toBeInTheDocument();
  });

  it('expands the order-summary accordion into its children in the right column', async () => {
    const page = await renderCartPage(US);
    const summary = within(page).getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByRole('heading', { level: 2, name: 'Order summary' })).toBeInTheDocument();
    expect(within(summary).getByTestId('cart-totals')).toBeInTheDocument();
    expect(within(summary).getByTestId('voucher-form')).toBeInTheDocument();
    // Expanded, not an accordion to open.
    expect(within(summary).queryByRole('button', { expanded: false })).toBeNull();
  });

  it('uses only the first child of the order summary on EMEA', async () => {
    const page = await renderCartPage(UK);
    const summary = within(page).getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByTestId('cart-totals')).toBeInTheDocument();
    expect(within(summary).queryByTestId('voucher-form')).toBeNull();
  });

  it('shows section 4 (recommendations) and section 5 (the promo banner HTML) under the columns', async () => {
    const page = await renderCartPage(US);
    const section4 = slot(page, 'CartSection4');
    const section5 = slot(page, 'CartSection5');
    expect(within(section4!).getByRole('heading', { level: 2, name: 'Complete the kit' })).toBeInTheDocument();
    expect(within(section4!).getAllByRole('link').length).toBeGreaterThan(0);
    expect(section5?.querySelector('.promo-strip')).not.toBeNull();
    // Both come after the two columns, outside the summary.
    const aside = within(page).getByRole('complementary', { name: 'Order summary' });
    expect(aside.contains(section4)).toBe(false);
    expect(aside.compareDocumentPosition(section5!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('falls back to the lines and the summary when the CMS page is missing', async () => {
    sandbox.server.use(
      http.get(`${SANDBOX_OCC_BASE_URL}/brand-us/cms/pages`, () =>
        HttpResponse.json({ errors: [{ type: 'CMSItemNotFoundError', message: 'No page' }] }, { status: 404 }),
      ),
    );
    const page = await renderCartPage(US);
    expect(page.querySelector('[data-cms-slot]')).toBeNull();
    expect(within(page).getByRole('heading', { level: 1, name: 'Your cart' })).toBeInTheDocument();
    // Named by its heading, exactly: "1 item", not "1 items".
    expect(within(page).getByTestId('cart-items')).toHaveAccessibleName('1 item');
    const summary = within(page).getByRole('complementary', { name: 'Order summary' });
    expect(within(summary).getByTestId('cart-totals')).toBeInTheDocument();
    expect(within(summary).getByTestId('voucher-form')).toBeInTheDocument();
  });
});
