import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { ACTIVE_CART, browserOccClient, SESSION_USER } from '@/commerce/browser';
import { WishlistPage } from '@/features/account/WishlistPage';
import { useActiveCart } from '@/features/cart/use-active-cart';
import { findWishList } from '@/features/cart/wish-list';
import { clearGlobalMessages, useGlobalMessages } from '@/features/global-messages';
import { QueryProvider } from '@/features/session/QueryProvider';
import { StoreProvider } from '@/features/session/StoreProvider';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { COMMERCE_PROXY_PATH } from '@/commerce/bff/path';
import { setupSandboxServer } from '../../msw/sandbox';

/**
 * The account's wish list moving items to the cart (spec 1 §4, spec 3 §4 "Move to wishlist adds the
 * entries there and removes them from the current cart", and back): what reached the cart leaves the
 * wish list, no more, and lines are found by product code on the wish list as the server has it.
 * Through the commerce proxy to the sandbox (msw), signed in as the demo customer, whose wish list
 * (saved cart 00019001) holds one of each of two products.
 */

vi.mock('next/navigation', () => ({
  usePathname: () => '/account/wishlist',
  useSearchParams: () => new URLSearchParams(),
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), prefetch: vi.fn() }),
}));

const sandbox = setupSandboxServer();
const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' });
const WISH_LIST_CODE = '00019001';
const FIRST = '105474-BRN-L-REG';
const SECOND = '106603-DBN-10-MED';

/** The header's cart count, which loads the active cart on every page of a session that holds one. */
function HeaderCart() {
  return <p>{useActiveCart().isSuccess ? 'cart loaded' : 'cart loading'}</p>;
}

function renderWishlistPage() {
  const Page = ({ children }: { children: ReactNode }) => (
    <I18nProvider lang="en" resources={pickResources('en', ['account', 'cart', 'common', 'messages'])}>
      <StoreProvider site="us" lang="en">
        <QueryProvider>{children}</QueryProvider>
      </StoreProvider>
    </I18nProvider>
  );
  render(
    <Page>
      <HeaderCart />
      <WishlistPage />
    </Page>,
  );
}

const items = () => within(screen.getByRole('list', { name: 'Wish list' })).getAllByRole('listitem');
const item = (index: number) => items()[index]!;
const moveToCartOf = (index: number) => within(item(index)).getByRole('button', { name: /^Move to cart/ });

async function wishedQuantities(): Promise<Record<string, number>> {
  const wishList = await findWishList(occ);
  return Object.fromEntries((wishList?.entries ?? []).map((entry) => [entry.product.code, entry.quantity]));
}

async function cartQuantityOf(code: string): Promise<number | undefined> {
  const cart = await occ.getCart(SESSION_USER, ACTIVE_CART);
  return cart.entries.find((entry) => entry.product.code === code)?.quantity;
}

beforeEach(async () => {
  clearGlobalMessages();
  await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
  sandbox.server.use(http.get('*/api/session', () => HttpResponse.json({ signedIn: true, agent: false, emulating: false })));
});

