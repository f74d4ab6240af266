import type { ProductSearchPage } from '@/commerce/schemas';
import { toProductCard, type CardContext, type ProductCardModel } from './product-card';
import { CATEGORY_FILTER_KEY, facetCode, facetValueCode } from './search-query';

/**
 * One page of a listing as the grid, the facet panel and the sort menu show it: plain data built
 * from OCC's search page, on the server for the first page and in the browser for the others.
 */

export interface FacetValueModel {
  code: string;
  name: string;
  count: number;
  selected: boolean;
}

export interface FacetModel {
  code: string;
  name: string;
  /** The category facet: on a category page its values are the sub-categories to browse. */
  category: boolean;
  multiSelect: boolean;
  values: FacetValueModel[];
}

export interface SortModel {
  code: string;
  name: string;
  selected: boolean;
}

export interface ListingPageModel {
  cards: ProductCardModel[];
  /**
   * Names of the chosen filter values (`key:value` -> name), from OCC's search breadcrumbs: a chosen
   * value the facets no longer list (a category drilled into) still has its name.
   */
  filterNames?: Readonly<Record<string, string>>;
  facets: FacetModel[];
  sorts: SortModel[];
  currentPage: number;
  totalPages: number;
  totalResults: number;
}

export function toFacetModels(page: Pick<ProductSearchPage, 'facets' | 'breadcrumbs'>): FacetModel[] {
  return page.facets.flatMap((facet): FacetModel[] => {
    const code = facetCode(facet, page.breadcrumbs);
    // A facet whose values cannot be told apart cannot filter; the category filter of a category
    // page is the page itself.
    if (!code || code === CATEGORY_FILTER_KEY || facet.visible === false) return [];
    const values = facet.values.flatMap((value): FacetValueModel[] => {
      const valueCode = facetValueCode(code, value, page.breadcrumbs);
      return valueCode ? [{ code: valueCode, name: value.name, count: value.count ?? 0, selected: value.selected === true }] : [];
    });
    if (values.length === 0) return [];
    return [{ code, name: facet.name, category: facet.category === true, multiSelect: facet.multiSelect !== false, values }];
  });
}

export function toListingPage(page: ProductSearchPage, context: CardContext): ListingPageModel {
  const pagination = page.pagination ?? {};
  return {
    cards: page.products.map((product) => toProductCard(product, context)),
    facets: toFacetModels(page),
    filterNames: Object.fromEntries(
      page.breadcrumbs.flatMap((crumb) =>
        crumb.facetCode && crumb.facetValueCode && crumb.facetValueName ? [[`${crumb.facetCode}:${crumb.facetValueCode}`, crumb.facetValueName]] : [],
      ),
    ),
    sorts: page.sorts.map((sort) => ({ code: sort.code, name: sort.name ?? sort.code, selected: sort.selected === true })),
    currentPage: pagination.currentPage ?? 0,
    totalPages: pagination.totalPages ?? (page.products.length > 0 ? 1 : 0),
    totalResults: pagination.totalResults ?? page.products.length,
  };
}

/**
 * One page of `pageSize × n` products as the `n` pages of `pageSize` the listing keeps (a list
 * restored in one request): each with its own number, all with the first's facets and sorts.
 */
export function splitListingPage(page: ListingPageModel, pageSize: number): ListingPageModel[] {
  const count = Math.max(1, Math.ceil(page.cards.length / pageSize));
  const totalPages = Math.ceil(page.totalResults / pageSize);
  return Array.from({ length: count }, (_, index) => ({
    ...page,
    cards: page.cards.slice(index * pageSize, (index + 1) * pageSize),
    currentPage: index,
    totalPages,
  }));
}
