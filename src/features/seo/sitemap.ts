import type { MetadataRoute } from 'next';
import { getCachedProductSearch } from '@/commerce/cached';
import { categoryCanonicalPath } from '@/features/catalog/breadcrumbs';
import { toFacetModels } from '@/features/catalog/listing-model';
import { catalogContext, departmentCodes, tryCategory } from '@/features/catalog/load-listing';
import { canonicalProductPath } from '@/features/product/load-product';
import { pathFor, selectableLanguages, SITE_KEYS, type Language, type SiteKey } from '@/site';

/**
 * The sitemaps (one per public site and language: `us-en`, `uk-en-gb`, `eu-de`, ...): the home page,
 * every category reachable from the departments, and every product, each at its canonical URL.
 * Listings show their first page on the server and the rest by infinite scroll (spec 1 §9), so the
 * sitemap is how crawlers find the whole catalogue. The EU site's en-gb has no address of its own.
 */

export interface SitemapSite {
  id: string;
  site: SiteKey;
  lang: Language;
}

/** A sitemap holds at most 50,000 URLs (the sitemaps protocol). */
const SITEMAP_URL_LIMIT = 50_000;
/** Products asked for per search page while listing the catalogue. */
const PRODUCT_PAGE_SIZE = 100;
/** Levels below the departments followed to find categories. */
const CATEGORY_DEPTH = 5;

export function sitemapSites(): SitemapSite[] {
  return SITE_KEYS.flatMap((site) => selectableLanguages(site).map((lang) => ({ id: `${site}-${lang}`, site, lang })));
}

export function sitemapSite(id: string): SitemapSite | undefined {
  return sitemapSites().find((candidate) => candidate.id === id);
}

/** The sitemap files' addresses, for robots.txt. */
export function sitemapUrls(origin: string): string[] {
  return sitemapSites().map(({ id }) => new URL(`/sitemap/${id}.xml`, origin).toString());
}

/** Categories from the departments down, breadth first, each once: their canonical paths. */
async function categoryPaths(site: SiteKey, lang: Language): Promise<string[]> {
  const route = { site, lang };
  const seen = new Set<string>();
  const paths: string[] = [];
  let level = await departmentCodes(route);
  for (let depth = 0; depth <= CATEGORY_DEPTH && level.length > 0; depth++) {
    const fresh = level.filter((code) => !seen.has(code));
    for (const code of fresh) seen.add(code);
    const listings = await Promise.all(fresh.map((code) => tryCategory(route, code)));
    const next: string[] = [];
    for (const listing of listings) {
      if (!listing) continue;
      paths.push(categoryCanonicalPath(site, lang, listing.category));
      // On a category's page, the category facet lists its sub-categories.
      const children = toFacetModels(listing.page).find((facet) => facet.category)?.values ?? [];
      next.push(...children.map((value) => value.code));
    }
    level = next;
  }
  return paths;
}

/** Every product of the catalogue, page by page, at its canonical path. */
async function productPaths(site: SiteKey, lang: Language, limit: number): Promise<string[]> {
  const context = catalogContext({ site, lang });
  const paths: string[] = [];
  for (let currentPage = 0; paths.length < limit; currentPage++) {
    const page = await getCachedProductSearch(context, { query: ':relevance', currentPage, pageSize: PRODUCT_PAGE_SIZE });
    for (const product of page.products) paths.push(canonicalProductPath(site, lang, product));
    const totalPages = page.pagination?.totalPages ?? 1;
    if (page.products.length === 0 || currentPage + 1 >= totalPages) break;
  }
  return paths.slice(0, limit);
}

export async function sitemapEntries({ site, lang }: SitemapSite, origin: string): Promise<MetadataRoute.Sitemap> {
  const home = pathFor({ site, lang }, { name: 'home' });
  const categories = await categoryPaths(site, lang);
  const products = await productPaths(site, lang, SITEMAP_URL_LIMIT - 1 - categories.length);
  const unique = [...new Set([home, ...categories, ...products])];
  return unique.map((path) => ({ url: new URL(path, origin).toString() }));
}
