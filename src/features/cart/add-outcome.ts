import {
  firstErrorMessage,
  GATEWAY_TIMEOUT,
  INVALID_RESPONSE_ERROR_TYPE,
  isCartExpiredError,
  isCartNotFoundError,
  isCartPlacedError,
  isOccError,
  NETWORK_ERROR_TYPE,
  TIMEOUT_ERROR_TYPE,
} from '@/commerce/errors';
import type { Cart, CartModification } from '@/commerce/schemas';

/**
 * What an add to cart did, and what the shopper is told when it did nothing (spec 1 §8). Pure: the
 * add-to-cart hook (`useAddToCart` in `add-to-cart.ts`) only shows the result.
 */

/**
 * SAP answers an add it could not make with 200, `quantityAdded: 0` and the reason in `statusCode`
 * (`noStock` when no unit can be added: sold out, or the line already holds every unit in stock;
 * `maxOrderQuantityExceeded` at an order limit): an answer, not an error, yet nothing was added.
 */
export function addedNothing(modification: CartModification): boolean {
  if (typeof modification.quantityAdded === 'number') return modification.quantityAdded <= 0;
  return modification.statusCode === 'noStock';
}

/** Why nothing was added, in the cart's own stock messages where there is one. */
export type NothingAddedNotice =
  | { kind: 'outOfStock' }
  /** The line already holds every unit in stock (`cart:quantity.stockExceeded`). */
  | { kind: 'stockExceeded'; stock: number }
  /** No message of ours fits: the server's own words. */
  | { kind: 'server'; text: string }
  | { kind: 'unknown' };

/** Statuses that say the stock is the limit; the line's quantity is then all there is (`maxStockLevelReached`: some backends'). */
const STOCK_LIMIT_STATUSES: readonly string[] = ['lowStock', 'maxStockLevelReached'];

/**
 * `lineBefore`: the variant's quantity in the cart before the add, when the browser knew it. SAP
 * answers a line that already holds every unit in stock as it answers a sold-out product (`noStock`),
 * so the line the browser knew tells "only N in stock" from "out of stock".
 */
export function nothingAddedNotice(modification: CartModification, lineBefore?: number): NothingAddedNotice {
  const inCart = modification.entry?.quantity ?? modification.quantity ?? 0;
  if (modification.statusCode === 'noStock') {
    return lineBefore !== undefined && lineBefore > 0 ? { kind: 'stockExceeded', stock: lineBefore } : { kind: 'outOfStock' };
  }
  if (modification.statusCode && STOCK_LIMIT_STATUSES.includes(modification.statusCode)) {
    return inCart > 0 ? { kind: 'stockExceeded', stock: inCart } : { kind: 'outOfStock' };
  }
  return modification.statusMessage ? { kind: 'server', text: modification.statusMessage } : { kind: 'unknown' };
}

/** Types the storefront gives its own failures (either side of the commerce proxy): English and technical. */
const STOREFRONT_ERROR_TYPES: readonly string[] = [TIMEOUT_ERROR_TYPE, NETWORK_ERROR_TYPE, INVALID_RESPONSE_ERROR_TYPE];

/** Spec 1 §4: expired, placed and unknown carts follow the cart lifecycle, whatever their message says. */
function isCartLifecycleError(error: unknown): boolean {
  return isCartExpiredError(error) || isCartPlacedError(error) || isCartNotFoundError(error);
}

/**
 * The server's first message for a refused add, when it may be shown as written (spec 1 §8: "the
 * first error message from the server"): a business refusal OCC answered (4xx), e.g. a base product
 * or a bad quantity. Undefined for everything else, which shows its translated global message
 * instead: timeouts, network failures and broken answers (the storefront's own texts), 5xx answers,
 * a refused session, a 403 (only logged) and the cart lifecycle's errors.
 */
export function addRefusalText(error: unknown): string | undefined {
  if (!isOccError(error) || error.kind !== 'http') return undefined;
  if (error.status < 400 || error.status >= 500 || error.status === 401 || error.status === 403) return undefined;
  if (error.errors.some((detail) => STOREFRONT_ERROR_TYPES.includes(detail.type))) return undefined;
  if (isCartLifecycleError(error)) return undefined;
  return firstErrorMessage(error);
}

/**
 * Failures after which the add may still have been made: the request may have reached OCC and only
 * its answer was lost (a timeout, the proxy's 504 while OCC went on, a dropped connection, an answer
 * that broke the contract). Retrying blindly would then add a second unit.
 */
export function answerMayBeLost(error: unknown): boolean {
  if (!isOccError(error)) return false;
  return error.status === GATEWAY_TIMEOUT || error.errors.some((detail) => STOREFRONT_ERROR_TYPES.includes(detail.type));
}

/** How many of a variant the cart holds, over all its lines (a pick-up line is a line of its own). */
export function quantityInCart(cart: Cart | null, productCode: string): number {
  return (cart?.entries ?? []).reduce((sum, line) => (line.product.code === productCode ? sum + line.quantity : sum), 0);
}

/**
 * The quantity of a variant the browser knows the cart held before an add, to tell afterwards
 * whether an add whose answer was lost was made: the loaded cart's (`null` is no cart), or 0 when
 * the cart was never loaded and the cart hint says there is no cart. Undefined when it cannot tell.
 */
export function quantityBeforeAdd(loaded: Cart | null | undefined, sessionMayHoldCart: boolean, productCode: string): number | undefined {
  if (loaded !== undefined) return quantityInCart(loaded, productCode);
  return sessionMayHoldCart ? undefined : 0;
}

/**
 * The add a lost answer hid, as the cart the server holds now shows it: more of the variant than
 * before means it was made (fewer than asked for: capped at the stock, as OCC's `lowStock`). The
 * modification is the one OCC would have answered, so the add shows as any other. Undefined when the
 * cart holds no more than before: nothing was added, and a retry is safe.
 */
export function addSeenInCart(cart: Cart | null, productCode: string, before: number, requested: number): CartModification | undefined {
  const now = quantityInCart(cart, productCode);
  if (now <= before) return undefined;
  const added = now - before;
  const entry = cart?.entries.find((line) => line.product.code === productCode);
  return { statusCode: added < requested ? 'lowStock' : 'success', quantityAdded: added, quantity: now, entry };
}
