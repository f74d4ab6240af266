import type { FacetValue } from '@/commerce/schemas';
import {
  INITIAL_LISTING_STATE,
  clearFilters,
  couldBeCategoryCode,
  facetCode,
  facetValueCode,
  filtersOfQuery,
  isSearchableText,
  listingParams,
  listingStateFromParams,
  normalizeSearchText,
  occSearchQuery,
  sameListing,
  toggleFilter,
  withSort,
} from '@/features/catalog/search-query';
import { MAX_RESTORED_PAGES } from '@/features/catalog/listing-constants';

describe('the OCC query of a listing', () => {
  it('filters a category page by the category and everything below it', () => {
    expect(occSearchQuery({ kind: 'category', categoryCode: 'men-jackets' }, INITIAL_LISTING_STATE)).toBe(
      ':relevance:allCategories:men-jackets',
    );
  });

  it('searches free text with the sort and the chosen facet values', () => {
    const state = { sort: 'price-asc', filters: [{ key: 'colour', value: 'Brown' }, { key: 'size', value: 'L' }], pages: 1 };
    expect(occSearchQuery({ kind: 'search', text: 'work jacket' }, state)).toBe('work+jacket:price-asc:colour:Brown:size:L');
  });

  it('never lets a colon in the text break the query into parts', () => {
    expect(occSearchQuery({ kind: 'search', text: 'duck:relevance:colour:Black' }, INITIAL_LISTING_STATE)).toBe(
      'duck+relevance+colour+Black:relevance',
    );
  });

  it('encodes facet values as OCC writes them', () => {
    const state = { filters: [{ key: 'price', value: '100-200' }, { key: 'fit', value: 'Relaxed Fit' }], pages: 1 };
    expect(occSearchQuery({ kind: 'category', categoryCode: 'men' }, state)).toBe(':relevance:allCategories:men:price:100-200:fit:Relaxed+Fit');
    expect(filtersOfQuery(':relevance:allCategories:men:fit:Relaxed+Fit')).toEqual([
      { key: 'allCategories', value: 'men' },
      { key: 'fit', value: 'Relaxed Fit' },
    ]);
  });
});

describe('search text', () => {
  it('collapses white space and trims', () => {
    expect(normalizeSearchText('   duck    jacket  ')).toBe('duck jacket');
  });

  it('is searchable only with a letter or a digit', () => {
    expect(isSearchableText('   ')).toBe(false);
    expect(isSearchableText('%$&!')).toBe(false);
    expect(isSearchableText(normalizeSearchText(' : : '))).toBe(false);
    expect(isSearchableText('größe')).toBe(true);
    expect(isSearchableText('103828')).toBe(true);
  });

  it('tells segments that can never be a category code', () => {
    expect(couldBeCategoryCode('men-jackets')).toBe(true);
    expect(couldBeCategoryCode('work jacket')).toBe(false);
    expect(couldBeCategoryCode('a:b')).toBe(false);
  });
});

describe('facet choices', () => {
  it('adds values of a multi-select facet and takes one away again', () => {
    let state = toggleFilter(INITIAL_LISTING_STATE, { key: 'colour', value: 'Brown' });
    state = toggleFilter(state, { key: 'colour', value: 'Black' });
    expect(state.filters).toEqual([
      { key: 'colour', value: 'Brown' },
      { key: 'colour', value: 'Black' },
    ]);
    expect(toggleFilter(state, { key: 'colour', value: 'Brown' }).filters).toEqual([{ key: 'colour', value: 'Black' }]);
  });

  it('keeps one value of a single-select facet', () => {
    const state = toggleFilter(INITIAL_LISTING_STATE, { key: 'category', value: 'men' }, false);
    expect(toggleFilter(state, { key: 'category', value: 'women' }, false).filters).toEqual([{ key: 'category', value: 'women' }]);
  });

  it('starts the list again at page 1 after any change', () => {
    const deep = { ...INITIAL_LISTING_STATE, pages: 4 };
    expect(toggleFilter(deep, { key: 'size', value: 'M' }).pages).toBe(1);
    expect(withSort(deep, 'price-desc').pages).toBe(1);
    expect(clearFilters({ ...deep, filters: [{ key: 'size', value: 'M' }] })).toEqual({ filters: [], pages: 1 });
  });

  it('treats relevance as the default sort', () => {
    expect(withSort(INITIAL_LISTING_STATE, 'relevance').sort).toBeUndefined();
    expect(sameListing(withSort(INITIAL_LISTING_STATE, 'relevance'), INITIAL_LISTING_STATE)).toBe(true);
  });
});

