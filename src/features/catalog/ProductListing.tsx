'use client';

import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type MouseEvent } from 'react';
import { showErrorMessage } from '@/features/global-messages';
import { rememberBrowsePage } from '@/features/product/browse-history';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { languageTag, pathFor, type Language, type SiteKey } from '@/site';
import { Button, SelectField, Spinner } from '@/ui';
import { FacetPanel } from './FacetPanel';
import { INFINITE_SCROLL_ROOT_MARGIN, LISTING_PAGE_SIZE, PRIORITY_CARD_COUNT } from './listing-constants';
import type { CardRenditions } from './card-renditions';
import { toListingPage, type ListingPageModel } from './listing-model';
import { currentSearch, replaceSearch, serverSearch, subscribeToLocation } from './location-store';
import { ProductCard, type ProductCardLabels } from './ProductCard';
import { forgetScrollPosition, rememberScrollPosition, savedScrollPosition } from './scroll-memory';
import {
  DEFAULT_SORT,
  INITIAL_LISTING_STATE,
  clearFilters,
  listingParams,
  listingStateFromParams,
  occSearchQuery,
  sameListing,
  toggleFilter,
  withSort,
  type ListingFilter,
  type ListingScope,
  type ListingState,
} from './search-query';
import { useListingPages } from './use-listing-pages';
import styles from './ProductListing.module.css';

/** The filters dialog (small screens) and its dialog library load when it is first opened. */
const loadDialog = () => import('@/ui/Dialog');
const Dialog = lazy(() => loadDialog().then((module) => ({ default: module.Dialog })));

export interface ProductListingProps {
  site: SiteKey;
  lang: Language;
  scope: ListingScope;
  /** The first page as the server rendered it (default sort, no filters). */
  initialPage: ListingPageModel;
  /** The store context the server searched with (the site's own country and currency). */
  serverContext: { currency: string; country: string };
  imageOrigin: string;
  /** How the cards' pictures are drawn (`cardRenditions()`, on the server). */
  renditions: CardRenditions;
}

/** Pages the browser loaded stay fresh this long (a minute, like the cached search on the server). */
const LISTING_STALE_MS = 60_000;

/**
 * The product grid with facets, sort and infinite scroll (spec 1 §9: pages of 12, no show-more
 * button, the next page loads when the end of the list comes within 50 px). The first page is the
 * server's; filters, sort and later pages load in the browser (product search from the browser
 * carries a cache-busting parameter, added by the client). The URL keeps the choices and the number
 * of pages loaded, so Back returns to the same list at the same scroll position.
 */
