import { selectableLanguages, type Language, type RouteSite } from '@/site';

/**
 * The Open Graph locale of a page (`og:locale`, `language_TERRITORY`), and on the EU store the
 * site's other languages as `og:locale:alternate`, so a shared link is shown in the page's language.
 * The US site's pages are `en_US`, its Canadian ones `en_CA`; the UK's `en_GB`. The EU store serves
 * each language to every member state: a language names the territory it is mostly read in, and the
 * EU store's English is Ireland's.
 */
const EU_TERRITORIES: Readonly<Record<Language, string>> = {
  en: 'IE',
  'en-gb': 'GB',
  de: 'DE',
  es: 'ES',
  fr: 'FR',
  it: 'IT',
  nl: 'NL',
};

export function openGraphLocale({ site, lang, country }: RouteSite): string {
  if (site === 'us') return country === 'CA' ? 'en_CA' : 'en_US';
  if (site === 'uk') return 'en_GB';
  return `${lang.slice(0, 2)}_${EU_TERRITORIES[lang]}`;
}

export interface OpenGraphSite {
  siteName: string;
  locale: string;
  alternateLocale?: string[];
}

/** `og:site_name` and the locales; pages that set their own `openGraph` spread this into it. */
export function openGraphSite(route: RouteSite, brand: string): OpenGraphSite {
  const locale = openGraphLocale(route);
  const alternateLocale = [
    ...new Set(selectableLanguages(route.site).map((lang) => openGraphLocale({ ...route, lang }))),
  ].filter((other) => other !== locale);
  return { siteName: brand, locale, ...(alternateLocale.length > 0 ? { alternateLocale } : {}) };
}
