import { COUNTRY_COOKIE, resolveCountry, type SiteKey } from '@/site';

function readCookie(name: string): string | undefined {
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined;
}

/**
 * The shopper's country on `site` as the country cookie keeps it (the site's default without one).
 * The cookie is not part of the cached page: browser only.
 */
export function storedCountryOf(site: SiteKey): string {
  return resolveCountry(site, readCookie(COUNTRY_COOKIE));
}
