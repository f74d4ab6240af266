import { parseRouteSite } from '@/site';
import { departmentCodes } from './load-listing';

/**
 * The category pages rendered at build time: each site's departments (the backend's category facet).
 * Every other category and every search renders on its first request and is then kept like these.
 * The build needs at least one path per site and language; without departments (a backend that sends
 * no category facet) a plain search for the trade stands in.
 */
const FALLBACK_STATIC_PATH = ['workwear'];

export async function catalogStaticPaths(site: string, lang: string): Promise<{ path: string[] }[]> {
  const route = parseRouteSite(site, lang);
  if (!route) {
    console.warn(`Category pages: no static paths for the unknown site and language ${site}/${lang}`);
    return [{ path: FALLBACK_STATIC_PATH }];
  }
  const codes = await departmentCodes(route);
  if (codes.length === 0) {
    console.warn(`Category pages: the backend named no departments for ${site}/${lang}`);
    return [{ path: FALLBACK_STATIC_PATH }];
  }
  return codes.map((code) => ({ path: [code] }));
}
