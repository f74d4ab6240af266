'use client';

import { useParams } from 'next/navigation';
import { DEFAULT_SITE, SITES, siteLanguageOf, type SiteLocation } from '@/site';

/** The site and language of the current route, for client islands rendered outside a page. */
export function useSiteLocation(): SiteLocation {
  const params = useParams<{ site?: string; lang?: string }>();
  const site = params?.site ?? DEFAULT_SITE;
  const lang = params?.lang ?? SITES[DEFAULT_SITE].defaultLanguage;
  return siteLanguageOf(site, lang) ?? { site: DEFAULT_SITE, lang: SITES[DEFAULT_SITE].defaultLanguage };
}
