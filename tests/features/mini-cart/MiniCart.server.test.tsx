import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { OccClient } from '@/commerce/client';
import type { Cart } from '@/commerce/schemas';
import { cmsRenderContext } from '@/cms/context';
import { cartActivity } from '@/features/cart/cart-activity';
import { storefrontRegistry } from '@/features/content/registry';
import { DEFAULT_SHOWN_PRODUCT_COUNT, MiniCart, MiniCartComponentPanel, shownProductCountOf } from '@/features/mini-cart';
import { MiniCartExpressPayments } from '@/features/mini-cart/MiniCartExpressPayments';
import { loadMiniCartPanel } from '@/features/mini-cart/MiniCartHost';
import { loadTranslations } from '@/i18n/client';
import { storeContext } from '@/site';
import { setupSandboxServer } from '../../msw/sandbox';
import { cart, entry } from '../cart/cart-fixtures';
import { resolveAsyncComponents } from '../cart/server-render';

/**
 * The mini cart's server side (spec 1 §2.4): the `MiniCart` Server Component with the CMS
 * `rotatingMessages` banner from the sandbox, and header slot 7's `MiniCartComponent` renderer with
 * the component's settings. Each is resolved on the server, then opened in the browser as a shopper would.
 */

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
vi.mock('next/navigation', () => ({
  usePathname: () => '/c/men',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
}));
const occ = vi.hoisted(() => ({
  context: { siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US', baseUrl: '/api/commerce' },
  getCart: vi.fn(),
}));
vi.mock('@/features/session/StoreProvider', () => ({
  useStore: () => storeContext('us', 'en'),
  useOcc: () => occ as unknown as OccClient,
}));
// What the payments feature will render into the footer; nothing by default, like the real one today.
vi.mock('@/features/mini-cart/MiniCartExpressPayments', () => ({ MiniCartExpressPayments: vi.fn(() => null) }));

setupSandboxServer();
const us = cmsRenderContext({ site: 'us', lang: 'en' });

function fourLines(): Cart {
  return cart(
    [entry({ code: '102207-BLK-M-REG' }), entry({ code: '104597-BRN-OS' }), entry({ code: '101234-NVY-L' }), entry({ code: '105555-GRY-XL' })],
    { subTotal: { value: 200, currencyIso: 'USD' }, totalPriceWithTax: { value: 216.5, currencyIso: 'USD' } },
  );
}

/** Resolves the Server Components, renders the result in the browser and opens the panel. */
async function openMiniCart(tree: ReactNode, data: Cart = fourLines()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  queryClient.setQueryData(['cart', 'brand-us', 'active'], data);
  occ.getCart.mockResolvedValue(data);
  const resolved = await resolveAsyncComponents(tree);
  // The panel's content loads on first use; here it is loaded before the panel opens.
  await loadMiniCartPanel();
  // The panel's cart texts come with it (the page carries only the mini cart's own).
  await loadTranslations('en', 'cart');
  render(
    <QueryClientProvider client={queryClient}>
      <div>{resolved}</div>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Show cart summary', hidden: true }));
  return screen.getByRole('dialog', { name: 'Your cart' });
}

function slot7(settings: Record<string, string>) {
  return MiniCartComponentPanel({
    component: { uid: 'MiniCart', typeCode: 'MiniCartComponent', ...settings },
    context: us,
    registry: storefrontRegistry,
  });
}

beforeEach(() => {
  cartActivity.reset();
  occ.getCart.mockReset();
  vi.mocked(MiniCartExpressPayments).mockReset().mockImplementation(() => null);
});

describe('the mini cart Server Component', () => {
  it('shows the CMS rotatingMessages banner in the panel', async () => {
    const panel = await openMiniCart(<MiniCart site="us" lang="en" />);
    const banner = within(panel).getByRole('region', { name: 'Announcements' });
    expect(banner.textContent?.trim()).not.toBe('');
  });

  it('lists three lines when no shownProductCount is given', async () => {
    const panel = await openMiniCart(<MiniCart site="us" lang="en" />);
    expect(within(panel).getAllByTestId('cart-entry')).toHaveLength(DEFAULT_SHOWN_PRODUCT_COUNT);
    expect(within(panel).getByTestId('mini-cart-view-all')).toHaveTextContent('View all 4 items');
  });

  it.each([
    ['3', 3],
    [' 2 ', 2],
    [1, 1],
    ['0', DEFAULT_SHOWN_PRODUCT_COUNT],
    ['-2', DEFAULT_SHOWN_PRODUCT_COUNT],
    ['2.5', DEFAULT_SHOWN_PRODUCT_COUNT],
    ['three', DEFAULT_SHOWN_PRODUCT_COUNT],
    ['', DEFAULT_SHOWN_PRODUCT_COUNT],
    [undefined, DEFAULT_SHOWN_PRODUCT_COUNT],
    [null, DEFAULT_SHOWN_PRODUCT_COUNT],
  ])('reads shownProductCount %j as %i', (value, expected) => {
    expect(shownProductCountOf(value)).toBe(expected);
  });
});

describe('header slot 7’s MiniCartComponent', () => {
  it('lists as many lines as the component’s shownProductCount, then the view-all link', async () => {
    const panel = await openMiniCart(slot7({ shownProductCount: '2' }));
    expect(within(panel).getAllByTestId('cart-entry')).toHaveLength(2);
    expect(within(panel).getByTestId('mini-cart-view-all')).toBeInTheDocument();
  });

  it('shows the subtotal as the estimated total by default', async () => {
    const panel = await openMiniCart(slot7({}));
    expect(within(panel).getByText('$200.00')).toBeInTheDocument();
    expect(within(panel).queryByText('$216.50')).toBeNull();
  });

  it('shows the total with tax when the component’s totalDisplay is TOTAL', async () => {
    const panel = await openMiniCart(slot7({ totalDisplay: 'TOTAL' }));
    expect(within(panel).getByText('$216.50')).toBeInTheDocument();
    expect(within(panel).queryByText('$200.00')).toBeNull();
  });
});

describe('the footer’s place for express payments (spec 1 §2.4)', () => {
  const buttons = () => <button type="button">Pay with PayPal</button>;

  it('is there, labelled and empty, until the payments feature fills it', async () => {
    const panel = await openMiniCart(slot7({}));
    const place = within(panel).getByRole('group', { name: 'Express checkout' });
    expect(place).toHaveAttribute('data-testid', 'mini-cart-express-payments');
    expect(place).toBeEmptyDOMElement();
  });

  it('shows what the payments feature renders, through MiniCart', async () => {
    vi.mocked(MiniCartExpressPayments).mockImplementation(buttons);
    const panel = await openMiniCart(<MiniCart site="us" lang="en" />);
    const place = within(panel).getByRole('group', { name: 'Express checkout' });
    expect(within(place).getByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
  });

  it('shows what the payments feature renders, through the CMS slot 7 component', async () => {
    vi.mocked(MiniCartExpressPayments).mockImplementation(buttons);
    const panel = await openMiniCart(slot7({ shownProductCount: '3' }));
    const place = within(panel).getByRole('group', { name: 'Express checkout' });
    expect(within(place).getByRole('button', { name: 'Pay with PayPal' })).toBeInTheDocument();
    expect(vi.mocked(MiniCartExpressPayments)).toHaveBeenCalledWith({ site: 'us', lang: 'en' }, undefined);
  });

  it('takes buttons handed to MiniCart directly instead', async () => {
    const panel = await openMiniCart(<MiniCart site="us" lang="en" expressPayments={<button type="button">Apple Pay</button>} />);
    const place = within(panel).getByRole('group', { name: 'Express checkout' });
    expect(within(place).getByRole('button', { name: 'Apple Pay' })).toBeInTheDocument();
    expect(vi.mocked(MiniCartExpressPayments)).not.toHaveBeenCalled();
  });
});
