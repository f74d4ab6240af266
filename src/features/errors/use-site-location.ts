'use client';

import { useParams } from 'next/navigation';
import { DEFAULT_SITE_LANGUAGE, siteLanguageOf, type SiteLocation } from '@/site';

/** The site and language of the current route, for client islands rendered outside a page. */
export function useSiteLocation(): SiteLocation {
  const params = useParams<{ site?: string; lang?: string }>();
  const site = params?.site ?? DEFAULT_SITE_LANGUAGE.site;
  const lang = params?.lang ?? DEFAULT_SITE_LANGUAGE.lang;
  return siteLanguageOf(site, lang) ?? DEFAULT_SITE_LANGUAGE;
}
