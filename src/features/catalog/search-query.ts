import type { Facet, FacetValue, SearchBreadcrumb } from '@/commerce/schemas';
import { MAX_SEARCH_TEXT_LENGTH } from '@/site';
import { FACET_PARAM, MAX_RESTORED_PAGES, PAGES_PARAM, SORT_PARAM } from './listing-constants';

/**
 * The listing's state and OCC's search query syntax (`freeText:sort:key:value:key:value`), as pure
 * functions. The URL keeps what the shopper chose (`?facet=colour:Brown&sort=price-asc&pages=2`) so
 * Back lands on the same list; the OCC query is rebuilt from it for every page the browser loads.
 */

/** OCC's filter of a category listing: the category and everything below it. */
export const CATEGORY_FILTER_KEY = 'allCategories';
export const DEFAULT_SORT = 'relevance';

export interface ListingFilter {
  key: string;
  value: string;
}

/** What a listing shows: a category, or the results of a free-text search. */
export type ListingScope = { kind: 'category'; categoryCode: string } | { kind: 'search'; text: string };

export interface ListingState {
  /** A sort code of the backend; `undefined` is the backend's default (relevance). */
  sort?: string | undefined;
  filters: readonly ListingFilter[];
  /** Pages loaded so far (infinite scroll); Back restores this many. */
  pages: number;
}

export const INITIAL_LISTING_STATE: ListingState = { filters: [], pages: 1 };

/** Values are URL-encoded inside the query with `+` for spaces, as OCC writes them. */
export function encodeQueryValue(value: string): string {
  return encodeURIComponent(value).replace(/%20/g, '+');
}

function decodeQueryValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * Free text as the shopper typed it, made safe for the query syntax: `:` separates the query's
 * parts, so it becomes a space; runs of white space collapse; overly long input is cut.
 */
export function normalizeSearchText(raw: string): string {
  return raw.replace(/:/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_SEARCH_TEXT_LENGTH).trim();
}

/**
 * Whether a search can find anything: it needs a letter or a digit. Only spaces or symbols get the
 * helpful empty result at once, without asking the backend (which would match everything or fail).
 */
export function isSearchableText(text: string): boolean {
  return /[\p{L}\p{N}]/u.test(text);
}

/** A category code never holds the query separator or white space, so such a segment is a search. */
export function couldBeCategoryCode(segment: string): boolean {
  return segment.length > 0 && !/[:\s]/.test(segment);
}

/** The OCC query of a listing: free text (empty for a category), sort, the category, the filters. */
export function occSearchQuery(scope: ListingScope, state: Pick<ListingState, 'sort' | 'filters'>): string {
  const text = scope.kind === 'search' ? encodeQueryValue(normalizeSearchText(scope.text)) : '';
  const pairs: ListingFilter[] = [
    ...(scope.kind === 'category' ? [{ key: CATEGORY_FILTER_KEY, value: scope.categoryCode }] : []),
    ...state.filters,
  ];
  return [text, state.sort || DEFAULT_SORT, ...pairs.flatMap(({ key, value }) => [key, encodeQueryValue(value)])].join(':');
}

/** The filters of an OCC query (everything after free text and sort). */
export function filtersOfQuery(query: string): ListingFilter[] {
  const parts = query.split(':');
  const filters: ListingFilter[] = [];
  for (let i = 2; i + 1 < parts.length; i += 2) {
    const key = (parts[i] ?? '').trim();
    const value = decodeQueryValue(parts[i + 1] ?? '').trim();
    if (key && value) filters.push({ key, value });
  }
  return filters;
}

function sameFilter(a: ListingFilter, b: ListingFilter): boolean {
  return a.key === b.key && a.value === b.value;
}

export function isFilterSelected(state: Pick<ListingState, 'filters'>, filter: ListingFilter): boolean {
  return state.filters.some((selected) => sameFilter(selected, filter));
}

/**
 * Toggles one facet value. Values of a multi-select facet add up (OR); a single-select facet
 * (the category facet) holds one value at a time. Any change starts the list again at page 1.
 */
export function toggleFilter(state: ListingState, filter: ListingFilter, multiSelect = true): ListingState {
  const selected = isFilterSelected(state, filter);
  let filters: ListingFilter[];
  if (selected) filters = state.filters.filter((f) => !sameFilter(f, filter));
  else if (multiSelect) filters = [...state.filters, filter];
  else filters = [...state.filters.filter((f) => f.key !== filter.key), filter];
  return { ...state, filters, pages: 1 };
}

