import { ACTIVE_CART, ANONYMOUS_USER, SESSION_USER } from '../endpoints';
import { activeCartIdOf, occUserIdOf, type CommerceSession } from '../session';

/**
 * The browser does not know who it is to OCC or which cart is its own: both live in the sealed
 * session. It addresses them through two aliases the proxy resolves on the server:
 * - `users/session/...` is the session's user (`anonymous`, `current`, or the emulated customer);
 * - `carts/active` is the site's active cart (its guid for guests, its code for customers).
 * Without an active cart the alias answers as OCC does for an unknown cart for a guest; for a customer
 * it is OCC's `current` cart, the one the customer last shopped with on the site. The session may not
 * know it: a sign-in whose cart calls failed or timed out (the merge may still have happened), a cart
 * made on another device, a site first visited after signing in. The proxy then records what it reads.
 */

/** OCC's alias for a customer's current (most recent, unsaved) cart. */
export const CUSTOMER_CURRENT_CART = 'current';

export type AliasResolution = { ok: true; occPath: string } | { ok: false; reason: 'noActiveCart' };

export function resolveSessionAliases(occPath: string, siteId: string, session: CommerceSession): AliasResolution {
  const segments = occPath.split('/');
  // `{siteId}/users/{user}/carts/{cart}/...`
  if (segments[1] !== 'users') return { ok: true, occPath };
  if (segments[2] === SESSION_USER) segments[2] = occUserIdOf(session);
  if (segments[3] === 'carts' && segments[4] === ACTIVE_CART) {
    const cartId = activeCartIdOf(session, siteId);
    if (cartId) segments[4] = encodeURIComponent(cartId);
    else if (session.user !== ANONYMOUS_USER) segments[4] = CUSTOMER_CURRENT_CART;
    else return { ok: false, reason: 'noActiveCart' };
  }
  return { ok: true, occPath: segments.join('/') };
}
