import { CART_HINT_COOKIE, EU_VISITED_COOKIE, SESSION_COOKIE, SITE_PREFERENCE_COOKIE, resolveLanguage } from './context';
import { routeSiteKey } from './markets';
import { decodeSegment, internalPath, parseSitePath, withLiteralPercents, withSitePrefix } from './paths';
import { safeReturnPath, sameOriginReferrerPath } from './return-path';
import {
  ACCOUNT_PAGES,
  contentLabelOf,
  DIALOG_PARAM,
  RETURN_URL_PARAM,
  routePath,
  SEARCH_FORM_SEGMENT,
  SEARCH_QUERY_PARAM,
  searchQueryOf,
  type CheckoutStep,
  type DialogName,
} from './routes';
import { SITES, siteLanguageOf, type Language, type SiteKey } from './sites';

/**
 * The route-map rules the proxy applies before a page renders (spec 1 §2.1, spec 3 §2), as a pure
 * decision so every rule is unit-tested without a server. `proxy.ts` only turns the decision into a
 * Next response. No network, no module state.
 */

export interface ProxyRequest {
  pathname: string;
  search: string;
  /** Whether a customer is signed in (the session's routing hint cookie). */
  signedIn: boolean;
  cookies: Partial<Record<string, string>>;
  /** The `Referer` header, used by `/login` to find the current page. */
  referer?: string | null;
  /** The request's own origin, to tell same-site referrers from others. */
  origin: string;
  /**
   * A Server Action (a POST naming one in `Next-Action`). It runs where it was posted and answers for
   * itself (an account action answers "session expired"): the route map's redirects are for pages, and
   * a redirected action reaches a page that cannot run it.
   */
  serverAction?: boolean;
}

export interface CookieToSet {
  name: string;
  value: string;
  maxAgeSeconds: number;
}

interface DecisionBase {
  /** Client-only paths (spec 1 §2.1): rendered as a shell, answered `private, no-store`. */
  clientOnly: boolean;
  /** The content-preview route, which may be framed by the configured preview origins. */
  preview: boolean;
  /**
   * A cookie chose another page than the URL alone gives (Canadian prices on a US URL, UK English on
   * an EU English one): a shared cache must not keep it for the URL's other visitors, so the answer
   * is private.
   */
  chosenByCookie: boolean;
  cookies: CookieToSet[];
}

export type ProxyDecision = DecisionBase &
  (
    | { kind: 'redirect'; location: string; permanent: boolean }
    | { kind: 'rewrite'; path: string }
    | { kind: 'next' }
  );

/** Path segments whose pages are rendered on the client only (spec 1 §2.1, spec 3 §9). */
const CLIENT_ONLY_SEGMENTS = ['checkout', 'my-account', 'account', 'punchout', 'opf', 'cx-preview'];
const PREVIEW_SEGMENT = 'cx-preview';
const ASM_PARAM = 'asm';

/** Old checkout paths and the multistep step each one now lives at (spec 2 §2). */
const CHECKOUT_ALIASES: Readonly<Record<string, CheckoutStep>> = {
  'checkout/shipping-address': 'shipping-address',
  'checkout/payment-details': 'payment-details',
  'checkout/review-order': 'review-order',
  multiStepCheckoutSummary: 'shipping-address',
  multiStepCheckoutBilling: 'payment-details',
  multiStepCheckoutReview: 'review-order',
};

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;
const THIRTY_DAYS_SECONDS = 60 * 60 * 24 * 30;