describe('the listing state in the URL', () => {
  it('round-trips facets, sort and the number of pages loaded', () => {
    const state = { sort: 'topRated', filters: [{ key: 'colour', value: 'Brown' }, { key: 'fit', value: 'Relaxed Fit' }], pages: 3 };
    const params = listingParams(state);
    expect(params.toString()).toBe('facet=colour%3ABrown&facet=fit%3ARelaxed+Fit&sort=topRated&pages=3');
    expect(listingStateFromParams(params)).toEqual(state);
  });

  it('keeps a plain listing at its plain URL and other parameters untouched', () => {
    expect(listingParams(INITIAL_LISTING_STATE, new URLSearchParams('dialog=login')).toString()).toBe('dialog=login');
  });

  it('ignores malformed values and never restores more pages than allowed', () => {
    const state = listingStateFromParams(new URLSearchParams('facet=nocolon&facet=:x&facet=allCategories:women&sort=a;b&pages=999'));
    expect(state).toEqual({ sort: undefined, filters: [], pages: MAX_RESTORED_PAGES });
    expect(listingStateFromParams(new URLSearchParams('pages=-2')).pages).toBe(1);
  });
});

describe('facet codes', () => {
  // OCC names a facet by its label only; the code is the key its values' queries use.
  const colour = (values: FacetValue[]) => ({ name: 'Farbe', values });
  const unselected = { name: 'Dunkelbraun', query: { query: { value: 'jacke:relevance:size:L:colour:Dark+Brown' } } };
  const selected = { name: 'Braun', selected: true, query: { query: { value: 'jacke:relevance:size:L' } } };
  const crumbs = [{ facetCode: 'colour', facetName: 'Farbe', facetValueCode: 'BRN', facetValueName: 'Braun' }];

  it('uses the code the backend gives', () => {
    expect(facetCode({ code: 'colour', name: 'Farbe', values: [] })).toBe('colour');
  });

  it('reads the code from the query of a value not yet selected, not of a selected one', () => {
    expect(facetCode(colour([selected, unselected]))).toBe('colour');
  });

  it('reads it from the breadcrumbs when every value is selected', () => {
    expect(facetCode(colour([selected]), crumbs)).toBe('colour');
    expect(facetCode(colour([selected]))).toBeUndefined();
  });
});

describe('facet value codes', () => {
  it('uses the code the backend gives', () => {
    expect(facetValueCode('colour', { name: 'Brown', code: 'Brown' } as never)).toBe('Brown');
  });

  it('reads an unselected value from its toggle query', () => {
    expect(facetValueCode('colour', { name: 'Dark Brown', query: { query: { value: ':relevance:colour:Dark+Brown' } } })).toBe('Dark Brown');
  });

  it('reads nothing from a query that adds another facet', () => {
    expect(facetValueCode('size', { name: 'Dark Brown', query: { query: { value: ':relevance:colour:Dark+Brown' } } })).toBeUndefined();
  });

  it('reads a selected value from the search breadcrumbs', () => {
    expect(
      facetValueCode('colour', { name: 'Brown', selected: true, query: { query: { value: ':relevance' } } }, [
        { facetCode: 'colour', facetValueCode: 'BRN', facetValueName: 'Brown' },
      ]),
    ).toBe('BRN');
  });
});
