import { cacheLife, cacheTag } from 'next/cache';
import type { AlternateUrlPage, CmsComponentsOptions, CmsPageRef, ProductSearchQuery } from './client';
import { alternateUrlQuery } from './calls/cms';
import {
  CACHE_PROFILES,
  FAILURE_RETRY_LIFE,
  SEARCH_TAG,
  alternateUrlsTag,
  categoryTag,
  cmsComponentTag,
  cmsPageComponentTags,
  cmsPageTag,
  inTagBatches,
  productCategoryTags,
  productTag,
} from './cache-tags';
import type { ProductFieldsLevel } from './endpoints';
import { isOccError, type OccErrorDetail, type OccErrorKind } from './errors';
import { rethrowIfRenderMustStop, withinRenderBudget } from './render-budget';
import type { CmsComponent, CmsPage } from './schemas';
import { catalogOccClient as catalogClient, type CatalogContext } from './server';

/**
 * Cached browse-page data (ARCHITECTURE §2). The store context is an argument, never read from
 * cookies, so one entry serves every visitor of that site, language, currency and country. No
 * token, no preview ticket: only public catalogue and content data is cached here.
 *
 * Each exported function waits for its cached load within the render budget (`render-budget.ts`).
 * The cached functions themselves stay private: a render that stops waiting leaves them filling the
 * cache for the page's next request.
 */

export type { CatalogContext };

/** Tags the current cache entry with every tag, past Next's 128 per call. */
export function tagAll(tags: readonly string[]): void {
  for (const batch of inTagBatches(tags)) cacheTag(...batch);
}

async function cachedProduct(context: CatalogContext, code: string, fieldsLevel: ProductFieldsLevel) {
  'use cache';
  cacheLife(CACHE_PROFILES.product);
  cacheTag(productTag(code));
  const product = await catalogClient(context).getProduct(code, fieldsLevel);
  tagAll(productCategoryTags(product));
  return product;
}

export function getCachedProduct(context: CatalogContext, code: string, fieldsLevel: ProductFieldsLevel = 'pdp') {
  return withinRenderBudget(cachedProduct(context, code, fieldsLevel));
}

async function cachedProductSearch(context: CatalogContext, search: ProductSearchQuery, categoryCode: string | undefined) {
  'use cache';
  cacheLife(CACHE_PROFILES.search);
  cacheTag(SEARCH_TAG, ...(categoryCode ? [categoryTag(categoryCode)] : []));
  return catalogClient(context).searchProducts(search);
}

/** A search or category listing; give the category code so a category change revalidates it. */
export function getCachedProductSearch(context: CatalogContext, search: ProductSearchQuery, categoryCode?: string) {
  return withinRenderBudget(cachedProductSearch(context, search, categoryCode));
}

/** What an `OccError` carries, as plain data that survives the cache. */
export interface OccErrorData {
  status: number;
  errors: OccErrorDetail[];
  kind: OccErrorKind;
}

export type CachedCmsPage = { ok: true; page: CmsPage } | { ok: false; error: OccErrorData };

/**
 * A CMS page, or the backend's answer why not. An error thrown out of a cached function reaches the
 * caller rebuilt, no longer an `OccError`, so "no such page" (a 404 for the shopper) could not be told
 * from "backend down" (a message): the outcome is returned as a value, and a failure is kept only
 * briefly, so a page an editor has just created, or a backend that is back, shows soon.
 */
export function getCachedCmsPage(context: CatalogContext, page: CmsPageRef): Promise<CachedCmsPage> {
  return withinRenderBudget(cachedCmsPage(context, page));
}

async function cachedCmsPage(context: CatalogContext, page: CmsPageRef): Promise<CachedCmsPage> {
  'use cache';
  cacheTag(...pageRefTags(page));
  try {
    const cmsPage = await catalogClient(context).getCmsPage(page);
    cacheLife(CACHE_PROFILES.cms);
    tagAll([cmsPageTag(cmsPage.uid), ...cmsPageComponentTags(cmsPage)]);
    return { ok: true, page: cmsPage };
  } catch (error) {
    if (!isOccError(error)) throw error;
    cacheLife(FAILURE_RETRY_LIFE);
    return { ok: false, error: { status: error.status, errors: error.errors, kind: error.kind } };
  }
}

async function loadCachedCmsComponents(
  context: CatalogContext,
  ids: readonly string[],
  options: CmsComponentsOptions,
) {
  'use cache';
  cacheLife(CACHE_PROFILES.cms);
  tagAll(ids.map(cmsComponentTag));
  return catalogClient(context).getCmsComponents(ids, { ...options, failedChunks: 'throw' });
}

/**
 * Starts a cached load that a page will wait for later (the preload pattern), so loads whose keys do
 * not depend on each other's answers go to the backend in one round. The later call with the same
 * arguments takes the entry, or shares the call while it runs (`cache-fill.ts`); its outcome,
 * failures included, is that call's to handle, and the render budget applies to that call only.
 */
export function preload(load: Promise<unknown>): void {
  load.catch(() => undefined);
}

/** `getCachedCmsComponents` started ahead of the render's wait for it. */
export function preloadCachedCmsComponents(context: CatalogContext, ids: readonly string[], options: Omit<CmsComponentsOptions, 'failedChunks'> = {}): void {
  preload(loadCachedCmsComponents(context, ids, options));
}

/** `getCachedAlternateUrls` started ahead of the render's wait for it. */
export function preloadCachedAlternateUrls(context: CatalogContext, page: AlternateUrlPage): void {
  preload(cachedAlternateUrls(context, page));
}

/**
 * Components by id; a failed load yields an empty list (spec 1 §7) and is not cached. A render that
 * cannot wait for them falls back whole rather than be kept without them.
 */
export async function getCachedCmsComponents(
  context: CatalogContext,
  ids: readonly string[],
  options: Omit<CmsComponentsOptions, 'failedChunks'> = {},
): Promise<CmsComponent[]> {
  try {
    return await withinRenderBudget(loadCachedCmsComponents(context, ids, options));
  } catch (error) {
    rethrowIfRenderMustStop(error);
    console.warn(`CMS components could not be loaded: ${ids.join(',')}`, error);
    return [];
  }
}

/** The alternate-URL lookup of a page (spec 1 §2.2); cached with the page's content. */
export function getCachedAlternateUrls(context: CatalogContext, page: AlternateUrlPage) {
  return withinRenderBudget(cachedAlternateUrls(context, page));
}

async function cachedAlternateUrls(context: CatalogContext, page: AlternateUrlPage) {
  'use cache';
  cacheLife(CACHE_PROFILES.cms);
  const { pageType, pageId } = alternateUrlQuery(page);
  cacheTag(alternateUrlsTag(pageType, pageId));
  return catalogClient(context).getAlternateUrls(page);
}

/** A product page's CMS page is also tagged with its product, a category page's with its category. */
function pageRefTags(page: CmsPageRef): string[] {
  if (page === 'home' || page.pageType === 'ContentPage') return [];
  return page.pageType === 'ProductPage' ? [productTag(page.code)] : [categoryTag(page.code)];
}
