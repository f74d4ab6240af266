import type { ProductSearchPage } from '@/commerce/schemas';
import { toProductCard, type CardContext, type ProductCardModel } from './product-card';
import { CATEGORY_FILTER_KEY, facetValueCode } from './search-query';

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
  facets: FacetModel[];
  sorts: SortModel[];
  currentPage: number;
  totalPages: number;
  totalResults: number;
}

export function toFacetModels(page: Pick<ProductSearchPage, 'facets' | 'breadcrumbs'>): FacetModel[] {
  return page.facets
    .filter((facet) => facet.visible !== false && (facet.code ?? facet.name) !== CATEGORY_FILTER_KEY)
    .map((facet) => ({
      code: facet.code ?? facet.name,
      name: facet.name,
      category: facet.category === true,
      multiSelect: facet.multiSelect !== false,
      values: facet.values
        .map((value) => {
          const code = facetValueCode(facet, value, page.breadcrumbs);
          return code ? { code, name: value.name, count: value.count ?? 0, selected: value.selected === true } : undefined;
        })
        .filter((value): value is FacetValueModel => value !== undefined),
    }))
    .filter((facet) => facet.values.length > 0);
}

export function toListingPage(page: ProductSearchPage, context: CardContext): ListingPageModel {
  const pagination = page.pagination ?? {};
  return {
    cards: page.products.map((product) => toProductCard(product, context)),
    facets: toFacetModels(page),
    sorts: page.sorts.map((sort) => ({ code: sort.code, name: sort.name ?? sort.code, selected: sort.selected === true })),
    currentPage: pagination.currentPage ?? 0,
    totalPages: pagination.totalPages ?? (page.products.length > 0 ? 1 : 0),
    totalResults: pagination.totalResults ?? page.products.length,
  };
}
