import { cacheLife, cacheTag } from 'next/cache';
import { z } from 'zod';
import { CACHE_PROFILES, categoryTag, SEARCH_TAG } from '@/commerce/cache-tags';
import { getCachedProductSearch } from '@/commerce/cached';
import { catalogOccClient, type CatalogContext } from '@/commerce/server';
import { isOccError } from '@/commerce/errors';
import { withinRenderBudget } from '@/commerce/render-budget';
import { categorySchema, listOf, type ProductSearchPage } from '@/commerce/schemas';
import { editorUrl, storeContext, type Language, type RouteSite, type SiteKey } from '@/site';
import { catalogPathIntent } from './catalog-path';
import { LISTING_PAGE_SIZE } from './listing-constants';
import { toFacetModels } from './listing-model';
import {
  INITIAL_LISTING_STATE,
  isSearchableText,
  normalizeSearchText,
  occSearchQuery,
  type ListingScope,
} from './search-query';

/**
 * Resolves a `c/...` path into what the page shows, asking the backend (spec 1 §2.1). A one-segment
 * path is first searched as a category (`:relevance:allCategories:{code}`): when the answer names
 * that category, it is a category page and the answer is its first page. Otherwise the segment is
 * free text and searched as such. Every call goes through the cached search (`@/commerce/cached`)
 * with the site's own store context, so the result is shared by every visitor of the site.
 */

/**
 * The category facts of a category search. `category` and `parentCategoryPath` are the brand's fields
 * beside OCC's page; a stock SAP Commerce names the category only in the search's breadcrumb for the
 * category filter (as Spartacus reads it), and has no trail.
 */
const categoryPageSchema = z.looseObject({
  categoryCode: z.string().optional(),
  category: categorySchema
    .extend({
      seo: z
        .looseObject({
          metaTitle: z.string().optional(),
          metaDescription: z.string().optional(),
          canonicalUrl: z.string().optional(),
        })
        .optional(),
    })
    .optional(),
  parentCategoryPath: listOf(categorySchema),
});

/** The category facets a category filter is written with in a search query. */
const CATEGORY_FACET_CODES: ReadonlySet<string | undefined> = new Set(['allCategories', 'category']);

/**
 * The category's name from the breadcrumb of its own filter, when the backend sends neither
 * `categoryCode` nor `category`. Only an answer with products counts: a filter on a code that is not a
 * category finds nothing, and that path is then searched as text.
 */
function breadcrumbName(code: string, page: ProductSearchPage): string | undefined {
  if (!page.pagination?.totalResults) return undefined;
  return page.breadcrumbs.find(
    (crumb) => CATEGORY_FACET_CODES.has(crumb.facetCode) && crumb.facetValueCode === code && crumb.facetValueName,
  )?.facetValueName;
}

export interface CategoryFacts {
  code: string;
  name: string;
  /** Ancestors (department first) and the category itself. */
  trail: { code: string; name?: string | undefined }[];
  metaTitle?: string | undefined;
  metaDescription?: string | undefined;
  canonicalUrl?: string | undefined;
}

export type ListingResult =
  | { kind: 'category'; scope: ListingScope; page: ProductSearchPage; category: CategoryFacts }
  | { kind: 'search'; scope: ListingScope; text: string; page: ProductSearchPage }
  /** Only spaces or symbols: nothing to search for, so the backend is not asked. */
  | { kind: 'emptySearch'; text: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'notFound' };

/**
 * The store context of a cached browse page: the site's own country, or the country the route is fixed
 * to (Canada, whose prices differ), never a cookie.
 */
export function catalogContext({ site, lang, country }: RouteSite) {
  const { siteId, language, currency, country: countryIso } = storeContext(site, lang, country);
  return { siteId, language, currency, country: countryIso };
}

function firstPage(route: RouteSite, scope: ListingScope) {
  return getCachedProductSearch(
    catalogContext(route),
    { query: occSearchQuery(scope, INITIAL_LISTING_STATE), currentPage: 0, pageSize: LISTING_PAGE_SIZE },
    scope.kind === 'category' ? scope.categoryCode : undefined,
  );
}

