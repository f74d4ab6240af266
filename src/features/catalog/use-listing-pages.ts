'use client';

import { useEffect, useReducer, useRef, useState } from 'react';
import { perStore } from '@/features/session/per-store';
import type { ListingPageModel } from './listing-model';

/**
 * The pages of one product listing (a search query in a store context), loaded page by page: the
 * listing island's small replacement for an infinite query, so category and search pages load no
 * query library.
 *
 * - Pages a listing loaded are kept per page store context (like the page's query client was) and
 *   shown again at once when the shopper comes back to the same filters within `staleMs`.
 * - The server's pages are never asked for again (`initialPages`).
 * - While another listing's first page loads, the pages on screen stay (placeholder) so the grid
 *   dims instead of emptying; with nothing on screen, `placeholder` stands in.
 * - A long list coming back (Back, a reload, a shared link) loads its pages again in one request
 *   (`fetchFirstPages`) rather than one after another.
 * - A failed load leaves what is shown and reports the error; `refetch` tries the first page again.
 * - No clock is read while rendering (the server prerenders this island): freshness is checked when
 *   the listing mounts or changes.
 */

interface CachedListing {
  pages: ListingPageModel[];
  /** When the first page was loaded (ms); `Infinity` for the server's pages. */
  loadedAt: number;
}

interface ListingCache {
  entries: Map<string, CachedListing>;
  /** First pages being loaded, so two mounts (or a retry) ask once. */
  loading: Map<string, Promise<ListingPageModel[]>>;
}

/** Listings kept per page store context; the oldest go first past this many. */
const MAX_LISTINGS = 20;

const cacheFor = perStore<ListingCache>(() => ({ entries: new Map(), loading: new Map() }));

function remember(cache: ListingCache, key: string, listing: CachedListing) {
  cache.entries.delete(key);
  cache.entries.set(key, listing);
  while (cache.entries.size > MAX_LISTINGS) {
    const oldest = cache.entries.keys().next().value;
    if (oldest === undefined) break;
    cache.entries.delete(oldest);
  }
}

/**
 * The listing's first page (or pages: `loadFirst`), unless a fresh copy is kept: resolves once it is
 * there (shared by every caller while it loads); `undefined` when nothing needs loading.
 */
function loadFirstPage(cache: ListingCache, key: string, loadFirst: () => Promise<ListingPageModel[]>, staleMs: number) {
  const current = cache.entries.get(key);
  const now = Date.now();
  if (current && now - current.loadedAt < staleMs) return undefined;
  let pending = cache.loading.get(key);
  if (!pending) {
    pending = loadFirst();
    cache.loading.set(key, pending);
    pending.then(
      (pages) => remember(cache, key, { pages, loadedAt: now }),
      () => undefined,
    );
    void pending.finally(() => cache.loading.delete(key)).catch(() => undefined);
  }
  return pending;
}

/** Adds the page after the last one kept; resolves with the pages now kept. */
async function loadNextPage(cache: ListingCache, key: string, load: (page: number) => Promise<ListingPageModel>) {
  const current = cache.entries.get(key);
  const last = current?.pages.at(-1);
  if (!current || !last || !hasNext(current.pages)) return current?.pages ?? [];
  const page = await load(last.currentPage + 1);
  const latest = cache.entries.get(key) ?? current;
  // Another load may have added this page meanwhile (a scroll and a restore): add it once.
  const pages = latest.pages.some((loaded) => loaded.currentPage === page.currentPage) ? latest.pages : [...latest.pages, page];
  remember(cache, key, { pages, loadedAt: latest.loadedAt });
  return pages;
}

/**
 * The listing's first `count` pages, loaded in one request, in place of those kept (a long list
 * being restored); resolves with the pages now kept.
 */
async function loadFirstPages(cache: ListingCache, key: string, loadPages: (count: number) => Promise<ListingPageModel[]>, count: number) {
  const loadedAt = Date.now();
  const pages = await loadPages(count);
  remember(cache, key, { pages, loadedAt });
  return pages;
}

/** The listing's kept pages, with the server's pages kept first when they apply. */
function keptListing(cache: ListingCache, key: string, initialPages: ListingPageModel[] | undefined) {
  if (initialPages && !cache.entries.has(key)) remember(cache, key, { pages: initialPages, loadedAt: Number.POSITIVE_INFINITY });
  return cache.entries.get(key);
}