export function clearFilters(state: ListingState): ListingState {
  return { ...state, filters: [], pages: 1 };
}

export function withSort(state: ListingState, sort: string | undefined): ListingState {
  return { ...state, sort: sort && sort !== DEFAULT_SORT ? sort : undefined, pages: 1 };
}

/** Whether two states ask the backend for the same list (pages aside). */
export function sameListing(a: Pick<ListingState, 'sort' | 'filters'>, b: Pick<ListingState, 'sort' | 'filters'>): boolean {
  return (
    (a.sort ?? '') === (b.sort ?? '') &&
    a.filters.length === b.filters.length &&
    a.filters.every((filter, index) => {
      const other = b.filters[index];
      return other !== undefined && sameFilter(filter, other);
    })
  );
}

/** Reads the listing state from the URL; anything malformed is left out rather than failing. */
export function listingStateFromParams(params: URLSearchParams): ListingState {
  const filters: ListingFilter[] = [];
  for (const raw of params.getAll(FACET_PARAM)) {
    const separator = raw.indexOf(':');
    if (separator <= 0) continue;
    const filter = { key: raw.slice(0, separator).trim(), value: raw.slice(separator + 1).trim() };
    // The category of a category page is its scope, not a filter the URL may change.
    if (!filter.key || !filter.value || filter.key === CATEGORY_FILTER_KEY) continue;
    if (!filters.some((f) => sameFilter(f, filter))) filters.push(filter);
  }
  const sort = params.get(SORT_PARAM)?.trim();
  const pages = Number.parseInt(params.get(PAGES_PARAM) ?? '', 10);
  return {
    sort: sort && sort !== DEFAULT_SORT && /^[\w-]+$/.test(sort) ? sort : undefined,
    filters,
    pages: Number.isFinite(pages) ? Math.min(Math.max(pages, 1), MAX_RESTORED_PAGES) : 1,
  };
}

/**
 * Writes the listing state into `params`, keeping any other parameter (a dialog, analytics);
 * defaults are left out so the plain listing keeps its plain URL.
 */
export function listingParams(state: ListingState, base: URLSearchParams = new URLSearchParams()): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete(FACET_PARAM);
  params.delete(SORT_PARAM);
  params.delete(PAGES_PARAM);
  for (const { key, value } of state.filters) params.append(FACET_PARAM, `${key}:${value}`);
  if (state.sort && state.sort !== DEFAULT_SORT) params.set(SORT_PARAM, state.sort);
  if (state.pages > 1) params.set(PAGES_PARAM, String(Math.min(state.pages, MAX_RESTORED_PAGES)));
  return params;
}

/** The filter a value's toggle query adds: for a value not yet selected, its query ends with it. */
function addedFilter(value: FacetValue): ListingFilter | undefined {
  const toggle = value.query?.query?.value;
  return toggle ? filtersOfQuery(toggle).at(-1) : undefined;
}

/**
 * The code of a facet, the key its values take in a search query. OCC names a facet only by its
 * translated label (`Colour`, `Farbe`), so the code is read from the toggle query of a value not yet
 * selected; when every value is selected, the search breadcrumbs name it. A backend that sends a
 * `code` of its own is taken at its word.
 */
export function facetCode(
  facet: Pick<Facet, 'code' | 'name' | 'values'>,
  breadcrumbs: readonly SearchBreadcrumb[] = [],
): string | undefined {
  if (facet.code) return facet.code;
  for (const value of facet.values) {
    if (value.selected) continue;
    const added = addedFilter(value);
    if (added) return added.key;
  }
  return breadcrumbs.find((crumb) => crumb.facetName === facet.name && crumb.facetCode)?.facetCode;
}

/**
 * The code of a value of the facet `key`. A backend may give it as `code`; OCC does not, so it is read
 * from the value's toggle query (for a value not yet selected, the filter that query adds), and for a
 * selected value from the search breadcrumbs.
 */
export function facetValueCode(key: string, value: FacetValue, breadcrumbs: readonly SearchBreadcrumb[] = []): string | undefined {
  const own = (value as { code?: unknown }).code;
  if (typeof own === 'string' && own) return own;
  if (value.selected) {
    const crumb = breadcrumbs.find((b) => b.facetCode === key && b.facetValueName === value.name);
    return crumb?.facetValueCode;
  }
  const added = addedFilter(value);
  return added && added.key === key ? added.value : undefined;
}