describe('moving a wish-list item to the cart', () => {
  it('lowers the wish-list line by what was added when low stock lets only part in: 2 of 5 added, 3 stay wished for', async () => {
    const stock = sandbox.store.catalog.variants.get(FIRST)?.stockLevel ?? 0;
    expect(stock).toBeGreaterThan(2);
    sandbox.store.mutate((state) => {
      const line = state.carts[WISH_LIST_CODE]?.entries.find((entry) => entry.productCode === FIRST);
      if (line) line.quantity = 5;
    });
    // The cart already holds all but 2 of the stock: only 2 of the 5 wished can go in.
    await occ.createCart(SESSION_USER);
    await occ.addCartEntry(SESSION_USER, ACTIVE_CART, { productCode: FIRST, quantity: stock - 2 });

    renderWishlistPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    await userEvent.setup().click(moveToCartOf(0));

    await waitFor(async () => expect(await wishedQuantities()).toEqual({ [FIRST]: 3, [SECOND]: 1 }));
    expect(await cartQuantityOf(FIRST)).toBe(stock);
    // The page shows the line that stays.
    await waitFor(() => expect(items()).toHaveLength(2));
  });

  it('finds the line by product code on the server’s wish list, not by the number shown: OCC renumbers lines', async () => {
    renderWishlistPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    // Elsewhere (another tab), the first line leaves: the second is line 0 on the server now.
    await occ.removeCartEntry(SESSION_USER, WISH_LIST_CODE, 0);

    await userEvent.setup().click(moveToCartOf(1));

    await waitFor(async () => expect(await wishedQuantities()).toEqual({}));
    expect(await cartQuantityOf(SECOND)).toBe(1);
  });

  it('adds nothing for a line already moved to the cart elsewhere (another tab), and shows it gone', async () => {
    renderWishlistPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    // Elsewhere (another tab), the first line went to the cart.
    await occ.createCart(SESSION_USER);
    await occ.addCartEntry(SESSION_USER, ACTIVE_CART, { productCode: FIRST, quantity: 1 });
    await occ.removeCartEntry(SESSION_USER, WISH_LIST_CODE, 0);

    await userEvent.setup().click(moveToCartOf(0));

    await waitFor(() => expect(items()).toHaveLength(1));
    expect(await cartQuantityOf(FIRST)).toBe(1);
    expect(await wishedQuantities()).toEqual({ [SECOND]: 1 });
  });

  it('moves the line when the add’s answer was lost but OCC made it (the proxy’s 504), without adding it twice', async () => {
    renderWishlistPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(await screen.findByText('cart loaded')).toBeVisible();
    sandbox.server.use(
      http.post(`*${COMMERCE_PROXY_PATH}/brand-us/users/:userId/carts/:cartId/entries`, async ({ request }) => {
        const answer = await sandbox.throughProxy(request);
        if (!answer.ok) return answer;
        return HttpResponse.json({ errors: [{ type: 'TimeoutError', message: 'The commerce backend did not answer within 15000 ms' }] }, { status: 504 });
      }),
    );

    await userEvent.setup().click(moveToCartOf(0));

    await waitFor(() => expect(items()).toHaveLength(1));
    expect(await cartQuantityOf(FIRST)).toBe(1);
    expect(await wishedQuantities()).toEqual({ [SECOND]: 1 });
    expect(useGlobalMessages.getState().messages).toEqual([expect.objectContaining({ type: 'confirmation' })]);
  });

  it('removes the line of the product asked for, whatever its number on the server now', async () => {
    renderWishlistPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    await occ.removeCartEntry(SESSION_USER, WISH_LIST_CODE, 0);

    await userEvent.setup().click(within(item(1)).getByRole('button', { name: /^Remove/ }));

    await waitFor(async () => expect(await wishedQuantities()).toEqual({}));
  });
});

describe('keyboard focus on the wish list', () => {
  it('moves focus to the heading when the line whose button had it leaves', async () => {
    const user = userEvent.setup();
    renderWishlistPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    within(item(0)).getByRole('button', { name: /^Remove/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(items()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Wish list' })));

    moveToCartOf(0).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Wish list' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Wish list' })));
  });

  it('keeps focus on “Move to cart” while it works, and after, when part of the line stays', async () => {
    const stock = sandbox.store.catalog.variants.get(FIRST)?.stockLevel ?? 0;
    sandbox.store.mutate((state) => {
      const line = state.carts[WISH_LIST_CODE]?.entries.find((entry) => entry.productCode === FIRST);
      if (line) line.quantity = 5;
    });
    await occ.createCart(SESSION_USER);
    await occ.addCartEntry(SESSION_USER, ACTIVE_CART, { productCode: FIRST, quantity: stock - 2 });
    // The cart's answer waits until the test has looked at the button while it works.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    sandbox.server.use(http.post('*/carts/:cart/entries', () => answered, { once: true }));
    const user = userEvent.setup();
    renderWishlistPage();
    await waitFor(() => expect(items()).toHaveLength(2));
    const button = moveToCartOf(0);
    button.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    expect(button).not.toBeDisabled();
    expect(document.activeElement).toBe(button);
    answer();
    await waitFor(async () => expect(await wishedQuantities()).toEqual({ [FIRST]: 3, [SECOND]: 1 }));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
    expect(document.activeElement).toBe(button);
  });
});
