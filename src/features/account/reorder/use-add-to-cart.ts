'use client';

import { useQueryClient } from '@tanstack/react-query';
import { addEntry, addRequest } from '@/features/cart/add-entry';
import { cartQueries } from '@/features/cart/cart-queries';
import { useOcc } from '@/features/session/StoreProvider';
import { reorderOutcomeOf, reorderOutcomeOfError, type ReorderOutcome } from './reorder-outcome';

/**
 * Puts a product in the site's active cart through OCC (`addEntry`: the cart is created first when
 * there is none, and asked when the answer was lost) and reports the outcome in the reorder terms;
 * the header count and mini cart update through the shared cart query keys.
 */
export function useAddToActiveCart() {
  const occ = useOcc();
  const queryClient = useQueryClient();
  return async (productCode: string, quantity: number): Promise<ReorderOutcome> => {
    try {
      return reorderOutcomeOf(quantity, await addEntry(occ, addRequest(queryClient, occ, productCode, quantity)));
    } catch (error) {
      const outcome = reorderOutcomeOfError(error);
      if (!outcome) throw error;
      return outcome;
    } finally {
      await queryClient.invalidateQueries({ queryKey: cartQueries.all(occ.context.siteId) });
    }
  };
}
