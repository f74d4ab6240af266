import type { QueryClient } from '@tanstack/react-query';
import { ACTIVE_CART, SESSION_USER } from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import { isCartExpiredError, isCartNotFoundError } from '@/commerce/errors';
import type { Cart, CartModification } from '@/commerce/schemas';
import { readCartHint } from '@/features/session/session-hint';
import { addSeenInCart, answerMayBeLost, quantityBeforeAdd } from './add-outcome';
import { cartQueries, fetchActiveCart } from './cart-queries';

/**
 * The add to the active cart itself, for every island that adds: the product page's purchase box
 * (`add-to-cart.ts`) and the account's wish list and reorders (`reorder/use-add-to-cart.ts`).
 */

export interface AddRequest {
  productCode: string;
  quantity: number;
  /** The variant's quantity in the cart before this add, when the browser knows it (`quantityBeforeAdd`). */
  before: number | undefined;
  /** Whether the session may hold a cart (the cart hint); without one the cart is created first. */
  cartMayExist: boolean;
}

/** An add of `quantity`, with what the browser knows of the cart now (before anything optimistic is shown). */
export function addRequest(queryClient: QueryClient, occ: OccClient, productCode: string, quantity: number): AddRequest {
  const loaded = queryClient.getQueryData<Cart | null>(cartQueries.active(occ).queryKey);
  const cartMayExist = readCartHint();
  return { productCode, quantity, before: quantityBeforeAdd(loaded, cartMayExist, productCode), cartMayExist };
}

/**
 * Adds to the active cart; with no usable cart (none yet, or forgotten) a fresh one is created first.
 * A session without the hint has no cart: it is created at once, not after the add's "not found".
 */
async function addOrCreate(occ: OccClient, { productCode, quantity, cartMayExist }: AddRequest): Promise<CartModification> {
  const entry = { productCode, quantity };
  if (!cartMayExist) {
    await occ.createCart(SESSION_USER);
    return occ.addCartEntry(SESSION_USER, ACTIVE_CART, entry);
  }
  try {
    return await occ.addCartEntry(SESSION_USER, ACTIVE_CART, entry);
  } catch (error) {
    // The proxy answers "not found" when the session has no cart, and forgets one OCC no longer
    // knows; after an expiry it already points at the replacement. Either way, one more try.
    if (isCartNotFoundError(error)) await occ.createCart(SESSION_USER);
    else if (!isCartExpiredError(error)) throw error;
    return occ.addCartEntry(SESSION_USER, ACTIVE_CART, entry);
  }
}

/**
 * Adds, and when the answer was lost (a timeout, a dropped connection) asks the cart whether the add
 * was made after all: OCC may have gone on after the proxy gave up. A made add is then an add like
 * any other, so the shopper is not told to try again and add a second unit.
 */
export async function addEntry(occ: OccClient, request: AddRequest): Promise<CartModification> {
  const { productCode, quantity, before } = request;
  try {
    return await addOrCreate(occ, request);
  } catch (error) {
    if (before === undefined || !answerMayBeLost(error)) throw error;
    const seen = await fetchActiveCart(occ).then(
      (cart) => addSeenInCart(cart, productCode, before, quantity),
      () => undefined,
    );
    if (seen) return seen;
    throw error;
  }
}
