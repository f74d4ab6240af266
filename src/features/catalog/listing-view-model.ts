import { pathFor, type Language, type SiteKey } from '@/site';
import type { FacetModel, ListingPageModel, SortModel } from './listing-model';
import { DEFAULT_SORT, type ListingFilter, type ListingScope, type ListingState } from './search-query';

/**
 * What the listing's toolbar, chips and facet panel show for a page and the shopper's choices: one
 * pure function, so the server's first drawing and the listing island draw the same thing.
 */

export interface CategoryLink {
  code: string;
  name: string;
  count: number;
  href: string;
}

export interface SelectedFilter {
  filter: ListingFilter;
  /** The value's name as the facets or the search breadcrumbs give it (else its code). */
  name: string;
  multiSelect: boolean;
}

export interface ListingViewData {
  total: number;
  sorts: readonly SortModel[];
  /** The sort the menu shows as chosen. */
  sortValue: string;
  /** Facets shown as filters (on a category page, all but the category facet). */
  filterFacets: readonly FacetModel[];
  /** On a category page, the sub-categories to browse. */
  categoryLinks: readonly CategoryLink[] | undefined;
  selected: readonly SelectedFilter[];
}

export function listingViewData(
  latest: ListingPageModel,
  state: ListingState,
  scope: ListingScope,
  route: { site: SiteKey; lang: Language },
): ListingViewData {
  const { facets } = latest;
  const categoryFacet = scope.kind === 'category' ? facets.find((facet) => facet.category) : undefined;
  return {
    total: latest.totalResults,
    sorts: latest.sorts,
    sortValue: state.sort ?? latest.sorts.find((sort) => sort.selected)?.code ?? DEFAULT_SORT,
    filterFacets: facets.filter((facet) => facet !== categoryFacet),
    categoryLinks: categoryFacet?.values.map((value) => ({
      code: value.code,
      name: value.name,
      count: value.count,
      href: pathFor(route, { name: 'category', code: value.code }),
    })),
    selected: state.filters.map((filter) => {
      const facet = facets.find((candidate) => candidate.code === filter.key);
      return {
        filter,
        name: facet?.values.find((value) => value.code === filter.value)?.name ?? latest.filterNames?.[`${filter.key}:${filter.value}`] ?? filter.value,
        multiSelect: facet?.multiSelect ?? true,
      };
    }),
  };
}
