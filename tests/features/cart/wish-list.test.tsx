import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { ACTIVE_CART, browserOccClient, SESSION_USER } from '@/commerce/browser';
import { accountQueries } from '@/features/account/queries';
import { WishlistPage } from '@/features/account/WishlistPage';
import { CartItems } from '@/features/cart/CartItems';
import { cartActivity } from '@/features/cart/cart-activity';
import { cartQueries } from '@/features/cart/cart-queries';
import { WishListCount } from '@/features/cart/WishListCount';
import { isWishList, WISH_LIST_NAME } from '@/features/cart/wish-list';
import { clearGlobalMessages } from '@/features/global-messages';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { setupSandboxServer } from '../../msw/sandbox';
import { LINE_MEDIA_ORIGINS } from './cart-fixtures';

/**
 * One wish list (spec 1 §4, spec 3 §4): the header count, the cart page and the account's wish-list
 * page read the same saved cart through one query, so a move in one place shows in the others.
 * Through the commerce proxy to the sandbox (msw), signed in as the demo customer, whose wish list
 * holds two products.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/account/wishlist',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

const sandbox = setupSandboxServer();
const JACKET = '103828-BRN-L-REG';
const ORIGINS = LINE_MEDIA_ORIGINS;

function Page({ children }: { children: ReactNode }) {
  return (
    <I18nProvider lang="en" resources={pickResources('en', ['account', 'cart', 'common', 'messages'])}>
      <StoreProvider site="us" lang="en">
        <QueryProvider>
          {children}
        </QueryProvider>
      </StoreProvider>
    </I18nProvider>
  );
}

/** Saved-cart lookups the browser made (GET users/session/carts through the proxy). */
function countWishListLookups() {
  const lookups: string[] = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (request.method === 'GET' && url.pathname.endsWith('/api/commerce/brand-us/users/session/carts')) lookups.push(url.pathname);
  });
  return lookups;
}

const headerCount = () => screen.getByTestId('wish-list-link');
const accountList = () => screen.getByRole('list', { name: 'Wish list' });

beforeEach(async () => {
  cartActivity.reset();
  clearGlobalMessages();
  await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
  sandbox.server.use(http.get('*/api/session', () => HttpResponse.json({ signedIn: true, agent: false, emulating: false })));
});
afterEach(() => {
  sandbox.server.events.removeAllListeners();
});

describe('which saved cart is the wish list', () => {
  it('is the saved cart named wishlist, and a cart of that name that was never saved is not', () => {
    expect(isWishList({ name: WISH_LIST_NAME, saveTime: '2025-12-14T10:03:00+0000' })).toBe(true);
    expect(isWishList({ name: WISH_LIST_NAME })).toBe(false);
    expect(isWishList({ name: 'Winter kit', saveTime: '2025-12-14T10:03:00+0000' })).toBe(false);
  });

  it('is one query for the cart, the header and the account area: one key, one rule', () => {
    expect(accountQueries.wishlist).toBe(cartQueries.wishList);
  });
});

describe('the header count and the account wish-list page', () => {
  it('show the same wish list, looked up once', async () => {
    const lookups = countWishListLookups();
    render(
      <Page>
        <WishListCount />
        <WishlistPage />
      </Page>,
    );
    await waitFor(() => expect(headerCount()).toHaveAccessibleName('Wish list, 2 items'));
    expect(within(accountList()).getAllByRole('listitem')).toHaveLength(2);
    expect(lookups).toHaveLength(1);
  });

  it('move together when an item goes back to the cart from the account page', async () => {
    const user = userEvent.setup();
    render(
      <Page>
        <WishListCount />
        <WishlistPage />
      </Page>,
    );
    await waitFor(() => expect(headerCount()).toHaveAccessibleName('Wish list, 2 items'));
    const [first] = within(accountList()).getAllByRole('button', { name: /^Move to cart/ });
    await user.click(first!);
    await waitFor(() => expect(within(accountList()).getAllByRole('listitem')).toHaveLength(1));
    await waitFor(() => expect(headerCount()).toHaveAccessibleName('Wish list, 1 item'));
  });
});

describe('moving a cart line to the wish list', () => {
  it('updates the header count and the account page at once', async () => {
    const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' });
    await occ.createCart(SESSION_USER);
    await occ.addCartEntry(SESSION_USER, ACTIVE_CART, { productCode: JACKET, quantity: 1 });
    const user = userEvent.setup();
    render(
      <Page>
        <WishListCount />
        <CartItems mediaOrigins={ORIGINS} />
        <WishlistPage />
      </Page>,
    );
    await waitFor(() => expect(headerCount()).toHaveAccessibleName('Wish list, 2 items'));
    await waitFor(() => expect(within(accountList()).getAllByRole('listitem')).toHaveLength(2));
    const line = await screen.findByTestId('cart-entry');
    await user.click(within(line).getByRole('button', { name: /^Move to wish list/ }));
    await waitFor(() => expect(headerCount()).toHaveAccessibleName('Wish list, 3 items'));
    expect(within(accountList()).getAllByRole('listitem')).toHaveLength(3);
    await waitFor(() => expect(screen.queryByTestId('cart-entry')).toBeNull());
  });
});
