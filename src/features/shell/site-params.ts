import { notFound } from 'next/navigation';
import { isValidSiteLanguage, type Language, type SiteKey } from '@/site';

export type SiteParams = Promise<{ site: string; lang: string }>;

/**
 * The site and language of a route under `app/[site]/[lang]/`. Layout, pages and metadata run
 * concurrently, so each reads its params through this check: an invalid pair is a 404, never a crash.
 */
export async function siteParams(params: SiteParams): Promise<{ site: SiteKey; lang: Language }> {
  const { site, lang } = await params;
  if (!isValidSiteLanguage(site, lang)) notFound();
  return { site: site as SiteKey, lang: lang as Language };
}