export function ProductListing({ site, lang, scope, initialPage, serverContext, imageOrigin, renditions }: ProductListingProps) {
  const { t } = useTranslation('catalog');
  const store = useStore();
  const occ = useOcc();
  const search = useSyncExternalStore(subscribeToLocation, currentSearch, serverSearch);
  const state = useMemo(() => listingStateFromParams(new URLSearchParams(search)), [search]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [filtersWanted, setFiltersWanted] = useState(false);
  if (filtersOpen && !filtersWanted) setFiltersWanted(true);
  const locale = languageTag(site, lang);

  const query = occSearchQuery(scope, state);
  const isPlainListing = sameListing(state, INITIAL_LISTING_STATE);
  const serverPages = useMemo(() => [initialPage], [initialPage]);
  // Prices follow the currency; the results themselves do not depend on the country within a site.
  const serverPageApplies = isPlainListing && store.currency === serverContext.currency;

  const listing = useListingPages({
    scope: store,
    listingKey: JSON.stringify([store.siteId, store.language, store.currency, store.country, query]),
    load: async (page) =>
      toListingPage(await occ.searchProducts({ query, currentPage: page, pageSize: LISTING_PAGE_SIZE }), { site, lang, imageOrigin }),
    // The server's page is as fresh as the cached page it came with: it is not asked for again.
    initialPages: serverPageApplies ? serverPages : undefined,
    // While another country's prices or a new filter load, the list on screen stays (dimmed).
    placeholder: isPlainListing ? serverPages : undefined,
    staleMs: LISTING_STALE_MS,
  });
  const { pages, error, hasNextPage, isFetchingNextPage, isPlaceholderData, isLoading, fetchNextPage, refetch } = listing;
  const latest = pages[0] ?? initialPage;
  const cards = pages.flatMap((page) => page.cards);
  const total = latest.totalResults;

  // A failed load is shown once, as the shared global message for its status. The rules that name
  // it load with the first failure (the commerce client that failed has loaded them already).
  useEffect(() => {
    if (!error) return undefined;
    let current = true;
    void import('@/commerce/errors').then(({ globalMessageKeyFor, isLoggedOnly, isOccError }) => {
      if (!current) return;
      showErrorMessage(
        isOccError(error) ? { messageKey: globalMessageKeyFor(error), loggedOnly: isLoggedOnly(error), cause: error } : error,
      );
    });
    return () => {
      current = false;
    };
  }, [error]);

  const commit = useCallback((next: ListingState) => {
    replaceSearch(listingParams(next, new URLSearchParams(window.location.search)));
  }, []);

  const loadMore = useCallback(async () => {
    const result = await fetchNextPage();
    const loaded = result.pages;
    if (loaded && !result.isError) {
      commit({ ...listingStateFromParams(new URLSearchParams(window.location.search)), pages: loaded });
    }
  }, [fetchNextPage, commit]);

  // Back to a list of several pages: load them again, then return to where the shopper was.
  const restoring = !isPlaceholderData && pages.length > 0 && pages.length < state.pages && hasNextPage === true;
  useEffect(() => {
    if (restoring && !isFetchingNextPage && !error) void fetchNextPage();
  }, [restoring, isFetchingNextPage, error, fetchNextPage]);
  const restoredScroll = useRef(false);
  useEffect(() => {
    if (restoredScroll.current || isPlaceholderData || restoring || pages.length === 0) return;
    restoredScroll.current = true;
    const saved = savedScrollPosition();
    if (saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      forgetScrollPosition();
    }
  }, [isPlaceholderData, restoring, pages.length]);

  // Infinite scroll: the sentinel after the last card coming within the margin loads the next page.
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = hasNextPage === true && !isFetchingNextPage && !isPlaceholderData && !restoring && !error;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !canLoadMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void loadMore();
      },
      { rootMargin: INFINITE_SCROLL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [canLoadMore, loadMore]);

  const toggle = (filter: ListingFilter, multiSelect: boolean) => commit(toggleFilter(state, filter, multiSelect));
  const clearAll = () => commit(clearFilters(state));

  const onProductClick = (event: MouseEvent<HTMLElement>) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[data-product-link]');
    if (!link) return;
    rememberScrollPosition(window.scrollY);
    rememberBrowsePage(scope.kind, link.href);
  };

  const labels: ProductCardLabels = {
    rating: (rating) => t('card.rating', { rating: rating.toLocaleString(locale, { maximumFractionDigits: 1 }) }),
    reviews: (count) => t('card.reviews', { count }),
    availableIn: t('card.availableIn'),
    soldOut: t('card.soldOut'),
    originalPrice: t('card.originalPrice'),
    currentPrice: t('card.currentPrice'),
  };

  const facets = latest.facets;
  const categoryFacet = scope.kind === 'category' ? facets.find((facet) => facet.category) : undefined;
  const filterFacets = facets.filter((facet) => facet !== categoryFacet);
  const categoryLinks = categoryFacet?.values.map((value) => ({
    code: value.code,
    name: value.name,
    count: value.count,
    href: pathFor({ site, lang }, { name: 'category', code: value.code }),
  }));
  const selected = state.filters
    .map((filter) => ({
      filter,
      name: facets.flatMap((facet) => facet.values.filter((v) => facet.code === filter.key && v.code === filter.value))[0]?.name ?? filter.value,
      multiSelect: facets.find((facet) => facet.code === filter.key)?.multiSelect ?? true,
    }));
  const sortValue = state.sort ?? latest.sorts.find((sort) => sort.selected)?.code ?? DEFAULT_SORT;
  const panel = (
    <FacetPanel facets={filterFacets} state={state} onToggle={toggle} categoryLinks={categoryLinks} />
  );

  return (
    <div className={styles.listing}>
      <div className={styles.toolbar}>
        <p className={styles.count} role="status">
          {t('resultCount', { count: total })}
        </p>
        <div className={styles.tools}>
          <Button
            variant="secondary"
            size="sm"
            className={styles.filterButton}
            onPress={() => setFiltersOpen(true)}
            onFocus={() => void loadDialog()}
            onPointerEnter={() => void loadDialog()}
          >
            {selected.length > 0 ? t('filters.openWithCount', { count: selected.length }) : t('filters.open')}
          </Button>
          {latest.sorts.length > 0 && (
            <SelectField
              label={t('sort.label')}
              className={styles.sort}
              value={sortValue}
              onChange={(event) => commit(withSort(state, event.target.value))}
              options={latest.sorts.map((sort) => ({ value: sort.code, label: sort.name }))}
            />
          )}
        </div>
      </div>

      {selected.length > 0 && (
        <div className={styles.chips}>
          <ul className={styles.chipList} aria-label={t('filters.active')}>
            {selected.map(({ filter, name, multiSelect }) => (
              <li key={`${filter.key}:${filter.value}`}>
                <button type="button" className={styles.chip} onClick={() => toggle(filter, multiSelect)}>
                  <span>{name}</span>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{t('filters.remove')}</span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className={styles.clearAll} onClick={clearAll}>
            {t('filters.clearAll')}
          </button>
        </div>
      )}

      <div className={styles.layout}>
        <aside className={styles.sidebar} aria-label={t('filters.panelLabel')} data-testid="facet-sidebar">
          {panel}
        </aside>

        <section className={styles.results} aria-label={t('results')} aria-busy={isPlaceholderData || isLoading || restoring || undefined}>
          {cards.length === 0 && !isPlaceholderData && !isLoading ? (
            <div className={styles.noResults}>
              <p>{t('empty.filtered')}</p>
              {selected.length > 0 && (
                <Button variant="secondary" onPress={clearAll}>
                  {t('filters.clearAll')}
                </Button>
              )}
            </div>
          ) : (
            // Clicks are watched on the list to note the listing before a product link is followed.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
            <ul className={styles.grid} data-dimmed={isPlaceholderData || undefined} onClick={onProductClick}>
              {cards.map((card, index) => (
                <li key={`${card.code}-${index}`} className={styles.cell}>
                  <ProductCard card={card} locale={locale} labels={labels} eager={index < PRIORITY_CARD_COUNT} renditions={renditions} />
                </li>
              ))}
            </ul>
          )}
          <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
          {(isFetchingNextPage || restoring) && (
            <div className={styles.loadingMore}>
              <Spinner size="md" />
              <span>{t('loadingMore')}</span>
            </div>
          )}
          {error && hasNextPage && !isFetchingNextPage && (
            <div className={styles.loadingMore}>
              <p>{t('loadMoreFailed')}</p>
              <Button variant="secondary" size="sm" onPress={() => void (pages.length > 0 ? loadMore() : refetch())}>
                {t('retry')}
              </Button>
            </div>
          )}
          {cards.length > 0 && (
            <p className={styles.progress} aria-live="polite">
              {t('showing', { shown: cards.length, total })}
            </p>
          )}
        </section>
      </div>

      {filtersWanted ? (
        <Suspense fallback={null}>
          <Dialog
            isOpen={filtersOpen}
            onOpenChange={setFiltersOpen}
            title={t('filters.title')}
            closeLabel={t('filters.close')}
            width={480}
          >
            {(close) => (
              <div className={styles.dialogBody}>
                {panel}
                <div className={styles.dialogActions}>
                  {selected.length > 0 && (
                    <Button variant="ghost" onPress={clearAll}>
                      {t('filters.clearAll')}
                    </Button>
                  )}
                  <Button variant="primary" fullWidth onPress={close}>
                    {t('filters.showResults', { count: total })}
                  </Button>
                </div>
              </div>
            )}
          </Dialog>
        </Suspense>
      ) : null}
    </div>
  );
}
