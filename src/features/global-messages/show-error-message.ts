/**
 * Shows a failure as a global message (STYLE: errors are values at boundaries; features map them to
 * a global message key). Takes any object carrying `messageKey` (and `loggedOnly` for responses the
 * spec says to log only), so it stays independent of the client's error class: a commerce client's
 * `OccError` is mapped first (`globalMessageKeyFor`, `isLoggedOnly` in `@/commerce/errors`).
 */
import { addGlobalMessage } from './store';

export interface ErrorMessageSource {
  /** Global message key, e.g. `badGateway`, or `ns:key` outside the `messages` namespace. */
  messageKey: string;
  /** Spec 1 §8 / spec 3 §8: a 403 response is only logged, never shown. */
  loggedOnly?: boolean;
  /** The original error, logged instead of this description when present. */
  cause?: unknown;
}

const UNKNOWN_ERROR_KEY = 'unknownError';

export function isErrorMessageSource(value: unknown): value is ErrorMessageSource {
  if (typeof value !== 'object' || value === null) return false;
  const { messageKey, loggedOnly } = value as Record<string, unknown>;
  return (
    typeof messageKey === 'string' &&
    messageKey !== '' &&
    (loggedOnly === undefined || typeof loggedOnly === 'boolean')
  );
}

/**
 * Shows the error as an error message and returns the message id; returns undefined when the
 * error is only to be logged. Anything without a `messageKey` (an unmapped error too) shows
 * `unknownError` and is logged, so no failure passes silently.
 */
export function showErrorMessage(error: unknown): string | undefined {
  if (!isErrorMessageSource(error)) {
    console.error(error);
    return addGlobalMessage({ type: 'error', key: UNKNOWN_ERROR_KEY });
  }
  if (error.loggedOnly) {
    console.error(error.cause ?? error);
    return undefined;
  }
  return addGlobalMessage({ type: 'error', key: error.messageKey });
}
