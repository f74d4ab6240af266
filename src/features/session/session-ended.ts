'use client';

import type { QueryClient } from '@tanstack/react-query';
import { isInvalidTokenError } from '@/commerce/errors';
import { addGlobalMessage } from '@/features/global-messages';
import { sessionHintChanged } from './session-hint';

/**
 * After the session ended: the header's islands read the session hints again, and nothing loaded for
 * the customer (cart, account data) is kept; what is still shown is loaded again, as a guest's.
 */
export function forgetCustomer(client: QueryClient): void {
  sessionHintChanged();
  void client.resetQueries();
}

/**
 * Answers of one ending arrive together (the cart, the wish list, a mutation): the page is reloaded
 * as a guest's once for them. It also keeps a session whose cookie could not be rewritten from
 * reloading the page's data in a loop.
 */
export const SAME_ENDING_MS = 5_000;

let lastEndingAt = Number.NEGATIVE_INFINITY;

/**
 * A call through the commerce proxy answered that the sign-in no longer holds (`InvalidTokenError`:
 * the refresh token expired or was revoked by a password change or a sign-out elsewhere). The proxy
 * has already written a guest's session. Wherever it happens, not only in the account area: the
 * shopper is told (spec 1 §8 sessionExpired) and the customer is forgotten. The account area adds its
 * own step: the login dialog with the page as the return path (`useSessionExpired`).
 */
export function sessionEndedOn(client: QueryClient, error: unknown): void {
  if (!isInvalidTokenError(error)) return;
  const now = Date.now();
  if (now - lastEndingAt < SAME_ENDING_MS) return;
  lastEndingAt = now;
  addGlobalMessage({ type: 'error', key: 'sessionExpired' });
  forgetCustomer(client);
}