function categoryFactsOf(code: string, page: ProductSearchPage): CategoryFacts | undefined {
  const facts = categoryPageSchema.safeParse(page);
  if (!facts.success) return undefined;
  const { categoryCode, category, parentCategoryPath } = facts.data;
  const named = categoryCode === code || category?.code === code;
  const name = named ? (category?.name ?? breadcrumbName(code, page) ?? code) : breadcrumbName(code, page);
  if (name === undefined) return undefined;
  return {
    code,
    name,
    trail: [...parentCategoryPath.map(({ code: c, name: n }) => ({ code: c, name: n })), { code, name }],
    metaTitle: category?.seo?.metaTitle,
    metaDescription: category?.seo?.metaDescription,
    canonicalUrl: category?.seo?.canonicalUrl,
  };
}

/** The category's first page and facts, or `undefined` when the backend does not know the code. */
export async function tryCategory(route: RouteSite, code: string) {
  const scope: ListingScope = { kind: 'category', categoryCode: code };
  const page = await lookUpCategoryPage(catalogContext(route), occSearchQuery(scope, INITIAL_LISTING_STATE), code);
  const category = page ? categoryFactsOf(code, page) : undefined;
  return page && category ? { kind: 'category' as const, scope, page, category } : undefined;
}

/**
 * A category's first page, or `null` when OCC refuses the filter as an unknown category (a 400): that
 * is "not a category", so the path is a search. Kept as a cached answer, because the page is static
 * and a static render may only read cached data (a lookup that throws caches nothing). The page waits
 * for it within the render budget, as for `@/commerce/cached`.
 */
function lookUpCategoryPage(context: CatalogContext, query: string, code: string) {
  return withinRenderBudget(cachedCategoryLookup(context, query, code));
}

async function cachedCategoryLookup(context: CatalogContext, query: string, code: string) {
  'use cache';
  cacheLife(CACHE_PROFILES.search);
  cacheTag(SEARCH_TAG, categoryTag(code));
  try {
    // The client itself, not `getCachedProductSearch`: an error thrown out of another cached function
    // arrives rebuilt, no longer an `OccError` whose status could be read.
    return await catalogOccClient(context).searchProducts({ query, currentPage: 0, pageSize: LISTING_PAGE_SIZE });
  } catch (error) {
    if (isOccError(error) && error.status === 400) return null;
    throw error;
  }
}

/**
 * A merchandiser's keyword redirect (`editorUrl`): site-relative paths (`/c/men`, or `c/men` as the
 * backend may write it) stay on this site, http(s) URLs go as they are; any other scheme is refused.
 */
export function keywordRedirectLocation(site: SiteKey, lang: Language, url: string | undefined): string | undefined {
  return editorUrl({ site, lang }, url);
}

async function search(route: RouteSite, raw: string): Promise<ListingResult> {
  const text = normalizeSearchText(raw);
  if (!isSearchableText(text)) return { kind: 'emptySearch', text: raw.trim() };
  const scope: ListingScope = { kind: 'search', text };
  const page = await firstPage(route, scope);
  // Spec 3 §7 asks for both: the keyword redirect, and the redirect some search setups answer with.
  const redirect = keywordRedirectLocation(route.site, route.lang, page.keywordRedirectUrl ?? page.redirectUrl);
  if (redirect) return { kind: 'redirect', location: redirect };
  return { kind: 'search', scope, text, page };
}

export async function loadListing(route: RouteSite, segments: readonly string[]): Promise<ListingResult> {
  const intent = catalogPathIntent(route.site, segments);
  switch (intent.kind) {
    case 'invalid':
      return { kind: 'notFound' };
    case 'search':
      return search(route, intent.text);
    case 'category':
      return (await tryCategory(route, intent.code)) ?? { kind: 'notFound' };
    case 'categoryOrSearch':
      return (await tryCategory(route, intent.code)) ?? search(route, intent.code);
  }
}

/** Department codes of a site (the category facet of an unfiltered search), for `generateStaticParams`. */
export async function departmentCodes(route: RouteSite): Promise<string[]> {
  const page = await getCachedProductSearch(catalogContext(route), { query: ':relevance', currentPage: 0, pageSize: 1 });
  return toFacetModels(page).find((facet) => facet.category)?.values.map((value) => value.code) ?? [];
}
