import { notFound } from 'next/navigation';
import { parseRouteSite, type RouteSite } from '@/site';

export type SiteParams = Promise<{ site: string; lang: string }>;

/**
 * The site, language and (for Canada) fixed country of a route under `app/[site]/[lang]/`. Layout,
 * pages and metadata run concurrently, so each reads its params through this check: an invalid pair
 * is a 404, never a crash. Pass all three to `storeContext(site, lang, country)`.
 */
export async function siteParams(params: SiteParams): Promise<RouteSite> {
  const { site, lang } = await params;
  const route = parseRouteSite(site, lang);
  if (!route) notFound();
  return route;
}
