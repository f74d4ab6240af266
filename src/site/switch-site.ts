import { COUNTRY_COOKIE, SITE_PREFERENCE_COOKIE } from './context';
import { parseCategoryCode, parseProductCode, parseSitePath, withSitePrefix } from './paths';
import { routePath } from './routes';
import { SITES, SITE_KEYS, type Language, type SiteKey } from './sites';

/** The site that sells to a country: US and CA -> us, GB -> uk, EU members -> eu. */
export function siteForCountry(country: string): SiteKey | undefined {
  const iso = country.trim().toUpperCase();
  return SITE_KEYS.find((site) => SITES[site].countries.includes(iso));
}

export interface SiteChoice {
  site: SiteKey;
  lang: Language;
  country: string;
}

/**
 * The visitor's choice in the country/language selector, made whole: the site follows the country,
 * and a language the site does not offer falls back to the site's default.
 */
export function resolveSiteChoice(country: string, language: string): SiteChoice | undefined {
  const site = siteForCountry(country);
  if (!site) return undefined;
  const lang = selectableLanguages(site).find((candidate) => candidate === language) ?? SITES[site].defaultLanguage;
  return { site, lang, country: country.trim().toUpperCase() };
}

/** Languages a visitor can pick for a site (the EU site's en-gb is reached through the visited flag). */
export function selectableLanguages(site: SiteKey): Language[] {
  return SITES[site].languages.filter((lang) => !(site === 'eu' && lang === 'en-gb'));
}

/**
 * The same page on another site: product and category URLs change shape between the US and EMEA
 * sites, so they are rebuilt from their codes; other paths keep their site-relative part.
 */
export function switchSitePath(publicPath: string, to: { site: SiteKey; lang: Language }): string {
  const url = new URL(publicPath, 'http://localhost');
  const from = parseSitePath(url.pathname);
  const [first, ...rest] = from.segments;
  let relative = `/${from.segments.join('/')}`;
  if (first === 'p' || first === 'product') {
    const code = parseProductCode(from.site, rest);
    relative = code ? routePath(to.site, { name: 'product', code }) : '/';
  } else if (first === 'c') {
    const code = parseCategoryCode(from.site, rest);
    relative = code ? routePath(to.site, { name: 'category', code }) : '/';
  }
  return `${withSitePrefix(to.site, to.lang, relative)}${url.search}`;
}

/** Cookies that remember a choice: the country for backend calls and the site for the next visit. */
export function siteChoiceCookies(choice: SiteChoice): { name: string; value: string }[] {
  return [
    { name: COUNTRY_COOKIE, value: choice.country },
    { name: SITE_PREFERENCE_COOKIE, value: `${choice.site}/${choice.lang}` },
  ];
}
