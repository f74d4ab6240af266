import { SITES } from '@/site/sites';
import type { HttpMethod } from '../transport';

/**
 * The OCC paths the browser may reach through the commerce proxy (ARCHITECTURE §4), per method.
 * Anything else is refused, so the proxy can never be used to reach the rest of the backend.
 * Paths are relative to the OCC prefix and start with the base site id.
 */

export interface ProxyRoute {
  methods: readonly HttpMethod[];
  pattern: RegExp;
  /**
   * Guests may call it only as a trusted client: in guest checkout the cart's e-mail, placing the
   * order and deleting the cart (OCC secures them for ROLE_CLIENT / ROLE_TRUSTED_CLIENT), and the
   * newsletter sign-up. The proxy attaches a client token.
   */
  needsClientToken?: boolean;
  /** Routes that create, delete or read a whole cart: their answers keep the session's active cart in step. */
  cart?: 'create' | 'delete' | 'read';
}

export interface ProxyRouteMatch {
  route: ProxyRoute;
  siteId: string;
  /** The `users/{userId}` segment, when the path has one. */
  userId?: string;
  /** The `carts/{cartId}` segment (code or guid), when the path has one. */
  cartId?: string;
}

/** A path segment: no `;` either, which Servlet containers cut off (`..;` would read as `..`). */
const SEGMENT = '[^/;]+';
const USER = `users/(?<user>${SEGMENT})`;
const CART = `${USER}/carts/(?<cart>${SEGMENT})`;
const READ = ['GET', 'HEAD'] as const;

function route(methods: readonly HttpMethod[], path: string, extra: Partial<ProxyRoute> = {}): ProxyRoute {
  return { methods, pattern: new RegExp(`^${path}$`), ...extra };
}

const PROXY_ROUTES: readonly ProxyRoute[] = [
  // Catalogue and content
  route(READ, 'products/search'),
  route(READ, 'products/suggestions'),
  route(READ, `products/${SEGMENT}`),
  route(READ, `products/${SEGMENT}/stock`),
  route(READ, `integrations/turnto/reviews/${SEGMENT}`),
  route(READ, 'integrations/factorymap'),
  route(READ, 'cms/pages'),
  route(READ, `cms/pages/${SEGMENT}`),
  route(READ, 'cms/components'),
  route(READ, `cms/components/${SEGMENT}`),
  route(READ, 'stores'),
  route(READ, 'countries'),
  route(READ, `countries/${SEGMENT}/regions`),
  route(READ, 'titles'),
  route(READ, 'languages'),
  route(READ, 'currencies'),

  // Newsletter enrolment (spec 1 §7): a guest signs up as the storefront's trusted client, as the
  // form sent before the page's scripts ran does (`src/features/newsletter/server/newsletter-form.ts`).
  route(['POST'], 'newsletter/subscriptions', { needsClientToken: true }),

  // Account. Registration, password reset and changes to the profile, the password, the login and
  // the addresses are Server Actions (`src/features/auth/actions.ts`, `src/features/account/actions.ts`):
  // they validate with the forms' schemas, hide which e-mails have accounts and limit attempts, so
  // the browser cannot reach those OCC calls around them.
  route(READ, USER),
  route(READ, `${USER}/addresses`),
  route([...READ, 'DELETE'], `${USER}/addresses/${SEGMENT}`),
  route(READ, `${USER}/paymentdetails`),
  route([...READ, 'PATCH', 'DELETE'], `${USER}/paymentdetails/${SEGMENT}`),
  route(READ, `${USER}/orders`),
  route(['POST'], `${USER}/orders`, { needsClientToken: true }),
  route(READ, `${USER}/orders/${SEGMENT}`),
  route(READ, `${USER}/orderReturns`),
  route(READ, `${USER}/loyalty/balance`),
  route(READ, `${USER}/loyalty/activities`),

  // Cart (spec 1 §7) and checkout (spec 2 §7)
  route(READ, `${USER}/carts`),
  route(['POST'], `${USER}/carts`, { cart: 'create' }),
  route(READ, CART, { cart: 'read' }),
  route(['DELETE'], CART, { cart: 'delete', needsClientToken: true }),
  route([...READ, 'POST'], `${CART}/entries`),
  route(['PUT', 'PATCH', 'DELETE'], `${CART}/entries/${SEGMENT}`),
  route(['PUT'], `${CART}/email`, { needsClientToken: true }),
  route([...READ, 'POST'], `${CART}/vouchers`),
  route(['DELETE'], `${CART}/vouchers/${SEGMENT}`),
  route(['PATCH'], `${CART}/save`),
  route(['POST'], `${CART}/validate`),
  route(READ, `${CART}/deliverymodes`),
  route([...READ, 'PUT'], `${CART}/deliverymode`),
  route(['POST', 'PUT'], `${CART}/addresses/delivery`),
  route(['PUT'], `${CART}/paymentdetails`),
];

const SITE_IDS: readonly string[] = Object.values(SITES).map((site) => site.id);

/**
 * Encoded slashes, backslashes, dot segments, path parameters (`;`) and NUL could make OCC see a
 * different path than we checked.
 */
const AMBIGUOUS_PATH = /%2f|%5c|%00|%2e|%3b|;|\\|(^|\/)\.\.?(\/|$)|\/\//i;

/** The allow-listed route for `{siteId}/{path}`, or undefined when the browser may not call it. */
export function matchProxyRoute(method: string, occPath: string): ProxyRouteMatch | undefined {
  if (AMBIGUOUS_PATH.test(occPath)) return undefined;
  const slash = occPath.indexOf('/');
  if (slash < 0) return undefined;
  const siteId = occPath.slice(0, slash);
  if (!SITE_IDS.includes(siteId)) return undefined;
  const path = occPath.slice(slash + 1);
  for (const candidate of PROXY_ROUTES) {
    if (!(candidate.methods as readonly string[]).includes(method)) continue;
    const match = candidate.pattern.exec(path);
    if (match) return { route: candidate, siteId, userId: match.groups?.user, cartId: match.groups?.cart };
  }
  return undefined;
}
