import { routeMarket, type Language, type SiteKey } from '@/site';

/** The path parameters of a CMS component's data route: `/api/{kind}/{site}/{lang}/{uid}`. */
export interface CmsComponentRouteParams {
  site: string;
  lang: string;
  uid: string;
}

/** Loads a component's public data for a market, or `null` when it has nothing to give. */
export type CmsComponentLoader<T> = (site: SiteKey, lang: Language, country: string, uid: string) => Promise<T | null>;

/**
 * `GET /api/{kind}/{site}/{lang}/{uid}?country=XX`: one CMS component's public data as JSON, as a
 * page loads the parts it leaves to the browser (the category menu's tree, a carousel that comes
 * near). Only the routes' own markets are answered (`routeMarket`), anything else is a 404; a
 * component with nothing to give is a 404 remembered briefly; the data is cacheable by the browser
 * and CDNs.
 */
export async function cmsComponentResponse<T>(
  request: Request,
  { site, lang, uid }: CmsComponentRouteParams,
  load: CmsComponentLoader<T>,
  /** How long browsers and CDNs may keep the answer: content for minutes, prices for one. */
  { maxAgeSeconds = 300, staleSeconds = 3600 }: { maxAgeSeconds?: number; staleSeconds?: number } = {},
): Promise<Response> {
  const country = new URL(request.url).searchParams.get('country') ?? '';
  const market = routeMarket(site, lang, country);
  if (!market || !uid) return Response.json({ error: 'not-found' }, { status: 404 });
  const data = await load(market.site, market.lang, country, uid);
  if (!data) return Response.json({ error: 'not-found' }, { status: 404, headers: { 'Cache-Control': 'public, max-age=30' } });
  return Response.json(data, { headers: { 'Cache-Control': `public, max-age=${maxAgeSeconds}, stale-while-revalidate=${staleSeconds}` } });
}
