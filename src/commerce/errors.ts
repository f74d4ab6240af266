import { RENDER_BUDGET_DIGEST } from './render-budget-digest';
import type { OccErrorDetail } from './schemas';

/**
 * One error type for everything that can go wrong talking to the commerce backend (ARCHITECTURE §3):
 * OCC error lists, OAuth errors, network failures, timeouts and answers that break the contract.
 * Features map it to a global message key with `globalMessageKeyFor`.
 *
 * This module stays free of zod (type imports only), so client islands can tell errors apart without
 * loading the schemas; reading an error answer's body is `error-body.ts`.
 */

export type { OccErrorDetail };
export { RENDER_BUDGET_DIGEST };

/** What failed: the backend answered with an error, could not be reached, was too slow, or answered nonsense. */
export type OccErrorKind = 'http' | 'network' | 'timeout' | 'invalid-response';

export class OccError extends Error {
  override readonly name = 'OccError';
  readonly status: number;
  readonly errors: OccErrorDetail[];
  readonly kind: OccErrorKind;

  constructor(status: number, errors: OccErrorDetail[], kind: OccErrorKind = 'http') {
    super(errors[0]?.message ?? errors[0]?.type ?? `Commerce request failed with status ${status}`);
    this.status = status;
    this.errors = errors;
    this.kind = kind;
  }
}

export function isOccError(error: unknown): error is OccError {
  return error instanceof OccError;
}

/** Error types the storefront itself gives to failures that never reached OCC. */
export const NETWORK_ERROR_TYPE = 'NetworkError';
export const TIMEOUT_ERROR_TYPE = 'TimeoutError';
export const INVALID_RESPONSE_ERROR_TYPE = 'InvalidResponseError';
/** OCC's type for a missing, expired or revoked access token. */
export const INVALID_TOKEN_ERROR_TYPE = 'InvalidTokenError';

/** Status reported for a failure without an HTTP answer: the storefront acts as the gateway. */
const BAD_GATEWAY = 502;
export const GATEWAY_TIMEOUT = 504;

export function timeoutError(timeoutMs: number): OccError {
  return new OccError(
    GATEWAY_TIMEOUT,
    [{ type: TIMEOUT_ERROR_TYPE, message: `The commerce backend did not answer within ${timeoutMs} ms` }],
    'timeout',
  );
}

/**
 * A render stopped waiting for the backend: the budget ran out, or too many renders already wait.
 * It is a timeout like any other to code that handles OCC errors, and carries the digest that
 * tells the page's error boundary to wait and ask again.
 */
export class RenderBudgetError extends OccError {
  readonly digest = RENDER_BUDGET_DIGEST;
  readonly reason: 'timeout' | 'concurrency';

  constructor(reason: 'timeout' | 'concurrency', timeoutMs: number) {
    super(
      GATEWAY_TIMEOUT,
      [
        {
          type: TIMEOUT_ERROR_TYPE,
          reason,
          message:
            reason === 'timeout'
              ? `The commerce backend did not answer within the render budget of ${timeoutMs} ms`
              : 'Too many renders are waiting for the commerce backend',
        },
      ],
      'timeout',
    );
    this.reason = reason;
  }
}

export function isRenderBudgetError(error: unknown): error is RenderBudgetError {
  return error instanceof RenderBudgetError;
}

/**
 * The browser reports it has no network. Its failed requests then never reached the shop, and the
 * shopper is told to check the connection instead of being told the server failed. False on the
 * server, whose `navigator` (Node 21+) has no `onLine`.
 */
export function browserIsOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

export function networkError(cause: unknown): OccError {
  const message = cause instanceof Error ? cause.message : 'The commerce backend could not be reached';
  return new OccError(BAD_GATEWAY, [{ type: NETWORK_ERROR_TYPE, message }], 'network');
}

export function invalidResponseError(message: string): OccError {
  return new OccError(BAD_GATEWAY, [{ type: INVALID_RESPONSE_ERROR_TYPE, message }], 'invalid-response');
}

/** Whether any error of the answer has this type (and reason, when given). */
export function hasOccError(error: unknown, type: string, reason?: string): boolean {
  return (
    isOccError(error) &&
    error.errors.some((detail) => detail.type === type && (reason === undefined || detail.reason === reason))
  );
}

/** The access token was refused: refresh it once, then treat the session as expired (ARCHITECTURE §4). */
export function isInvalidTokenError(error: unknown): boolean {
  return isOccError(error) && error.status === 401 && hasOccError(error, INVALID_TOKEN_ERROR_TYPE);
}

export function isCartNotFoundError(error: unknown): boolean {
  return hasOccError(error, 'CartError', 'notFound');
}

/** The cart was turned into an order elsewhere: drop it and go to /cart (spec 1 §4). */
export function isCartPlacedError(error: unknown): boolean {
  return hasOccError(error, 'CartError', 'cartPlaced');
}

/** An anonymous cart expired: the backend names the cart that replaces it (spec 1 §4). */
export function isCartExpiredError(error: unknown): boolean {
  return hasOccError(error, 'CartError', 'expired');
}

/**
 * Voucher answers OCC gives for an unknown, expired or already-used code; shown as invalidCode.
 */
const VOUCHER_ERROR_TYPES = ['VoucherOperationError', 'VoucherError'];

/**
 * Entries that cannot be sold or shipped where the shopper is (spec 1 §8, "Products are not
 * available in your region"): an error, of any type, whose reason names the restriction.
 */
const REGION_RESTRICTION_REASONS = ['countryRestricted', 'stateRestricted', 'regionRestricted'];

/** The shared global messages (spec 1 §8), keys of the `messages` namespace. */
export const GLOBAL_MESSAGE_KEYS = [
  'badGateway',
  'forbidden',
  'gatewayTimeout',
  'internalServerError',
  'sessionExpired',
  'unknownError',
  'cartNotFound',
  'invalidCode',
  'invalidEntries',
  'offline',
] as const;
export type GlobalMessageKey = (typeof GLOBAL_MESSAGE_KEYS)[number];

/**
 * The global message a failed commerce call shows (spec 1 §8). A call that failed while the browser is
 * offline says so (`offline`, a message the spec's catalogue lacks).
 */
export function globalMessageKeyFor(error: unknown): GlobalMessageKey {
  const noAnswer = !isOccError(error) || error.kind === 'network';
  if (noAnswer && browserIsOffline()) return 'offline';
  if (!isOccError(error)) return 'unknownError';
  if (error.kind === 'timeout') return 'gatewayTimeout';
  if (isInvalidTokenError(error)) return 'sessionExpired';
  if (isCartNotFoundError(error)) return 'cartNotFound';
  if (error.errors.some((detail) => VOUCHER_ERROR_TYPES.includes(detail.type))) return 'invalidCode';
  if (error.errors.some((detail) => detail.reason && REGION_RESTRICTION_REASONS.includes(detail.reason))) {
    return 'invalidEntries';
  }
  switch (error.status) {
    case 403:
      return 'forbidden';
    case 500:
      return 'internalServerError';
    case 502:
      return 'badGateway';
    case 504:
      return 'gatewayTimeout';
    default:
      return 'unknownError';
  }
}

/** A 403 answer is only logged, never shown to the shopper (spec 1 §8). */
export function isLoggedOnly(error: unknown): boolean {
  return isOccError(error) && error.status === 403;
}

/** The server's own words for the failure, e.g. the first add-to-cart error shown in the banner (spec 1 §8). */
export function firstErrorMessage(error: unknown): string | undefined {
  return isOccError(error) ? error.errors.find((detail) => detail.message)?.message : undefined;
}
