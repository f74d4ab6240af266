import { slugify, withSitePrefix } from './paths';
import { SITES, type Language, type SiteKey } from './sites';

/** The route map of spec 1 §2.1 and spec 3 §2; one builder turns each route into its public URL. */

export const CHECKOUT_STEPS = ['shipping-address', 'payment-details', 'review-order'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

export const ACCOUNT_PAGES = [
  'overview',
  'address',
  'wallet',
  'wishlist',
  'buy-it-again',
  'orders',
  'profile',
  'loyalty',
] as const;
export type AccountPage = (typeof ACCOUNT_PAGES)[number];

/** Dialogs the shell opens from the URL (`?dialog=`), set by the proxy's login and order-lookup rules. */
export const DIALOGS = ['login', 'register', 'order-lookup'] as const;
export type DialogName = (typeof DIALOGS)[number];
export const DIALOG_PARAM = 'dialog';
export const RETURN_URL_PARAM = 'returnUrl';

export type Route =
  | { name: 'home' }
  | { name: 'cart' }
  | { name: 'checkout' }
  | { name: 'checkoutStep'; step: CheckoutStep }
  | { name: 'checkoutConfirmation' }
  | { name: 'account'; page: AccountPage }
  | { name: 'accountOrder'; orderCode: string }
  | { name: 'guestOrder'; orderCode: string; navigationFromLookup: string }
  | { name: 'logout' }
  | { name: 'orderLookup' }
  | { name: 'passwordChange'; apiKey: string; pwrt: string }
  | { name: 'doubleOptIn'; email: string }
  | { name: 'content'; label: string }
  | { name: 'category'; code: string; names?: readonly string[] }
  | { name: 'search'; query: string }
  | { name: 'searchForm' }
  | { name: 'newsletterSignup' }
  | { name: 'product'; code: string; productName?: string }
  | { name: 'invoice'; orderNumber: string }
  | { name: 'creditMemo'; orderNumber: string }
  | { name: 'notFound' }
  | { name: 'pageError' };

export interface SiteLocation {
  site: SiteKey;
  lang: Language;
}

const enc = encodeURIComponent;

/**
 * First path segments the app's own routes answer (`app/[site]/[lang]/*`); every other path is a CMS
 * content page, labelled by its path.
 */
export const APP_ROUTE_SEGMENTS: readonly string[] = [
  'DoubleOptIn',
  'account',
  'c',
  'callbacks',
  'cart',
  'creditmemo',
  'cx-preview',
  'error',
  'guest',
  'invoice',
  'login',
  'logout',
  'newsletter',
  'p',
  'product',
];

/** The CMS label of a content page's site-relative segments; undefined for home and the app's routes. */
export function contentLabelOf(segments: readonly string[]): string | undefined {
  const [first] = segments;
  if (first === undefined || APP_ROUTE_SEGMENTS.includes(first)) return undefined;
  return segments.join('/');
}

/**
 * Where the header's search form sends its query (`search?q=`) when its script has not run yet: the
 * proxy sends it on to the results route `c/{query}` (spec 1 §2.1), so a search typed before the
 * page's scripts arrive is not lost.
 */
export const SEARCH_FORM_SEGMENT = 'search';
export const SEARCH_QUERY_PARAM = 'q';

/**
 * Longest free-text search the storefront sends: the header's field takes no more, and a longer one
 * in a URL is cut (`normalizeSearchText` in the catalogue).
 */
export const MAX_SEARCH_TEXT_LENGTH = 100;

/** The search query a form holds, or `undefined` when there is nothing to search for. */
export function searchQueryOf(value: unknown): string | undefined {
  const query = typeof value === 'string' ? value.trim() : '';
  return query ? query : undefined;
}

/** The site-relative path of a route, without the site prefix. */
export function routePath(site: SiteKey, route: Route): string {
  const emea = SITES[site].region === 'EMEA';
  switch (route.name) {
    case 'home':
      return '/';
    case 'cart':
      return '/cart';
    case 'checkout':
      return '/checkout';
    case 'checkoutStep':
      return `/checkout/multistep/${route.step}`;
    case 'checkoutConfirmation':
      return '/checkout/confirmation';
    case 'account':
      return `/account/${route.page}`;
    case 'accountOrder':
      return `/account/order/${enc(route.orderCode)}`;
    case 'guestOrder':
      return `/guest/order/${enc(route.orderCode)}/${enc(route.navigationFromLookup)}`;
    case 'logout':
      return '/logout';
    case 'orderLookup':
      return '/order-lookup';
    case 'passwordChange':
      return `/login/pw/change?${new URLSearchParams({ apiKey: route.apiKey, pwrt: route.pwrt })}`;
    case 'doubleOptIn':
      return `/DoubleOptIn?${new URLSearchParams({ email: route.email })}`;
    case 'content':
      return `/${route.label.split('/').map(enc).join('/')}`;
    case 'category': {
      // EMEA reads the code from the last segment, so descriptive names may precede it there.
      const names = emea ? (route.names ?? []).map((name) => enc(slugify(name))) : [];
      return `/c/${[...names, enc(route.code)].join('/')}`;
    }
    case 'search':
      return `/c/${enc(route.query.trim())}`;
    case 'searchForm':
      return `/${SEARCH_FORM_SEGMENT}`;
    case 'newsletterSignup':
      return '/newsletter';
    case 'product': {
      const pretty = route.productName ? slugify(route.productName) : '';
      if (!pretty) return `/p/${enc(route.code)}`;
      return emea ? `/p/${enc(pretty)}/${enc(route.code)}` : `/product/${enc(route.code)}/${enc(pretty)}`;
    }
    case 'invoice':
      return `/invoice/${enc(route.orderNumber)}`;
    case 'creditMemo':
      return `/creditmemo/${enc(route.orderNumber)}`;
    case 'notFound':
      return '/not-found';
    case 'pageError':
      return '/error';
  }
}

/** The public URL path of a route on a site and language. */
export function pathFor(location: SiteLocation, route: Route): string {
  return withSitePrefix(location.site, location.lang, routePath(location.site, route));
}

/** A URL that opens one of the shell's dialogs on top of `path`, keeping its query. */
export function withDialog(path: string, dialog: DialogName, returnUrl?: string): string {
  const url = new URL(path, 'http://localhost');
  url.searchParams.set(DIALOG_PARAM, dialog);
  if (returnUrl) url.searchParams.set(RETURN_URL_PARAM, returnUrl);
  return `${url.pathname}${url.search}${url.hash}`;
}
