'use client';

import { memo, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { addLoadFailedMessage, showErrorMessage } from '@/features/global-messages';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { languageTag, type Language, type SiteKey } from '@/site';
import { Button, SelectField } from '@/ui';
import { DialogPending } from '@/ui/DialogPending';
import { useOnFirstUse } from '@/ui/on-first-use';
import type { CardRenditions } from './card-renditions';
import type { ImageOrigins } from '@/cms/media-url';
import { FacetPanel } from './FacetPanel';
import { filtersDialogCode } from './filters-dialog-code';
import { INFINITE_SCROLL_ROOT_MARGIN, LISTING_PAGE_SIZE, LISTING_TOOLS_ATTRIBUTE, PAGES_RESTORED_AT_ONCE } from './listing-constants';
import { splitListingPage, toListingPage, type ListingPageModel } from './listing-model';
import { listingViewData } from './listing-view-model';
import { ListingView, productCardLabels, resultCountText, type ListingActions } from './ListingView';
import { currentSearch, replaceSearch, serverSearch, subscribeToLocation } from './location-store';
import { forgetScrollPosition, rememberProductLinkFollowed, savedScrollPosition } from './scroll-memory';
import {
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


/**
 * Its children as last drawn while `held`: the panel beside the grid (hidden on small screens) while
 * the filters dialog holds the panel, so each choice in the dialog does not draw the panel twice.
 */
const HeldWhile = memo(
  function HeldWhile({ children }: { held: boolean; children: ReactNode }) {
    return children;
  },
  (_previous, next) => next.held,
);

export interface ProductListingProps {
  site: SiteKey;
  lang: Language;
  scope: ListingScope;
  /** The first page as the server rendered it (default sort, no filters). */
  initialPage: ListingPageModel;
  /** The store context the server searched with (the site's own country and currency). */
  serverContext: { currency: string; country: string };
  /** Where the cards' image-server assets and backend media live (`imageOrigins()`, on the server). */
  imageOrigins: ImageOrigins;
  /** How the cards' pictures are drawn (`cardRenditions()`, on the server). */
  renditions: CardRenditions;
  /** The first cards whose pictures load at once, with high priority (`priorityCardCount`). */
  priorityCards: number;
}

/**
 * The filters dialog's open state and its library, from its first opening on (at once when it was
 * loaded before); once here it stays, so the dialog stays mounted and can animate out. A library that
 * cannot load (offline, or a release replaced it) closes the dialog with a message instead of loading
 * for ever; opening it again tries again.
 */
function useFiltersDialog() {
  const [filtersOpen, setFiltersOpen] = useState(false);
  const dialogLibrary = useOnFirstUse(filtersDialogCode, filtersOpen);
  useEffect(() => {
    if (!filtersOpen || dialogLibrary) return undefined;
    let current = true;
    filtersDialogCode.load().catch(() => {
      if (!current) return;
      setFiltersOpen(false);
      addLoadFailedMessage();
    });
    return () => {
      current = false;
    };
  }, [filtersOpen, dialogLibrary]);
  return { filtersOpen, setFiltersOpen, dialogLibrary };
}

/**
 * A failed load is shown once, as the shared global message for its status. The rules that name it
 * load with the first failure (the commerce client that failed has loaded them already).
 */
function useLoadFailureMessage(error: Error | null) {
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
}

/** Once the list to return to is on screen (`ready`), scrolls back to where the shopper was, once. */
function useScrollRestoredOnce(ready: boolean) {
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !ready) return;
    restored.current = true;
    const saved = savedScrollPosition();
    if (saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      forgetScrollPosition();
    }
  }, [ready]);
}

/** Calls `load` when `sentinel` comes within the infinite-scroll margin, while `enabled`. */
function useLoadWhenNear(sentinel: RefObject<HTMLElement | null>, enabled: boolean, load: () => Promise<void>) {
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !enabled || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void load();
      },
      { rootMargin: INFINITE_SCROLL_ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, enabled, load]);
}

/**
 * A search the backend refused as asked (400), as one over its page-size cap is. Read by its status,
 * so the island does not bring the error rules with its code (they load with a failure).
 */
