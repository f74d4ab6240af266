import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  PRODUCT_FIELDS,
  PRODUCT_SEARCH_FIELDS,
  PRODUCT_STOCK_FIELDS,
  occPaths,
  type ProductFieldsLevel,
} from '../endpoints';
import { CACHE_BUSTING_PARAM, type OccTransport } from '../transport';

export interface ProductSearchQuery {
  /** OCC query, e.g. `jacket:relevance:category:outerwear`. */
  query?: string;
  currentPage?: number;
  pageSize?: number;
  sort?: string;
}

export { DEFAULT_PRODUCT_PAGE_SIZE };
const DEFAULT_SUGGESTIONS = 6;

export function catalogCalls(occ: OccTransport) {
  const preview = { cmsTicketId: occ.context.cmsTicketId };

  return {
    getProduct(code: string, fieldsLevel: ProductFieldsLevel = 'default') {
      return occ.json('product', {
        path: occPaths.product(code),
        query: { fields: PRODUCT_FIELDS[fieldsLevel], ...preview },
      });
    },

    /** The product's stock level, and per store near `location` (or the coordinates) when given. */
    getProductStock(code: string, near: { location?: string; latitude?: number; longitude?: number } = {}) {
      return occ.json('productStock', {
        path: occPaths.productStock(code),
        query: { fields: PRODUCT_STOCK_FIELDS, ...near },
      });
    },

    /** Spec 1 §7: product search from the browser carries a cache-busting parameter. */
    searchProducts({ query, currentPage = 0, pageSize = DEFAULT_PRODUCT_PAGE_SIZE, sort }: ProductSearchQuery = {}) {
      return occ.json('productSearchPage', {
        path: occPaths.productSearch(),
        query: {
          query,
          currentPage,
          pageSize,
          sort,
          fields: PRODUCT_SEARCH_FIELDS,
          ...preview,
          [CACHE_BUSTING_PARAM]: occ.options.bustSearchCache ? Date.now() : undefined,
        },
      });
    },

    getSuggestions(term: string, max = DEFAULT_SUGGESTIONS) {
      return occ.json('suggestionList', { path: occPaths.productSuggestions(), query: { term, max } });
    },

    /** The review provider's summary, keyed by the style number (manufacturerAID, spec 3 §4). */
    getReviews(styleCode: string) {
      return occ.json('reviewSummary', { path: occPaths.reviews(styleCode) });
    },
  };
}
