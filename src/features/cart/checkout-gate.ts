import type { CartValidity } from '@/commerce/client';
import type { Cart } from '@/commerce/schemas';
import { hasOutOfStockEntry, hasStockWarning } from './entry-warnings';

/**
 * Checkout from the mini cart (spec 1 §2.4, §5): the button is disabled while a stock warning exists
 * or checkout is starting; pressing it proceeds only if the cart passes the validity check and then
 * has no out-of-stock line. Otherwise the loading flag stops and nothing else happens.
 */

export function canStartCheckout(cart: Pick<Cart, 'entries'> | null | undefined, isStarting: boolean): boolean {
  return !isStarting && (cart?.entries.length ?? 0) > 0 && !hasStockWarning(cart);
}

export type CheckoutDecision = 'proceed' | 'stop';

export function checkoutDecision(validity: CartValidity, cartAfterValidation: Pick<Cart, 'entries'> | null | undefined): CheckoutDecision {
  if (!validity.valid) return 'stop';
  if (!cartAfterValidation || cartAfterValidation.entries.length === 0) return 'stop';
  return hasOutOfStockEntry(cartAfterValidation) ? 'stop' : 'proceed';
}
