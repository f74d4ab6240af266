import { cookies, headers } from 'next/headers';
import { refreshAccessToken, requestClientToken } from '@/commerce/auth/oauth';
import type { OccClient } from '@/commerce/client';
import { commerceConfig } from '@/commerce/config';
import { serverOccClient } from '@/commerce/server';
import { isCustomerSession, occUserIdOf, signInIdOf, withFreshToken, withGuestToken, type CommerceSession } from '@/commerce/session';
import { requestSession } from '@/commerce/session/next';
import { COUNTRY_COOKIE, isSameOriginRequest, storeContext, type Language, type SiteKey, type StoreContext } from '@/site';
import type { AuthDeps } from './sign-in';

/**
 * What the sign-in and account Server Actions share: the same-origin check (ARCHITECTURE §4, on top
 * of Next's own), the store context of the page that sent the form, and OCC calls as the signed-in
 * customer with a renewed token. Server only.
 */

/**
 * The action's request came from one of our own pages: the route handlers' check on its headers (an
 * action is a POST; the origin it addressed comes from the host headers, as there).
 */
export async function isSameOriginAction(): Promise<boolean> {
  return isSameOriginRequest(new Request('http://localhost/', { method: 'POST', headers: await headers() }));
}

/** The store context for the page's site and language, with the visitor's country from its cookie. */
export async function requestStore(site: SiteKey, lang: Language): Promise<StoreContext> {
  return storeContext(site, lang, (await cookies()).get(COUNTRY_COOKIE)?.value);
}

export function occFor(store: StoreContext, accessToken: string | undefined): OccClient {
  return serverOccClient({
    siteId: store.siteId,
    language: store.language,
    currency: store.currency,
    country: store.country,
    accessToken,
  });
}

export function authDeps(): AuthDeps {
  return { oauth: { config: commerceConfig() }, occ: occFor };
}

export type CustomerCallResult<T> =
  | { ok: true; value: T }
  | { ok: false; sessionExpired: true }
  | { ok: false; sessionExpired: false; error: unknown };

/**
 * Runs `call` as the session's customer (`current`, or the customer an agent emulates), renewing the
 * token as needed. Nobody signed in, or a token that cannot be renewed, is a `sessionExpired` answer
 * and the session is signed out (spec 1 §8 sessionExpired). `signedInAs`, the sign-in a page was shown
 * for, must still be the session's: a form from before a sign-out and another customer's sign-in (in
 * another tab) acts for nobody, and is answered `sessionExpired` too.
 */
export async function runAsCustomer<T>(
  store: StoreContext,
  call: (occ: OccClient, userId: string) => Promise<T>,
  signedInAs?: string,
): Promise<CustomerCallResult<T>> {
  const session = await requestSession();
  const current: CommerceSession = await session.read();
  if (!isCustomerSession(current)) return { ok: false, sessionExpired: true };
  if (signedInAs !== undefined && signedInAs !== signInIdOf(current)) return { ok: false, sessionExpired: true };
  const userId = occUserIdOf(current);
  const oauth = { config: commerceConfig() };
  const result = await withFreshToken(current, (token) => call(occFor(store, token), userId), {
    refresh: (refreshToken) => refreshAccessToken(oauth, refreshToken),
  });
  if (result.session !== current) await session.write(result.session);
  if (result.sessionExpired) return { ok: false, sessionExpired: true };
  return result.outcome.ok
    ? { ok: true, value: result.outcome.value }
    : { ok: false, sessionExpired: false, error: result.outcome.error };
}

/**
 * Calls a guest makes as the storefront's trusted client (password reset, order lookup, the
 * newsletter form sent before the page's scripts ran): with a client-credentials token, kept in the
 * session so it is not asked for on every call.
 */
export async function asTrustedClient<T>(site: SiteKey, lang: Language, call: (occ: OccClient) => Promise<T>): Promise<T> {
  const session = await requestSession();
  const current = await session.read();
  const withClient = await withGuestToken(current, () => requestClientToken({ config: commerceConfig() }));
  if (withClient !== current) await session.write(withClient);
  return call(occFor(await requestStore(site, lang), withClient.guestToken?.accessToken));
}