function refusedAsAsked(error: unknown): boolean {
  return error instanceof Error && 'status' in error && error.status === 400;
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
export function ProductListing({ site, lang, scope, initialPage, serverContext, imageOrigins, renditions, priorityCards }: ProductListingProps) {
  const { t } = useTranslation('catalog');
  const store = useStore();
  const occ = useOcc();
  const search = useSyncExternalStore(subscribeToLocation, currentSearch, serverSearch);
  const state = useMemo(() => listingStateFromParams(new URLSearchParams(search)), [search]);
  const { filtersOpen, setFiltersOpen, dialogLibrary } = useFiltersDialog();
  const locale = languageTag(site, lang);
  const labels = useMemo(() => productCardLabels(t, locale), [t, locale]);

  const query = occSearchQuery(scope, state);
  const isPlainListing = sameListing(state, INITIAL_LISTING_STATE);
  const serverPages = useMemo(() => [initialPage], [initialPage]);
  // Prices follow the currency; the results themselves do not depend on the country within a site.
  const serverPageApplies = isPlainListing && store.currency === serverContext.currency;

  // A list coming back with several pages asks for them in one search, up to a limit.
  const pagesAtOnce = Math.min(state.pages, PAGES_RESTORED_AT_ONCE);
  const searchPage = async (currentPage: number, pageSize: number) =>
    toListingPage(await occ.searchProducts({ query, currentPage, pageSize }), { site, lang, imageOrigins });
  const load = (page: number) => searchPage(page, LISTING_PAGE_SIZE);
  const listing = useListingPages({
    scope: store,
    listingKey: JSON.stringify([store.siteId, store.language, store.currency, store.country, query]),
    load,
    loadFirstPages: async (count) => {
      try {
        return splitListingPage(await searchPage(0, count * LISTING_PAGE_SIZE), LISTING_PAGE_SIZE);
      } catch (error) {
        if (!refusedAsAsked(error)) throw error;
        // A backend whose page size is capped below the pages asked for: they come one by one.
        const pages = [await load(0)];
        while (pages.length < count && pages.length < (pages[0]?.totalPages ?? 0)) pages.push(await load(pages.length));
        return pages;
      }
    },
    firstLoadPages: pagesAtOnce,
    // The server's page is as fresh as the cached page it came with: it is not asked for again.
    initialPages: serverPageApplies ? serverPages : undefined,
    // While another country's prices or a new filter load, the list on screen stays (dimmed).
    placeholder: isPlainListing ? serverPages : undefined,
    staleMs: LISTING_STALE_MS,
  });
  const { pages, error, hasNextPage, isFetchingNextPage, isPlaceholderData, isLoading, fetchNextPage, fetchFirstPages, refetch } = listing;
  // The listing asked for has no page of its own yet; if its first page failed, there is none to show.
  const pending = isPlaceholderData || isLoading;
  const firstPageFailed = pending && error !== null;
  const latest = pages[0] ?? initialPage;
  const cards = firstPageFailed ? [] : pages.flatMap((page) => page.cards);

  useLoadFailureMessage(error);

  const commit = useCallback((next: ListingState) => {
    replaceSearch(listingParams(next, new URLSearchParams(window.location.search)));
  }, []);

  const loadMore = useCallback(async () => {
    const before = listingStateFromParams(new URLSearchParams(window.location.search));
    const result = await fetchNextPage();
    const loaded = result.pageCount;
    const now = listingStateFromParams(new URLSearchParams(window.location.search));
    // Filters or sort changed while the page loaded: its count belongs to the list that was left.
    if (loaded && !result.isError && sameListing(before, now)) commit({ ...now, pages: loaded });
  }, [fetchNextPage, commit]);

  // Back to a list of several pages: load them again (in one request, up to a limit), then return
  // to where the shopper was.
  const restoring = !isPlaceholderData && pages.length > 0 && pages.length < state.pages && hasNextPage === true;
  useEffect(() => {
    if (!restoring || isFetchingNextPage || error) return;
    void (pages.length < pagesAtOnce ? fetchFirstPages(pagesAtOnce) : fetchNextPage());
  }, [restoring, isFetchingNextPage, error, pages.length, pagesAtOnce, fetchFirstPages, fetchNextPage]);
  useScrollRestoredOnce(!isPlaceholderData && !restoring && pages.length > 0);

  // Infinite scroll: the sentinel after the last card coming within the margin loads the next page.
  const sentinel = useRef<HTMLDivElement>(null);
  const canLoadMore = hasNextPage === true && !isFetchingNextPage && !isPlaceholderData && !restoring && !error;
  useLoadWhenNear(sentinel, canLoadMore, loadMore);

  // A new list starts at its top: from deep in a long list the results' start comes back into view
  // (else the shorter list leaves the end marker in view and loads its page 2 at once).
  const changeListing = (next: ListingState) => {
    commit(next);
    const top = document.querySelector<HTMLElement>(`[${LISTING_TOOLS_ATTRIBUTE}]`);
    if (top && top.getBoundingClientRect().top < 0) top.scrollIntoView({ block: 'start' });
  };
  const toggle = (filter: ListingFilter, multiSelect: boolean) => changeListing(toggleFilter(state, filter, multiSelect));
  const clearAll = () => changeListing(clearFilters(state));
  // "Clear all" in the dialog removes itself: focus goes on to the dialog's way back to the results.
  const showResultsRef = useRef<HTMLButtonElement>(null);
  const clearAllInDialog = () => {
    clearAll();
    showResultsRef.current?.focus();
  };
  const sort = (code: string) => changeListing(withSort(state, code));

  // Facets the shopper has chosen in stay open while this listing is on screen.
  const [keepOpen] = useState(() => new Set<string>());
  for (const filter of state.filters) keepOpen.add(filter.key);

  const actions: ListingActions = {
    openFilters: () => setFiltersOpen(true),
    preloadFilters: () => void filtersDialogCode.load().catch(() => undefined),
    sort,
    toggle,
    clearAll,
    gridClick: (event) => void rememberProductLinkFollowed(event.target, scope.kind),
    retry: () => void (firstPageFailed || pages.length === 0 ? refetch() : loadMore()),
  };

  const data = listingViewData(latest, state, scope, { site, lang });
  const { total, selected } = data;
  const panel = (
    <FacetPanel t={t} facets={data.filterFacets} state={state} onToggle={toggle} categoryLinks={data.categoryLinks} keepOpen={keepOpen} />
  );
  const status = {
    dimmed: isPlaceholderData && !firstPageFailed,
    busy: (pending || restoring) && !firstPageFailed,
    loading: isLoading && !firstPageFailed,
    pending: pending && !firstPageFailed,
    failed: firstPageFailed,
    loadingMore: isFetchingNextPage || restoring,
    retryable: error !== null && !firstPageFailed && hasNextPage && !isFetchingNextPage,
  };

  return (
    <>
      <ListingView
        t={t}
        locale={locale}
        data={data}
        cards={cards}
        renditions={renditions}
        priorityCards={priorityCards}
        labels={labels}
        panel={<HeldWhile held={filtersOpen}>{panel}</HeldWhile>}
        status={status}
        actions={actions}
        endRef={sentinel}
      />
      {dialogLibrary ? (
        <dialogLibrary.Dialog
          isOpen={filtersOpen}
          onOpenChange={setFiltersOpen}
          title={t('filters.title')}
          closeLabel={t('filters.close')}
          width={480}
        >
          {(close) => (
            <div className={styles.dialogBody}>
              {/* The page behind the dialog is inert, its count silent: the dialog tells what a choice found. */}
              <p className="visually-hidden" role="status">
                {resultCountText(t, status, total)}
              </p>
              {data.sorts.length > 0 && (
                <SelectField
                  label={t('sort.label')}
                  value={data.sortValue}
                  onChange={(event) => sort(event.target.value)}
                  options={data.sorts.map((option) => ({ value: option.code, label: option.name }))}
                />
              )}
              {panel}
              <div className={styles.dialogActions} data-sticky-end="">
                {selected.length > 0 && (
                  <Button variant="ghost" onPress={clearAllInDialog}>
                    {t('filters.clearAll')}
                  </Button>
                )}
                <Button ref={showResultsRef} variant="primary" fullWidth onPress={close}>
                  {status.pending || status.failed ? t('filters.showProducts') : t('filters.showResults', { count: total })}
                </Button>
              </div>
            </div>
          )}
        </dialogLibrary.Dialog>
      ) : filtersOpen ? (
        <DialogPending label={t('common:loading')} />
      ) : null}
    </>
  );
}
