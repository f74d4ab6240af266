import type { CurrencyIso, OccLanguage, Texts } from './locale';

/**
 * The base sites the sandbox serves (fixed identifiers shared by the whole storefront).
 * EMEA = brand-uk and brand-eu; prices there include VAT.
 */

export const BRAND_NAME = 'Ironbark Workwear';
export const BRAND_SHORT = 'Ironbark';

export const SITE_IDS = ['brand-us', 'brand-uk', 'brand-eu'] as const;
export type SiteUid = (typeof SITE_IDS)[number];

export const EU_COUNTRIES = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE',
  'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE',
] as const;

export interface SiteSeed {
  uid: SiteUid;
  name: string;
  region: 'NA' | 'EMEA';
  languages: readonly OccLanguage[];
  defaultLanguage: OccLanguage;
  currencies: readonly CurrencyIso[];
  defaultCurrency: CurrencyIso;
  /** Countries the site delivers to. */
  shippingCountries: readonly string[];
  /** Countries accepted on billing addresses. */
  billingCountries: readonly string[];
  defaultCountry: string;
  /** VAT included in EMEA prices; 0 where tax is added at checkout (US/Canada). */
  vatRate: number;
  /** Free standard shipping from this cart subtotal, per currency. */
  freeShippingThreshold: Partial<Record<CurrencyIso, number>>;
}

export const SITES: Readonly<Record<SiteUid, SiteSeed>> = {
  'brand-us': {
    uid: 'brand-us',
    name: `${BRAND_NAME} US`,
    region: 'NA',
    languages: ['en'],
    defaultLanguage: 'en',
    currencies: ['USD', 'CAD'],
    defaultCurrency: 'USD',
    shippingCountries: ['US', 'CA'],
    billingCountries: ['US', 'CA'],
    defaultCountry: 'US',
    vatRate: 0,
    freeShippingThreshold: { USD: 75, CAD: 100 },
  },
  'brand-uk': {
    uid: 'brand-uk',
    name: `${BRAND_NAME} UK`,
    region: 'EMEA',
    languages: ['en_GB'],
    defaultLanguage: 'en_GB',
    currencies: ['GBP'],
    defaultCurrency: 'GBP',
    shippingCountries: ['GB'],
    billingCountries: ['GB', 'IE'],
    defaultCountry: 'GB',
    vatRate: 0.2,
    freeShippingThreshold: { GBP: 60 },
  },
  'brand-eu': {
    uid: 'brand-eu',
    name: `${BRAND_NAME} EU`,
    region: 'EMEA',
    languages: ['en', 'en_GB', 'de', 'es', 'fr', 'it', 'nl'],
    defaultLanguage: 'en',
    currencies: ['EUR'],
    defaultCurrency: 'EUR',
    shippingCountries: EU_COUNTRIES,
    billingCountries: EU_COUNTRIES,
    defaultCountry: 'AT',
    vatRate: 0.2,
    freeShippingThreshold: { EUR: 75 },
  },
};

export function isSiteUid(value: string): value is SiteUid {
  return (SITE_IDS as readonly string[]).includes(value);
}

export function isEmea(site: SiteSeed): boolean {
  return site.region === 'EMEA';
}

export interface TitleSeed {
  code: string;
  name: Texts;
}

export const TITLES: readonly TitleSeed[] = [
  { code: 'mr', name: { en: 'Mr.', en_GB: 'Mr', de: 'Herr', es: 'Sr.', fr: 'M.', it: 'Sig.', nl: 'Dhr.' } },
  { code: 'ms', name: { en: 'Ms.', en_GB: 'Ms', de: 'Frau', es: 'Sra.', fr: 'Mme', it: 'Sig.ra', nl: 'Mevr.' } },
  { code: 'mrs', name: { en: 'Mrs.', en_GB: 'Mrs', de: 'Frau', es: 'Sra.', fr: 'Mme', it: 'Sig.ra', nl: 'Mevr.' } },
  { code: 'miss', name: { en: 'Miss', de: 'Fräulein', es: 'Srta.', fr: 'Mlle', it: 'Sig.na', nl: 'Mej.' } },
  { code: 'dr', name: { en: 'Dr.', en_GB: 'Dr', de: 'Dr.', es: 'Dr.', fr: 'Dr', it: 'Dott.', nl: 'Dr.' } },
  { code: 'mx', name: { en: 'Mx.', en_GB: 'Mx', de: 'Divers', es: 'Mx.', fr: 'Mx', it: 'Mx', nl: 'Mx.' } },
];

export interface RegionSeed {
  /** ISO 3166-2 code, e.g. `US-MI`. */
  isocode: string;
  name: string;
}

const US_STATES: ReadonlyArray<readonly [string, string]> = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['PR', 'Puerto Rico'], ['GU', 'Guam'], ['VI', 'U.S. Virgin Islands'],
];

const CA_PROVINCES: ReadonlyArray<readonly [string, string]> = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
];

const IT_REGIONS: ReadonlyArray<readonly [string, string]> = [
  ['65', 'Abruzzo'], ['77', 'Basilicata'], ['78', 'Calabria'], ['72', 'Campania'], ['45', 'Emilia-Romagna'],
  ['36', 'Friuli Venezia Giulia'], ['62', 'Lazio'], ['42', 'Liguria'], ['25', 'Lombardia'], ['57', 'Marche'],
  ['67', 'Molise'], ['21', 'Piemonte'], ['75', 'Puglia'], ['88', 'Sardegna'], ['82', 'Sicilia'],
  ['52', 'Toscana'], ['32', 'Trentino-Alto Adige'], ['55', 'Umbria'], ['23', "Valle d'Aosta"], ['34', 'Veneto'],
];

/** Countries whose addresses carry a region; the others have none (an empty list, as in OCC). */
export const REGIONS: Readonly<Record<string, readonly RegionSeed[]>> = {
  US: US_STATES.map(([code, name]) => ({ isocode: `US-${code}`, name })),
  CA: CA_PROVINCES.map(([code, name]) => ({ isocode: `CA-${code}`, name })),
  IT: IT_REGIONS.map(([code, name]) => ({ isocode: `IT-${code}`, name })),
};

/** Every country any site knows, for address and region look-ups. */
export function allKnownCountries(): string[] {
  const set = new Set<string>();
  for (const site of Object.values(SITES)) {
    site.shippingCountries.forEach((c) => set.add(c));
    site.billingCountries.forEach((c) => set.add(c));
  }
  return [...set].sort();
}