export function decideProxyAction(request: ProxyRequest): ProxyDecision {
  const parsed = parseSitePath(request.pathname);
  const { site, segments } = parsed;
  const params = new URLSearchParams(request.search);
  const cookies: CookieToSet[] = [];
  // A session sealed before the cart hint existed may hold a cart: the header asks once.
  if (request.cookies[SESSION_COOKIE] && request.cookies[CART_HINT_COOKIE] === undefined) {
    cookies.push({ name: CART_HINT_COOKIE, value: '1', maxAgeSeconds: THIRTY_DAYS_SECONDS });
  }
  const clientOnly = isClientOnly(segments, params);
  const preview = segments[0] === PREVIEW_SEGMENT;
  const base = { clientOnly, preview, chosenByCookie: false, cookies };
  const redirect = (location: string, permanent = false): ProxyDecision => ({
    ...base,
    kind: 'redirect',
    location,
    permanent,
  });

  // A pathname that is not valid percent-encoding reaches no page (the framework answers it with a bare
  // 500): it moves to the address its stray `%` meant, which then goes through the rules below.
  const literal = withLiteralPercents(request.pathname);
  if (literal !== request.pathname) return redirect(`${literal}${request.search}`, true);

  // `/us/en/...` is the internal shape of the unprefixed US site: one canonical public URL.
  if (request.pathname === '/us/en' || request.pathname.startsWith('/us/en/')) {
    return redirect(`${request.pathname.slice('/us/en'.length) || '/'}${request.search}`, true);
  }

  // The EU site's en-gb is the language English takes once the site was visited, not an address of its
  // own: `/eu/en-gb/...` is `/eu/en/...` (the proxy's rewrite to it never comes back through here).
  if (site === 'eu' && parsed.lang === 'en-gb') {
    return redirect(`/eu/en${request.pathname.slice('/eu/en-gb'.length)}${request.search}`, true);
  }

  // A bare site prefix (`/eu`, `/uk/`) goes to the site's default language.
  if (parsed.prefixed && parsed.lang === '') {
    return redirect(`${withSitePrefix(site, SITES[site].defaultLanguage, '/')}${request.search}`);
  }

  // An invalid (site, language) pair reaches the segment layout, which answers 404: never a redirect.
  const lang = siteLanguageOf(site, parsed.lang)?.lang;
  if (!lang) return { ...base, kind: 'rewrite', path: `${internalPath(site, parsed.lang, segments)}${request.search}` };
  const moved = request.serverAction ? undefined : routeMapRedirect(request, { site, lang, prefixed: parsed.prefixed, segments, params });
  if (moved) return redirect(moved);

  if (site === 'eu' && request.cookies[EU_VISITED_COOKIE] !== '1') {
    cookies.push({ name: EU_VISITED_COOKIE, value: '1', maxAgeSeconds: ONE_YEAR_SECONDS });
  }
  const effectiveLang = resolveLanguage(site, lang, request.cookies[EU_VISITED_COOKIE] === '1');
  const routeSite = routeSiteKey(site, request.cookies);
  const chosenByCookie = routeSite !== site || effectiveLang !== lang;
  if (!parsed.prefixed || chosenByCookie) {
    return { ...base, chosenByCookie, kind: 'rewrite', path: `${internalPath(routeSite, effectiveLang, segments)}${request.search}` };
  }
  return { ...base, kind: 'next' };
}

interface RouteMapInput {
  site: SiteKey;
  lang: Language;
  prefixed: boolean;
  segments: readonly string[];
  params: URLSearchParams;
}

