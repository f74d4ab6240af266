import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { OccClient } from '@/commerce/client';
import type { Cart, CartModification } from '@/commerce/schemas';
import { cartActivity, QUANTITY_REDUCED_STATUSES } from './cart-activity';
import { cartQueries } from './cart-queries';

/**
 * What every cart change shares (`add-to-cart.ts`, `cart-mutations.ts`): one mutation scope, so
 * changes run one at a time, and the optimistic snapshot, restore and reload of the active cart.
 * Adding lives apart from the other changes: the product page adds and never removes, the cart page
 * removes and never adds, and neither loads the other's code.
 */

export const CART_MUTATION_SCOPE = { id: 'active-cart' };

export function activeKey(occ: OccClient) {
  return cartQueries.active(occ).queryKey;
}

export async function snapshot(queryClient: QueryClient, occ: OccClient) {
  const queryKey = activeKey(occ);
  await queryClient.cancelQueries({ queryKey });
  return { previous: queryClient.getQueryData<Cart | null>(queryKey) };
}

export function restore(queryClient: QueryClient, occ: OccClient, context: { previous: Cart | null | undefined } | undefined) {
  if (context) queryClient.setQueryData(activeKey(occ), context.previous);
}

/**
 * Reloads the cart once no other change waits in the queue. Each queued change shows itself at once;
 * a reload between two of them would show the server's cart without the later ones, and a click in
 * that moment would count from the older number. The last change's reload brings the server's cart.
 */
export function reload(queryClient: QueryClient, occ: OccClient) {
  // The settling change is still counted as pending while its own callbacks run.
  if (changesUnderWay(queryClient) > 1) return Promise.resolve();
  return queryClient.invalidateQueries({ queryKey: activeKey(occ) });
}

/** A mutation that changes the active cart (they share one scope, so they run one at a time). */
export function isCartChange(mutation: Pick<Mutation, 'options'>): boolean {
  return mutation.options.scope?.id === CART_MUTATION_SCOPE.id;
}

/** Changes of the cart waiting or under way (the one whose callbacks run still counts itself). */
function changesUnderWay(queryClient: QueryClient, productCode?: string): number {
  return queryClient.isMutating({
    predicate: (mutation) =>
      isCartChange(mutation) &&
      (productCode === undefined || (mutation.state.variables as { productCode?: unknown } | undefined)?.productCode === productCode),
  });
}

/**
 * Whether a later change of the same line waits behind the one settling: its answer is not the
 * line's last word, so it says nothing (three taps on + announce the last quantity, not each one).
 */
export function laterChangeOfLineQueued(queryClient: QueryClient, productCode: string): boolean {
  return changesUnderWay(queryClient, productCode) > 1;
}

export function recordModification(productCode: string, modification: CartModification | undefined) {
  if (modification?.statusCode && QUANTITY_REDUCED_STATUSES.includes(modification.statusCode)) {
    cartActivity.recordQuantityReduced([productCode]);
  }
}
