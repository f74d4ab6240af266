import { readBrowserCookie } from '@/features/session/browser-cookie';
import { COUNTRY_COOKIE, resolveCountry, type SiteKey } from '@/site';

/**
 * The shopper's country on `site` as the country cookie keeps it (the site's default without one).
 * The cookie is not part of the cached page: browser only.
 */
export function storedCountryOf(site: SiteKey): string {
  return resolveCountry(site, readBrowserCookie(COUNTRY_COOKIE));
}