export interface UseListingPagesOptions {
  /** The object the loaded pages are kept with (the page's store context). */
  scope: object;
  /** Identifies the listing: store context and search query. */
  listingKey: string;
  /** Loads one page (0-based) of this listing. */
  load: (page: number) => Promise<ListingPageModel>;
  /** Loads the listing's first `count` pages in one request. */
  loadFirstPages: (count: number) => Promise<ListingPageModel[]>;
  /**
   * How many pages a first load asks for at once (a list coming back with several pages, up to the
   * caller's limit); 1 when absent. Read when a load starts: a change alone loads nothing.
   */
  firstLoadPages?: number | undefined;
  /** The server's pages for this listing, when they apply. */
  initialPages?: ListingPageModel[] | undefined;
  /** Shown while the first page loads when nothing is on screen yet. */
  placeholder?: ListingPageModel[] | undefined;
  staleMs: number;
}

export interface LoadMoreResult {
  /** Pages of the listing loaded once the request settled. */
  pageCount: number;
  isError: boolean;
}

export interface ListingPages {
  pages: ListingPageModel[];
  error: Error | null;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The pages shown belong to another listing (or stand in) while this one's first page loads. */
  isPlaceholderData: boolean;
  /** Nothing to show yet: the first page is loading. */
  isLoading: boolean;
  fetchNextPage: () => Promise<LoadMoreResult>;
  /** Loads the first `count` pages again in one request (a long list coming back), in place of those shown. */
  fetchFirstPages: (count: number) => Promise<LoadMoreResult>;
  refetch: () => void;
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function hasNext(pages: readonly ListingPageModel[]): boolean {
  const last = pages.at(-1);
  return last !== undefined && last.currentPage + 1 < last.totalPages;
}

export function useListingPages(options: UseListingPagesOptions): ListingPages {
  const { scope, listingKey, load, loadFirstPages: loadPages, firstLoadPages = 1, initialPages, placeholder, staleMs } = options;
  const cache = cacheFor(scope);
  const entry = keptListing(cache, listingKey, initialPages);
  const loadRef = useRef({ load, loadPages, firstLoadPages });
  useEffect(() => {
    loadRef.current = { load, loadPages, firstLoadPages };
  });
  const [, changed] = useReducer((version: number) => version + 1, 0);
  const [failure, setFailure] = useState<{ key: string; error: Error } | null>(null);
  const [fetchingNextFor, setFetchingNextFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  // What the grid showed last: it stays on screen while the next listing's first page loads.
  const [lastShown, setLastShown] = useState<ListingPageModel[] | undefined>(entry?.pages);
  if (entry && entry.pages !== lastShown) setLastShown(entry.pages);
  const shown = entry?.pages ?? lastShown ?? placeholder;

  useEffect(() => {
    const loadFirst = () => {
      const { load: loadOne, loadPages: loadSeveral, firstLoadPages: count } = loadRef.current;
      return count > 1 ? loadSeveral(count) : loadOne(0).then((page) => [page]);
    };
    const pending = loadFirstPage(cache, listingKey, loadFirst, staleMs);
    if (!pending) return;
    let active = true;
    pending.then(
      () => {
        if (!active) return;
        setFailure(null);
        changed();
      },
      (error: unknown) => {
        if (active) setFailure({ key: listingKey, error: asError(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [cache, listingKey, staleMs, attempt]);

  /** Runs `loadSome`, reporting how many pages the listing has once it settled. */
  const fetchPages = async (loadSome: () => Promise<ListingPageModel[]>): Promise<LoadMoreResult> => {
    setFetchingNextFor(listingKey);
    try {
      const pages = await loadSome();
      setFailure(null);
      changed();
      return { pageCount: pages.length, isError: false };
    } catch (error) {
      setFailure({ key: listingKey, error: asError(error) });
      return { pageCount: cache.entries.get(listingKey)?.pages.length ?? 0, isError: true };
    } finally {
      setFetchingNextFor((key) => (key === listingKey ? null : key));
    }
  };

  const fetchNextPage = () => fetchPages(() => loadNextPage(cache, listingKey, (page) => loadRef.current.load(page)));
  const fetchFirstPages = (count: number) => fetchPages(() => loadFirstPages(cache, listingKey, loadRef.current.loadPages, count));

  const refetch = () => {
    setFailure(null);
    setAttempt((count) => count + 1);
  };

  return {
    pages: shown ?? [],
    error: failure?.key === listingKey ? failure.error : null,
    hasNextPage: hasNext(entry?.pages ?? []),
    isFetchingNextPage: fetchingNextFor === listingKey,
    isPlaceholderData: !entry && shown !== undefined,
    isLoading: !entry && shown === undefined,
    fetchNextPage,
    fetchFirstPages,
    refetch,
  };
}
