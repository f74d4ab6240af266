import { cacheLife, cacheTag } from 'next/cache';
import { CacheFillPending } from '@/commerce/cache-fill';
import { CACHE_PROFILES, FAILURE_RETRY_LIFE, productCategoryTags, productTag, reviewsTag } from '@/commerce/cache-tags';
import { preload, tagAll } from '@/commerce/cached';
import { hasOccError, isOccError } from '@/commerce/errors';
import { withinRenderBudget } from '@/commerce/render-budget';
import type { Product, ReviewSummary } from '@/commerce/schemas';
import { catalogOccClient as catalogClient, type CatalogContext } from '@/commerce/server';

/**
 * Product-page lookups whose "nothing there" is an answer, cached like the data itself. Product pages
 * are static (prerendered on their first request), and a static render may only read cached data: a
 * lookup that throws caches nothing, so "unknown product" must be a cached value for the page to
 * answer its 404 (spec: "unknown product -> 404 page with status 404").
 *
 * They call the OCC client themselves, with the same cache profile and tags as `@/commerce/cached`,
 * rather than wrapping its functions: an error thrown out of another cached function arrives here
 * rebuilt, no longer an `OccError`, and "unknown" could not be told from "down". Only the four context
 * fields reach the client (no token, no preview ticket), and the page waits for them within the
 * render budget, as in `@/commerce/cached`.
 */

export function isUnknownProduct(error: unknown): boolean {
  return isOccError(error) && (hasOccError(error, 'UnknownIdentifierError') || error.status === 404);
}

/** The product, or `null` when the backend does not know the code (kept as long as a product would be). */
export function lookUpProduct(context: CatalogContext, code: string): Promise<Product | null> {
  return withinRenderBudget(cachedProductLookup(context, code));
}

async function cachedProductLookup(context: CatalogContext, code: string): Promise<Product | null> {
  'use cache';
  cacheLife(CACHE_PROFILES.product);
  cacheTag(productTag(code));
  try {
    const product = await catalogClient(context).getProduct(code, 'pdp');
    tagAll(productCategoryTags(product));
    return product;
  } catch (error) {
    if (isUnknownProduct(error)) return null;
    throw error;
  }
}

/**
 * The review summary of a style, or `null` when the provider fails: reviews are secondary, so the
 * product page renders without them (logged) and asks again soon.
 */
export function lookUpReviews(context: CatalogContext, styleCode: string): Promise<ReviewSummary | null> {
  return withinRenderBudget(cachedReviewsLookup(context, styleCode));
}

/** `lookUpReviews` started ahead of the render's wait for it (`preload`). */
export function preloadReviews(context: CatalogContext, styleCode: string): void {
  preload(cachedReviewsLookup(context, styleCode));
}

async function cachedReviewsLookup(context: CatalogContext, styleCode: string): Promise<ReviewSummary | null> {
  'use cache';
  cacheTag(reviewsTag(styleCode));
  try {
    const summary = await catalogClient(context).getReviews(styleCode);
    cacheLife(CACHE_PROFILES.reviews);
    return summary;
  } catch (error) {
    // Still loading: no entry, so the page's next request takes the answer (`fillWithinBudget`).
    if (error instanceof CacheFillPending) throw error;
    // A code the backend does not know (a mistyped URL, whose reviews the page asked for ahead of the
    // product) has none: that is not worth a warning, a backend that fails is.
    if (!isUnknownProduct(error)) console.warn(`Reviews of ${styleCode} could not be loaded`, error);
    cacheLife(FAILURE_RETRY_LIFE);
    return null;
  }
}
