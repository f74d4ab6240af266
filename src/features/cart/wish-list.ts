import { SESSION_USER } from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import type { Cart, CartEntry } from '@/commerce/schemas';

/**
 * The wish list (spec 1 §4, spec 3 §4): a saved cart found by its name among the customer's saved
 * carts, created when missing (a cart is created, then saved with a name and a description). This is
 * the one rule for finding it: the cart page, the header count and the account's wish-list page all
 * read it through `cartQueries.wishList` (`accountQueries.wishlist` is the same query).
 *
 * Creating it must not take the place of the shopper's active cart: the commerce proxy makes every
 * created cart the active one unless asked not to (`keepActiveCart`).
 */

export const WISH_LIST_NAME = 'wishlist';
const WISH_LIST_DESCRIPTION = 'Wish list';

/** A saved cart (it has a save time) named `wishlist`; an unsaved cart of that name is not the wish list. */
export function isWishList(cart: Pick<Cart, 'name' | 'saveTime'>): boolean {
  return cart.name === WISH_LIST_NAME && Boolean(cart.saveTime);
}

/** The customer's wish list, or null when they have none yet. Saved carts need a signed-in customer. */
export async function findWishList(occ: OccClient): Promise<Cart | null> {
  const { carts } = await occ.getCarts(SESSION_USER);
  return carts.find(isWishList) ?? null;
}

export async function findOrCreateWishList(occ: OccClient): Promise<Cart> {
  const existing = await findWishList(occ);
  if (existing) return existing;
  const created = await occ.createCart(SESSION_USER, { keepActiveCart: true });
  const saved = await occ.saveCart(SESSION_USER, created.code, { name: WISH_LIST_NAME, description: WISH_LIST_DESCRIPTION });
  return saved.savedCartData ?? { ...created, name: WISH_LIST_NAME, description: WISH_LIST_DESCRIPTION };
}

/** A product's line on the wish list as the server has it now (another tab may have moved it). */
export async function wishListLine(occ: OccClient, productCode: string): Promise<CartEntry | undefined> {
  return (await findWishList(occ))?.entries.find((entry) => entry.product.code === productCode);
}

/**
 * Takes a product off the wish list as the server has it now: the whole line, or `quantity` units of
 * it (what went to the cart when only part could), the line going once none are left. The line is
 * found by product code on the current wish list, never by an entry number seen on screen: OCC
 * renumbers the lines when one goes. A line already gone (another tab) is nothing to do.
 */
export async function takeOffWishList(occ: OccClient, productCode: string, quantity?: number): Promise<void> {
  const wishList = await findWishList(occ);
  const line = wishList?.entries.find((entry) => entry.product.code === productCode);
  if (!wishList || !line) return;
  const left = quantity === undefined ? 0 : line.quantity - quantity;
  if (left > 0) await occ.updateCartEntry(SESSION_USER, wishList.code, line.entryNumber, left);
  else await occ.removeCartEntry(SESSION_USER, wishList.code, line.entryNumber);
}

/** Units on the wish list, for the header count. */
export function wishListCount(cart: Pick<Cart, 'entries' | 'totalUnitCount'> | null | undefined): number {
  if (!cart) return 0;
  return cart.totalUnitCount ?? cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
}
