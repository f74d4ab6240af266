/**
 * Cache tags and lifetimes of the browse-page data (ARCHITECTURE §2): one tag per entity, so
 * a change to one product, category or CMS page revalidates only the pages that show it, never the
 * personal parts (no cart or login state is ever cached).
 */

export const productTag = (code: string) => `product:${code}`;
export const categoryTag = (code: string) => `category:${code}`;
export const cmsPageTag = (id: string) => `cms-page:${id}`;
export const cmsComponentTag = (uid: string) => `cms-component:${uid}`;
/** hreflang alternates of one page (spec 1 §2.2), e.g. `alternate-urls:ContentPage:contact-us`. */
export const alternateUrlsTag = (pageType: string, pageId: string) => `alternate-urls:${pageType}:${pageId}`;
export const reviewsTag = (styleCode: string) => `reviews:${styleCode}`;

/**
 * The category tags of a product: a product page names its categories (the breadcrumb and its
 * structured data), so renaming one must reach it.
 */
export function productCategoryTags(product: { categories: readonly { code?: string | undefined }[]; primaryCategoryPath: readonly { code?: string | undefined }[] }): string[] {
  const codes = [...product.primaryCategoryPath, ...product.categories].map((category) => category.code).filter((code): code is string => Boolean(code));
  return [...new Set(codes)].map(categoryTag);
}

/** The components a CMS page carries in its slots: editing one must reach the page. */
export function cmsPageComponentTags(page: { contentSlots?: { contentSlot: readonly { components?: { component: readonly { uid?: string | undefined }[] } | undefined }[] } | undefined }): string[] {
  const uids = (page.contentSlots?.contentSlot ?? []).flatMap((slot) => slot.components?.component ?? []).map((component) => component.uid);
  return [...new Set(uids.filter((uid): uid is string => Boolean(uid)))].map(cmsComponentTag);
}

/** Next keeps at most 128 tags per `cacheTag` call (the rest are dropped): longer lists are split. */
const TAGS_PER_CALL = 128;

export function inTagBatches(tags: readonly string[]): string[][] {
  const batches: string[][] = [];
  for (let start = 0; start < tags.length; start += TAGS_PER_CALL) batches.push(tags.slice(start, start + TAGS_PER_CALL));
  return batches;
}
/** Every product search and listing page, for a catalogue-wide reindex. */
export const SEARCH_TAG = 'product-search';

/** `cacheLife` profile per kind of data (Next's built-in profiles). */
export const CACHE_PROFILES = {
  /** Prices and stock status show on product and listing pages: keep them minutes fresh. */
  product: 'minutes',
  search: 'minutes',
  reviews: 'hours',
  cms: 'hours',
} as const;

/**
 * How long a failed lookup is remembered when a cached function returns the failure as a value: long
 * enough for a static page, short enough that content comes back soon after the backend does (the
 * shortest life a static page accepts).
 */
export const FAILURE_RETRY_LIFE = { stale: 30, revalidate: 30, expire: 300 } as const;
