import { COUNTRY_COOKIE, resolveCountry } from '@/site/context';
import { requestCookie } from '@/site/request-cookies';
import { siteKeyOf } from '@/site/sites';

const COUNTRY_PATTERN = /^[A-Za-z]{2}$/;
const LANGUAGE_PATTERN = /^[a-z]{2}(_[A-Z]{2})?$/;
const CURRENCY_PATTERN = /^[A-Z]{3}$/;

/**
 * The context headers OCC reads (spec 1 §7). The storefront's client sends them; for a request that
 * lacks them they are taken from its `lang`/`curr` parameters and the `country` cookie (or the site).
 */
export function contextHeaders(request: Request, siteId: string, url: URL): Record<string, string> {
  const header = (name: string, pattern: RegExp) => valid(request.headers.get(name), pattern);
  const parameter = (name: string, pattern: RegExp) => valid(url.searchParams.get(name), pattern);
  const country = header('countryIsoCode', COUNTRY_PATTERN) ?? countryOf(request, siteId);
  const language = header('language', LANGUAGE_PATTERN) ?? parameter('lang', LANGUAGE_PATTERN);
  const currency = header('currency', CURRENCY_PATTERN) ?? parameter('curr', CURRENCY_PATTERN);
  return {
    ...(country && { countryIsoCode: country.toUpperCase() }),
    ...(language && { language }),
    ...(currency && { currency }),
  };
}

function countryOf(request: Request, siteId: string): string | undefined {
  const site = siteKeyOf(siteId);
  return site ? resolveCountry(site, requestCookie(request, COUNTRY_COOKIE)) : undefined;
}

function valid(value: string | null, pattern: RegExp): string | undefined {
  return value !== null && pattern.test(value) ? value : undefined;
}
