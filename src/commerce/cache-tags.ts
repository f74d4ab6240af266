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
