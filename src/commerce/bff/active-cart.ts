import { z } from 'zod';
import { safeDecode } from '@/site/paths';
import { KEEP_ACTIVE_CART_PARAM } from '../calls/cart';
import { ANONYMOUS_USER } from '../endpoints';
import { occErrorFromBody } from '../error-body';
import { isCartExpiredError, isCartNotFoundError, isCartPlacedError } from '../errors';
import { parseJsonText } from '../json';
import { activeCartIdOf, activeCartOf, withActiveCart, type CommerceSession } from '../session';
import type { TimedAnswer } from '../transport';
import type { ProxyRouteMatch } from './allow-list';
import { CUSTOMER_CURRENT_CART } from './session-aliases';

/**
 * How the commerce proxy keeps the session's active cart in step with OCC (ARCHITECTURE §4, spec 1 §4).
 * Only the proxy can change the sealed session, so it follows what OCC answers:
 *
 * - a cart created through it becomes the site's active cart, unless the request carries
 *   `keepActiveCart=true` (a cart made for something else, e.g. the wish list, which is created and
 *   then saved under a name; the flag is the storefront's own and never reaches OCC);
 * - deleting the active cart forgets it;
 * - an answer about the active cart that says it expired (`CartError` `expired`, naming its
 *   replacement in `subject`) makes the replacement the active cart, so the browser only reloads;
 * - an answer that says the active cart was ordered (`cartPlaced`) or no longer exists (`notFound`)
 *   forgets it, so the next add to cart starts a fresh one;
 * - a successful read of the active cart fills in the id the session lacks (after an expiry only the
 *   replacement's guid or code is known), and for a customer whose session knows no cart, a read of
 *   OCC's `current` cart (what `carts/active` means then) makes it the active cart.
 */

export { KEEP_ACTIVE_CART_PARAM };

/** The query string OCC receives: the storefront's own parameters removed. */
export function forwardedSearch(url: URL): string {
  if (!url.searchParams.has(KEEP_ACTIVE_CART_PARAM)) return url.search;
  const params = new URLSearchParams(url.searchParams);
  params.delete(KEEP_ACTIVE_CART_PARAM);
  const search = params.toString();
  return search ? `?${search}` : '';
}

const cartIdsSchema = z.looseObject({ code: z.string().min(1), guid: z.string().min(1).optional() });

function cartIdsOf(body: string) {
  const parsed = cartIdsSchema.safeParse(parseJsonText(body));
  return parsed.success ? { code: parsed.data.code, guid: parsed.data.guid } : undefined;
}

function addressesActiveCart(session: CommerceSession, match: ProxyRouteMatch): boolean {
  if (match.cartId === undefined) return false;
  const active = activeCartIdOf(session, match.siteId);
  if (active === undefined) return session.user !== ANONYMOUS_USER && match.cartId === CUSTOMER_CURRENT_CART;
  return safeDecode(match.cartId) === active;
}

export function activeCartAfter(
  session: CommerceSession,
  request: { method: string; url: URL },
  match: ProxyRouteMatch,
  answer: TimedAnswer,
): CommerceSession {
  const { siteId } = match;
  if (answer.status < 300) {
    if (match.route.cart === 'create') {
      if (request.url.searchParams.get(KEEP_ACTIVE_CART_PARAM) === 'true') return session;
      const created = cartIdsOf(answer.body);
      return created ? withActiveCart(session, siteId, created) : session;
    }
    if (!addressesActiveCart(session, match)) return session;
    if (match.route.cart === 'delete') return withActiveCart(session, siteId, undefined);
    if (request.method === 'GET' && match.route.cart === 'read') {
      const read = cartIdsOf(answer.body);
      const known = activeCartOf(session, siteId);
      if (read && (known?.code !== read.code || known?.guid !== read.guid)) return withActiveCart(session, siteId, read);
    }
    return session;
  }

  if (!addressesActiveCart(session, match)) return session;
  const error = occErrorFromBody(answer.status, parseJsonText(answer.body));
  if (isCartExpiredError(error)) {
    const replacement = error.errors.find((detail) => detail.reason === 'expired')?.subject;
    if (!replacement) return withActiveCart(session, siteId, undefined);
    // A guest's cart is addressed by its guid, a customer's by its code (ARCHITECTURE §3).
    return withActiveCart(session, siteId, session.user === ANONYMOUS_USER ? { guid: replacement } : { code: replacement });
  }
  if (isCartPlacedError(error) || isCartNotFoundError(error)) return withActiveCart(session, siteId, undefined);
  return session;
}
