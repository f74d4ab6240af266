import { sealData, unsealData } from 'iron-session';
import { CART_HINT_COOKIE, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/site/context';
import { commerceConfig } from '../config';
import { ANONYMOUS_USER } from '../endpoints';
import { anonymousSession, commerceSessionSchema, isCustomerSession, signInIdOf, type CommerceSession } from './session';

/**
 * The session cookie (ARCHITECTURE §4): sealed with iron-session (encrypted and signed with
 * SESSION_SECRET), httpOnly, SameSite=Lax, Secure outside localhost, 30 days.
 *
 * Beside it, `ws_auth` is set while a customer is signed in and removed otherwise, to the sign-in's
 * id (`signInId`; `1` for a session sealed before sign-ins had one). It is only a routing hint, so the
 * edge proxy can send anonymous visitors to login without unsealing anything, and pages can tell a
 * sign-in since theirs; it grants nothing: every data access is checked against the sealed session
 * and OCC's token.
 * `ws_cart=1`, readable by the page, is set while the session may hold a cart (`mayHoldCart`).
 */

export { CART_HINT_COOKIE, SESSION_COOKIE, SIGNED_IN_HINT_COOKIE };
const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The cookie ends a minute before the seal does, so the browser never sends an expired seal. */
const COOKIE_MAX_AGE_SECONDS = SESSION_TTL_SECONDS - 60;

export interface SessionCookieOptions {
  httpOnly: boolean;
  sameSite: 'lax';
  path: string;
  secure: boolean;
  maxAge: number;
}

/** The part of a cookie jar the session needs; Next's `cookies()` and a plain Map-backed fake both fit. */
export interface SessionCookieStore {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: SessionCookieOptions): void;
  delete(name: string): void;
}

export interface SealOptions {
  password?: string;
}

export function sealSession(session: CommerceSession, { password = sessionSecret() }: SealOptions = {}) {
  return sealData(session, { password, ttl: SESSION_TTL_SECONDS });
}

/** The session in the seal, or undefined when it is tampered with, expired, or of another shape. */
export async function unsealSession(
  seal: string,
  { password = sessionSecret() }: SealOptions = {},
): Promise<CommerceSession | undefined> {
  try {
    const data = await unsealData<unknown>(seal, { password, ttl: SESSION_TTL_SECONDS });
    const session = commerceSessionSchema.safeParse(data);
    return session.success ? session.data : undefined;
  } catch {
    return undefined;
  }
}

/** What browsers keep of one cookie, name and value together (RFC 6265 §6.1's minimum, and their limit). */
const MAX_COOKIE_BYTES = 4096;

function fitsInCookie(seal: string): boolean {
  return SESSION_COOKIE.length + seal.length <= MAX_COOKIE_BYTES;
}

/** The visitor's session; anonymous when there is no valid cookie. */
export async function readSession(cookies: SessionCookieStore, options?: SealOptions): Promise<CommerceSession> {
  const seal = cookies.get(SESSION_COOKIE)?.value;
  if (!seal) return anonymousSession();
  return (await unsealSession(seal, options)) ?? anonymousSession();
}

export async function writeSession(
  cookies: SessionCookieStore,
  session: CommerceSession,
  { secure, password }: { secure: boolean } & SealOptions,
): Promise<void> {
  const attributes = sessionCookieAttributes(secure);
  // Browsers drop a cookie over 4,096 bytes without a word: the shopper would seem signed out. OCC's
  // tokens keep the seal near 1 KB; an authorization server issuing long JWTs could pass the limit.
  // The guest token is the one part fetched again when it is missing (`withGuestToken`), so a seal
  // too large goes without it before anything is lost.
  let seal = await sealSession(session, { password });
  if (!fitsInCookie(seal) && session.guestToken) {
    const { guestToken: _fetchedAgain, ...withoutGuestToken } = session;
    seal = await sealSession(withoutGuestToken, { password });
  }
  if (!fitsInCookie(seal)) {
    console.error(`The session cookie is ${seal.length} bytes sealed: browsers drop cookies over ${MAX_COOKIE_BYTES} bytes`);
  }
  cookies.set(SESSION_COOKIE, seal, attributes);
  // Readable, like the cart hint: the sign-in's id, which islands read before loading anything
  // personal and the account area's forms send back (`signedInAs`).
  if (isCustomerSession(session)) cookies.set(SIGNED_IN_HINT_COOKIE, signInIdOf(session), { ...attributes, httpOnly: false });
  else cookies.delete(SIGNED_IN_HINT_COOKIE);
  if (mayHoldCart(session)) cookies.set(CART_HINT_COOKIE, '1', { ...attributes, httpOnly: false });
  else cookies.delete(CART_HINT_COOKIE);
}

/** A guest with a cart on some site, or anyone signed in (customer or agent): their cart is in the backend. */
export function mayHoldCart(session: CommerceSession): boolean {
  return session.user !== ANONYMOUS_USER || session.token !== undefined || Object.keys(session.carts).length > 0;
}

export function clearSession(cookies: SessionCookieStore): void {
  cookies.delete(SESSION_COOKIE);
  cookies.delete(SIGNED_IN_HINT_COOKIE);
  cookies.delete(CART_HINT_COOKIE);
}

function sessionCookieAttributes(secure: boolean): SessionCookieOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure, maxAge: COOKIE_MAX_AGE_SECONDS };
}

function sessionSecret(): string {
  return commerceConfig().sessionSecret;
}
