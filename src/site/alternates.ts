import { languageTag } from './context';
import { pathFor, type Route } from './routes';
import { SITES, SITE_KEYS } from './sites';

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/**
 * hreflang alternates of a route across every site and language, plus `x-default` (the US site).
 * The CMS alternate-URL lookup (spec 1 §2.2) refines these per page once content is localised;
 * this is the structural fallback. The internal `eu/en-gb` variant is not a public page of its own.
 */
export function hreflangAlternates(route: Route, origin: string): AlternateLink[] {
  const links = SITE_KEYS.flatMap((site) =>
    SITES[site].languages
      .filter((lang) => !(site === 'eu' && lang === 'en-gb'))
      .map((lang) => ({
        hrefLang: site === 'eu' && lang === 'en' ? 'en' : languageTag(site, lang),
        href: new URL(pathFor({ site, lang }, route), origin).toString(),
      })),
  );
  const usEnglish = links.find((link) => link.hrefLang === 'en-US');
  return usEnglish ? [...links, { hrefLang: 'x-default', href: usEnglish.href }] : links;
}
