import { SESSION_USER } from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import type { Cart } from '@/commerce/schemas';

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
export const WISH_LIST_DESCRIPTION = 'Wish list';

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

/** Units on the wish list, for the header count. */
export function wishListCount(cart: Pick<Cart, 'entries' | 'totalUnitCount'> | null | undefined): number {
  if (!cart) return 0;
  return cart.totalUnitCount ?? cart.entries.reduce((sum, entry) => sum + entry.quantity, 0);
}
