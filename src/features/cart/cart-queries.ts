import { queryOptions } from '@tanstack/react-query';
import { ACTIVE_CART, SESSION_USER } from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import { isCartNotFoundError } from '@/commerce/errors';
import type { Cart } from '@/commerce/schemas';

/**
 * Query options for the visitor's active cart of a site. Every island that shows or changes the cart
 * (header count, mini cart, cart page, add to cart) uses these keys, so an update lands everywhere.
 * No active cart yet is `null`, not an error.
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
          throw error;
        }
      },
    }),
};
