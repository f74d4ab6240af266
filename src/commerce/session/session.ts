import { z } from 'zod';
import { ANONYMOUS_USER, CURRENT_USER, type OccUserId } from '../endpoints';

/**
 * The visitor's commerce session (ARCHITECTURE §4): who they are to OCC, their tokens, the active cart
 * per site and the agent's emulation state. It lives sealed in one httpOnly cookie (./cookie.ts) and is
 * validated on every read, so a cookie from an older shape simply starts a fresh anonymous session.
 */

export const sessionTokenSchema = z.object({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(1).optional(),
  /** Epoch milliseconds. */
  expiresAt: z.number(),
});
export type SessionToken = z.infer<typeof sessionTokenSchema>;

/** A customer an agent acts for (assisted service mode); OCC addresses them by customer id. */
export const emulatedCustomerSchema = z.object({ customerId: z.string().min(1) });

export const activeCartSchema = z.object({
  code: z.string().optional(),
  guid: z.string().optional(),
});
export type ActiveCart = z.infer<typeof activeCartSchema>;

export const commerceSessionSchema = z.object({
  v: z.literal(1),
  user: z.union([z.literal(ANONYMOUS_USER), z.literal(CURRENT_USER), emulatedCustomerSchema]),
  /** The customer's token, or the agent's while an agent is signed in. */
  token: sessionTokenSchema.optional(),
  /** Client-credentials token for the few calls a guest makes as a trusted client. */
  guestToken: sessionTokenSchema.optional(),
  /** Active cart per base site id. */
  carts: z.record(z.string(), activeCartSchema).default({}),
  /** Present while a support agent is signed in (spec 3 §4). */
  agent: z.object({ uid: z.string().min(1) }).optional(),
  /**
   * Names this sign-in, new at each one. The readable hint beside the seal carries it, so a page
   * tells the customer it was shown for from whoever signed in since (in another tab), and an account
   * form sent from such a page acts for nobody.
   */
  signInId: z.string().min(1).max(64).optional(),
});
export type CommerceSession = z.infer<typeof commerceSessionSchema>;

export function anonymousSession(): CommerceSession {
  return { v: 1, user: ANONYMOUS_USER, carts: {} };
}

/** After sign-in; the anonymous cart is merged by the caller and recorded with `withActiveCart`. */
export function signedInSession(session: CommerceSession, token: SessionToken): CommerceSession {
  return { ...session, user: CURRENT_USER, token, agent: undefined, carts: {}, signInId: crypto.randomUUID() };
}

/** After sign-out or an expired session: anonymous again, without the customer's carts. */
export function signedOutSession(session: CommerceSession): CommerceSession {
  return session.guestToken ? { ...anonymousSession(), guestToken: session.guestToken } : anonymousSession();
}

/** The sign-in's id, as the readable hint carries it (`1` for a session sealed before sign-ins had one). */
export function signInIdOf(session: CommerceSession): string {
  return session.signInId ?? '1';
}

/** Whether a customer is signed in, or an agent acts for one: the routing hint for account pages. */
export function isCustomerSession(session: CommerceSession): boolean {
  return session.user !== ANONYMOUS_USER;
}

/** The `users/{userId}` segment for this session's calls. */
export function occUserIdOf(session: CommerceSession): OccUserId {
  return typeof session.user === 'string' ? session.user : session.user.customerId;
}

export function isEmulating(session: CommerceSession, customerId: string): boolean {
  return session.agent !== undefined && typeof session.user === 'object' && session.user.customerId === customerId;
}

export function activeCartOf(session: CommerceSession, siteId: string): ActiveCart | undefined {
  return session.carts[siteId];
}

/** The id a cart is addressed by: its guid for `anonymous`, its code otherwise (ARCHITECTURE §3). */
export function activeCartIdOf(session: CommerceSession, siteId: string): string | undefined {
  const cart = activeCartOf(session, siteId);
  return session.user === ANONYMOUS_USER ? cart?.guid : cart?.code;
}

export function withActiveCart(
  session: CommerceSession,
  siteId: string,
  cart: ActiveCart | undefined,
): CommerceSession {
  const carts = { ...session.carts };
  if (cart) carts[siteId] = cart;
  else delete carts[siteId];
  return { ...session, carts };
}