/** Where the route map sends a page request (spec 1 §2.1, spec 3 §2), if elsewhere: a temporary redirect. */
function routeMapRedirect(request: ProxyRequest, { site, lang, prefixed, segments, params }: RouteMapInput): string | undefined {
  const home = withSitePrefix(site, lang, '/');
  const here = (path: string) => withSitePrefix(site, lang, path);

  // The remembered choice of the country/language selector applies when a visitor lands on `/`.
  if (!prefixed && segments.length === 0) {
    const preferred = preferredHome(request.cookies[SITE_PREFERENCE_COOKIE]);
    if (preferred && preferred !== '/') return `${preferred}${request.search}`;
  }

  const joined = segments.join('/');

  const aliasStep = CHECKOUT_ALIASES[joined];
  if (aliasStep) return `${here(routePath(site, { name: 'checkoutStep', step: aliasStep }))}${request.search}`;

  if (segments[0] === 'my-account' || segments[0] === 'account') {
    const target = `${here(canonicalAccountPath(segments.slice(1)))}`;
    const current = here(`/${joined}`);
    if (!request.signedIn) return dialogUrl(home, '', 'login', `${target}${request.search}`);
    if (target !== current) return `${target}${request.search}`;
  }

  if (joined === 'notFound') return here(routePath(site, { name: 'notFound' }));
  if (joined === 'pageError') return here(routePath(site, { name: 'pageError' }));

  if (joined === 'order-lookup') return dialogUrl(home, request.search, 'order-lookup');

  // The cart page sends an empty cart home (spec 1 §2.1). A visitor with neither a session nor the
  // cart hint has no cart at all: home at once, without drawing an empty cart page first.
  if (`/${joined}` === routePath(site, { name: 'cart' }) && !request.cookies[SESSION_COOKIE] && request.cookies[CART_HINT_COOKIE] !== '1') {
    return `${home}${request.search}`;
  }

  if (joined === SEARCH_FORM_SEGMENT) {
    const query = searchQueryOf(params.get(SEARCH_QUERY_PARAM));
    return query ? here(routePath(site, { name: 'search', query })) : home;
  }

  if (joined === 'login/pw/change') {
    if (!params.get('apiKey') || !params.get('pwrt')) return home;
    // A signed-in user is signed out first, then comes back to the reset form.
    if (request.signedIn) {
      const back = `${here('/login/pw/change')}${request.search}`;
      return `${here('/logout')}?${new URLSearchParams({ [RETURN_URL_PARAM]: back })}`;
    }
  } else if (joined === 'login') {
    const current = currentPage(request, site, lang) ?? home;
    return request.signedIn ? mergeQuery(current, request.search) : dialogUrl(current, request.search, 'login');
  } else if (isUnderLogin(segments)) {
    return request.signedIn ? home : dialogUrl(home, '', 'login');
  }
  return undefined;
}

/**
 * "Any page whose id contains /login" (spec 3 §2): a path under `login/`, or a content page whose
 * label has a `login` segment. The shopper's words in a search (`c/login`) and the codes in product,
 * category and order paths are not page ids, so they keep their pages.
 */
function isUnderLogin(segments: readonly string[]): boolean {
  return segments[0] === 'login' || (contentLabelOf(segments) !== undefined && segments.includes('login'));
}

function isClientOnly(segments: readonly string[], params: URLSearchParams): boolean {
  return (segments[0] !== undefined && CLIENT_ONLY_SEGMENTS.includes(segments[0])) || params.has(ASM_PARAM);
}

/** `my-account/...` mirrors `account/...`; an unknown account path goes to orders (spec 3 §2). */
export function canonicalAccountPath(rest: readonly string[]): string {
  const [page, code, ...extra] = rest;
  if (page === 'order' && code && extra.length === 0) return `/account/order/${encodeURIComponent(decodeSegment(code))}`;
  if (page && code === undefined && (ACCOUNT_PAGES as readonly string[]).includes(page)) return `/account/${page}`;
  return '/account/orders';
}

/** The page the visitor came from, when it is a page of this site and language. */
function currentPage(request: ProxyRequest, site: SiteKey, lang: Language): string | undefined {
  const path = sameOriginReferrerPath(request.referer, request.origin);
  if (!path) return undefined;
  const from = parseSitePath(new URL(path, request.origin).pathname);
  if (from.site !== site || (from.prefixed && from.lang !== lang)) return undefined;
  // Coming back to /login itself would loop.
  if (from.segments.includes('login')) return undefined;
  return path;
}

function preferredHome(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const [site, lang] = value.split('/');
  const pair = site && lang ? siteLanguageOf(site, lang) : undefined;
  return pair && withSitePrefix(pair.site, pair.lang, '/');
}

function mergeQuery(path: string, search: string): string {
  const url = new URL(path, 'http://localhost');
  new URLSearchParams(search).forEach((value, key) => url.searchParams.set(key, value));
  url.searchParams.delete(DIALOG_PARAM);
  return `${url.pathname}${url.search}`;
}

function dialogUrl(path: string, search: string, dialog: DialogName, returnUrl?: string): string {
  const url = new URL(mergeQuery(path, search), 'http://localhost');
  url.searchParams.set(DIALOG_PARAM, dialog);
  const safeReturn = safeReturnPath(returnUrl ?? url.searchParams.get(RETURN_URL_PARAM));
  if (safeReturn) url.searchParams.set(RETURN_URL_PARAM, safeReturn);
  else url.searchParams.delete(RETURN_URL_PARAM);
  return `${url.pathname}${url.search}`;
}
