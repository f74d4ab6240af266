import { ACTIVE_CART, SESSION_USER } from '../endpoints';
import { activeCartIdOf, occUserIdOf, type CommerceSession } from '../session';

/**
 * The browser does not know who it is to OCC or which cart is its own: both live in the sealed
 * session. It addresses them through two aliases the proxy resolves on the server:
 * - `users/session/...` is the session's user (`anonymous`, `current`, or the emulated customer);
 * - `carts/active` is the site's active cart (its guid for guests, its code for customers).
 * Without an active cart the alias answers as OCC does for an unknown cart.
 */

export type AliasResolution = { ok: true; occPath: string } | { ok: false; reason: 'noActiveCart' };

export function resolveSessionAliases(occPath: string, siteId: string, session: CommerceSession): AliasResolution {
  const segments = occPath.split('/');
  // `{siteId}/users/{user}/carts/{cart}/...`
  if (segments[1] !== 'users') return { ok: true, occPath };
  if (segments[2] === SESSION_USER) segments[2] = occUserIdOf(session);
  if (segments[3] === 'carts' && segments[4] === ACTIVE_CART) {
    const cartId = activeCartIdOf(session, siteId);
    if (!cartId) return { ok: false, reason: 'noActiveCart' };
    segments[4] = encodeURIComponent(cartId);
  }
  return { ok: true, occPath: segments.join('/') };
}
