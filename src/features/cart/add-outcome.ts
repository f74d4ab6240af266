import {
  firstErrorMessage,
  INVALID_RESPONSE_ERROR_TYPE,
  isCartExpiredError,
  isCartNotFoundError,
  isCartPlacedError,
  isOccError,
  NETWORK_ERROR_TYPE,
  TIMEOUT_ERROR_TYPE,
} from '@/commerce/errors';
import type { CartModification } from '@/commerce/schemas';

/**
 * What an add to cart did, and what the shopper is told when it did nothing (spec 1 §8). Pure: the
 * add-to-cart hook (`cart-mutations.ts`) only shows the result.
 */

/**
 * SAP answers an add it could not make with 200, `quantityAdded: 0` and the reason in `statusCode`
 * (`noStock` when sold out, `maxStockLevelReached` when the line already holds all the stock): an
 * answer, not an error, yet nothing was added.
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

/** Statuses that say the stock is the limit; the line's quantity is then all there is. */
const STOCK_LIMIT_STATUSES: readonly string[] = ['lowStock', 'maxStockLevelReached'];

export function nothingAddedNotice(modification: CartModification): NothingAddedNotice {
  const inCart = modification.entry?.quantity ?? modification.quantity ?? 0;
  if (modification.statusCode === 'noStock') return { kind: 'outOfStock' };
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
