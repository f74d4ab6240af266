import {
  SITES,
  isEmeaSite,
  siteIdOf,
  type Currency,
  type Language,
  type Region,
  type SiteId,
  type SiteKey,
} from './sites';

/** Cookie names shared by the proxy, the selector and the server. */
export const COUNTRY_COOKIE = 'country';
export const EU_VISITED_COOKIE = 'eu-visited';
/** The visitor's chosen site and language, written by the country/language selector. */
export const SITE_PREFERENCE_COOKIE = 'site-preference';

/** Everything the backend needs to know about where and how a visitor shops. */
export interface StoreContext {
  site: SiteKey;
  siteId: SiteId;
  region: Region;
  language: Language;
  country: string;
  currency: Currency;
}

/**
 * The country used for backend calls (spec 1 §7): the `country` cookie when it belongs to the site,
 * else the site's own country (uk -> GB, us -> US, eu -> AT).
 */
export function resolveCountry(site: SiteKey, storedCountry?: string | null): string {
  const candidate = storedCountry?.trim().toUpperCase();
  const { countries, defaultCountry } = SITES[site];
  return candidate && countries.includes(candidate) ? candidate : defaultCountry;
}

/** English on the EU site becomes en-gb once the EU-visited flag is set (spec 1 §1). */
export function resolveLanguage(site: SiteKey, urlLanguage: Language, euVisited: boolean): Language {
  return site === 'eu' && urlLanguage === 'en' && euVisited ? 'en-gb' : urlLanguage;
}

export function currencyFor(site: SiteKey, country: string): Currency {
  const { currencies } = SITES[site];
  return currencies[country.toUpperCase()] ?? currencies.default;
}

export function storeContext(site: SiteKey, language: Language, storedCountry?: string | null): StoreContext {
  const country = resolveCountry(site, storedCountry);
  return {
    site,
    siteId: siteIdOf(site),
    region: isEmeaSite(site) ? 'EMEA' : 'NA',
    language,
    country,
    currency: currencyFor(site, country),
  };
}

/**
 * The BCP 47 tag for `<html lang>` and `Intl`. English is American English on the US site and, on the
 * EU store (where `en` is its English until the EU-visited flag makes it `en-gb`, spec 1 §1), English
 * as used in Europe: dates read day first there, as in the store's other languages.
 */
export function languageTag(site: SiteKey, language: Language): string {
  if (language === 'en-gb') return 'en-GB';
  if (language === 'en') return site === 'eu' ? 'en-150' : 'en-US';
  return language;
}

/** OCC names British English `en_GB`; the other languages are the same in both worlds. */
export function occLanguage(language: Language): string {
  return language === 'en-gb' ? 'en_GB' : language;
}

/**
 * Set beside the sealed session while a customer is signed in. Only a routing hint for the proxy
 * (which must stay synchronous and cannot unseal); every data access checks the sealed session.
 */
export const SIGNED_IN_HINT_COOKIE = 'ws_auth';

/** The sealed commerce session (httpOnly; `@/commerce/session`). */
export const SESSION_COOKIE = 'ws_session';

/**
 * Set beside the sealed session while it may hold a cart: a guest's cart, or any signed-in session
 * (whose cart lives in the backend). Readable by the page, so the header does not ask for a cart
 * that cannot exist; a hint only, it grants nothing. The proxy sets it for a session from before it
 * existed, so such a visitor is asked once.
 */
export const CART_HINT_COOKIE = 'ws_cart';
