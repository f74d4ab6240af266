'use client';

import { useQueryClient } from '@tanstack/react-query';
import { ACTIVE_CART, SESSION_USER } from '@/commerce/browser';
import { isCartNotFoundError } from '@/commerce/errors';
import { cartQueries } from '@/features/cart/cart-queries';
import { useOcc } from '@/features/session/StoreProvider';
import { reorderOutcomeOf, reorderOutcomeOfError, type ReorderOutcome } from './reorder-outcome';

/**
 * Puts a product in the site's active cart through OCC (creating the cart first when there is none)
 * and reports the outcome in the reorder terms; the header count and mini cart update through the
 * shared cart query keys.
 */
export function useAddToActiveCart() {
  const occ = useOcc();
  const queryClient = useQueryClient();
  return async (productCode: string, quantity: number): Promise<ReorderOutcome> => {
    const add = () => occ.addCartEntry(SESSION_USER, ACTIVE_CART, { productCode, quantity });
    try {
      let modification;
      try {
        modification = await add();
      } catch (error) {
        if (!isCartNotFoundError(error)) throw error;
        await occ.createCart(SESSION_USER);
        modification = await add();
      }
      return reorderOutcomeOf(quantity, modification);
    } catch (error) {
      const outcome = reorderOutcomeOfError(error);
      if (!outcome) throw error;
      return outcome;
    } finally {
      await queryClient.invalidateQueries({ queryKey: cartQueries.all(occ.context.siteId) });
    }
  };
}
