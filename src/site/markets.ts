import { COUNTRY_COOKIE, storeContext } from './context';
import { internalPath, withSitePrefix } from './paths';
import { SITES, allSiteLanguages, siteLanguageOf, type Language, type SiteKey } from './sites';

/**
 * Internal keys of the `[site]` route segment. Canada shares the US site's URLs but not its prices:
 * the proxy sends a visitor whose stored country is CA to the internal `ca` key, so CAD pages are
 * prerendered and cached apart from USD ones and nothing reads a cookie while rendering. The key is
 * never part of a public URL (`/ca/...` is just a US path that does not exist).
 */
const CANADA_ROUTE_KEY = 'ca';

export interface RouteSite {
  site: SiteKey;
  lang: Language;
  /** The country the route is fixed to, when it carries one (Canada); otherwise the site decides. */
  country?: string;
}

/** The `[site]` segment a request is rewritten to. */
export function routeSiteKey(site: SiteKey, cookies: Partial<Record<string, string>>): string {
  return site === 'us' && cookies[COUNTRY_COOKIE]?.trim().toUpperCase() === 'CA' ? CANADA_ROUTE_KEY : site;
}

/** The site, language and fixed country of a route's params, or undefined for a pair outside the allow-list. */
export function parseRouteSite(siteParam: string, langParam: string): RouteSite | undefined {
  if (siteParam === CANADA_ROUTE_KEY) return langParam === 'en' ? { site: 'us', lang: 'en', country: 'CA' } : undefined;
  return siteLanguageOf(siteParam, langParam);
}

/** Every `[site]/[lang]` pair to prerender, including the internal Canadian one. */
export function allRouteParams(): { site: string; lang: string }[] {
  return [...allSiteLanguages(), { site: CANADA_ROUTE_KEY, lang: 'en' }];
}

/**
 * The site and language of a route whose catalogue country is `country`: what a page's data API
 * (menus, carousels) is asked with, checked against the routes there are; undefined otherwise.
 */
export function routeMarket(site: string, lang: string, country: string): { site: SiteKey; lang: Language } | undefined {
  for (const params of allRouteParams()) {
    const route = parseRouteSite(params.site, params.lang);
    if (route && route.site === site && route.lang === lang && storeContext(route.site, route.lang, route.country).country === country) {
      return { site: route.site, lang: route.lang };
    }
  }
  return undefined;
}

/**
 * The path as the shopper's address bar has it. On the server the path is the internal route the
 * proxy rewrote to (`/us/en/account/orders`, `/ca/en/...` for Canada), in the browser the public one
 * (`/account/orders`). The inverse of the proxy's rewrite, for what a server render reads from the path.
 */
export function publicPathOf(pathname: string, site: SiteKey, lang: Language): string {
  if (SITES[site].prefixed) return pathname;
  const internal = [site, CANADA_ROUTE_KEY]
    .map((key) => internalPath(key, lang, []))
    .find((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
  return internal ? withSitePrefix(site, lang, pathname.slice(internal.length)) : pathname;
}
