import { queryOptions } from '@tanstack/react-query';
import { ACTIVE_CART, SESSION_USER } from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import { isCartExpiredError, isCartNotFoundError } from '@/commerce/errors';
import type { Cart } from '@/commerce/schemas';
import { findWishList } from './wish-list';

/**
 * Query options for the visitor's active cart of a site. Every island that shows or changes the cart
 * (header count, mini cart, cart page, add to cart) uses these keys, so an update lands everywhere.
 * No active cart yet is `null`, not an error.
 *
 * Cart lifecycle (spec 1 §4), with the commerce proxy keeping the session in step:
 * - not found: the proxy forgot the cart; `null`, and the next add starts a fresh one;
 * - expired: the proxy made the replacement the active cart; it is loaded at once;
 * - cartPlaced: thrown, and handled once by `useActiveCart` (message, forget, go to the cart page).
 */
export const cartQueries = {
  all: (siteId: string) => ['cart', siteId] as const,
  active: (occ: OccClient) =>
    queryOptions({
      queryKey: [...cartQueries.all(occ.context.siteId), 'active'] as const,
      queryFn: async (): Promise<Cart | null> => {
        try {
          return await occ.getCart(SESSION_USER, ACTIVE_CART);
        } catch (error) {
          if (isCartNotFoundError(error)) return null;
          if (isCartExpiredError(error)) return fetchActiveCart(occ);
          throw error;
        }
      },
    }),
  /**
   * The signed-in customer's wish list (the saved cart named `wishlist`, `isWishList`); null when
   * there is none yet. The only wish-list query: the header count, the cart page and the account's
   * wish-list page (`accountQueries.wishlist`) share this key, and every change to the wish list
   * invalidates it. Under `all(siteId)`, so sign-in reloads it with the cart.
   */
  wishList: (occ: OccClient) =>
    queryOptions({
      queryKey: [...cartQueries.all(occ.context.siteId), 'wishList'] as const,
      queryFn: () => findWishList(occ),
    }),
};

/** The active cart as the server holds it now; null when the session has none. */
export async function fetchActiveCart(occ: OccClient): Promise<Cart | null> {
  try {
    return await occ.getCart(SESSION_USER, ACTIVE_CART);
  } catch (error) {
    if (isCartNotFoundError(error)) return null;
    throw error;
  }
}
