/**
 * The regional sites of the storefront (ARCHITECTURE §1, spec 1 §1).
 *
 * The URL segment (`us`, `uk`, `eu`) is the site key; OCC knows the site by its id (`brand-us` ...).
 * `uk` in site ids is `gb` in country codes.
 */

export const SITE_KEYS = ['us', 'uk', 'eu'] as const;
export type SiteKey = (typeof SITE_KEYS)[number];

export const LANGUAGES = ['en', 'en-gb', 'de', 'es', 'fr', 'it', 'nl'] as const;
export type Language = (typeof LANGUAGES)[number];

export type SiteId = `brand-${SiteKey}`;
export type Region = 'NA' | 'EMEA';
export type Currency = 'USD' | 'CAD' | 'GBP' | 'EUR';

/** The 27 member states of the European Union, served by the EU site. */
export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

export interface SiteDefinition {
  key: SiteKey;
  id: SiteId;
  region: Region;
  /** Languages that may appear in the URL for this site. */
  languages: readonly Language[];
  defaultLanguage: Language;
  countries: readonly string[];
  defaultCountry: string;
  /** Currency per country; `default` when the country has no entry of its own. */
  currencies: { default: Currency } & Partial<Record<string, Currency>>;
  /** Whether URLs of this site carry the `/{site}/{lang}` prefix (the US site is unprefixed). */
  prefixed: boolean;
}

export const SITES: Readonly<Record<SiteKey, SiteDefinition>> = {
  us: {
    key: 'us',
    id: 'brand-us',
    region: 'NA',
    languages: ['en'],
    defaultLanguage: 'en',
    countries: ['US', 'CA'],
    defaultCountry: 'US',
    currencies: { default: 'USD', CA: 'CAD' },
    prefixed: false,
  },
  uk: {
    key: 'uk',
    id: 'brand-uk',
    region: 'EMEA',
    languages: ['en-gb'],
    defaultLanguage: 'en-gb',
    countries: ['GB'],
    defaultCountry: 'GB',
    currencies: { default: 'GBP' },
    prefixed: true,
  },
  eu: {
    key: 'eu',
    id: 'brand-eu',
    region: 'EMEA',
    // en-gb is the language English resolves to once the EU-visited flag is set (spec 1 §1); the proxy
    // rewrites /eu/en/... to it internally, and it is accepted in the URL so that rewrite has a target.
    languages: ['en', 'en-gb', 'de', 'es', 'fr', 'it', 'nl'],
    defaultLanguage: 'en',
    countries: EU_COUNTRIES,
    defaultCountry: 'AT',
    currencies: { default: 'EUR' },
    prefixed: true,
  },
};

export const DEFAULT_SITE: SiteKey = 'us';

/** The default site in its default language: where an address names no valid site and language. */
export const DEFAULT_SITE_LANGUAGE: { site: SiteKey; lang: Language } = { site: DEFAULT_SITE, lang: SITES[DEFAULT_SITE].defaultLanguage };

export function isSiteKey(value: string): value is SiteKey {
  return (SITE_KEYS as readonly string[]).includes(value);
}

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The allow-list of (site, language) pairs; anything else is a 404 from the segment layout. */
export function isValidSiteLanguage(site: string, lang: string): boolean {
  return siteLanguageOf(site, lang) !== undefined;
}

/** The (site, language) pair two route strings name, typed, or `undefined` outside the allow-list. */
export function siteLanguageOf(site: string, lang: string): { site: SiteKey; lang: Language } | undefined {
  return isSiteKey(site) && isLanguage(lang) && SITES[site].languages.includes(lang) ? { site, lang } : undefined;
}

/** Every valid (site, language) pair, for `generateStaticParams`. */
export function allSiteLanguages(): { site: SiteKey; lang: Language }[] {
  return SITE_KEYS.flatMap((site) => SITES[site].languages.map((lang) => ({ site, lang })));
}

export function siteIdOf(site: SiteKey): SiteId {
  return SITES[site].id;
}

/** Accepts a site key or id in any case, and the country spelling `gb` for the UK site. */
export function siteKeyOf(idOrKey: string): SiteKey | undefined {
  const key = idOrKey.toLowerCase().replace(/^brand-/, '').replace(/^gb$/, 'uk');
  return isSiteKey(key) ? key : undefined;
}

/** The loyalty programme (points, rewards, their account page) runs on the US/Canada site only (spec 1 §1). */
export function offersLoyalty(site: SiteKey): boolean {
  return SITES[site].region !== 'EMEA';
}

/** EMEA is recognised from the site id (spec 1 §1). */
export function isEmeaSite(idOrKey: string): boolean {
  const key = siteKeyOf(idOrKey);
  return key !== undefined && SITES[key].region === 'EMEA';
}
