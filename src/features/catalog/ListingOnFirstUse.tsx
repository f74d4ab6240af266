'use client';

import {
  startTransition,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ChangeEvent,
  type FocusEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import { rememberBrowsePage } from '@/features/product/browse-history';
import { useStore } from '@/features/session/StoreProvider';
import { controlIndex, replayEarlyUse, type EarlyUse } from '@/ui/early-use';
import { OnMount, onFirstUse, useOnFirstUse } from '@/ui/on-first-use';
import { FACET_PARAM, LISTING_END_ATTRIBUTE, LISTING_TOOLS_ATTRIBUTE, PAGES_PARAM, SORT_PARAM } from './listing-constants';
import { currentSearch, serverSearch, subscribeToLocation } from './location-store';
import type { ProductListingProps } from './ProductListing';
import { rememberScrollPosition, savedScrollPosition } from './scroll-memory';

const islandCode = onFirstUse(() => import('./ProductListing'));

/**
 * How far below the screen the end of the list brings the island: a screen's height ahead, so its
 * code is there when the next page is due (50 px ahead, spec 1 §9).
 */
export const EARLY_LOAD_MARGIN = '0px 0px 100% 0px';

const LISTING_PARAMS = [FACET_PARAM, SORT_PARAM, PAGES_PARAM];

/** The host only listens: no box of its own (inline, so the page's scripts carry no style map for it). */
const HOST_STYLE = { display: 'contents' } as const;

function inTools(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(`[${LISTING_TOOLS_ATTRIBUTE}]`) !== null;
}

export interface ListingOnFirstUseProps extends ProductListingProps {
  /** The server's drawing of the first page (`ListingView` without actions). */
  children: ReactNode;
}

/**
 * The listing island, its code loaded when the listing is first used rather than with the page. The
 * server draws the first page with the same view (`ServerListing`): the cards' links work at once and
 * a product link followed is noted for Back. The island takes over when the shopper reaches for the
 * filters or the sort menu (pointer, tap, keyboard focus), when the end of the list comes within a
 * screen of view, and at once when the list on screen is not the server's: filters, sort or pages in
 * the address (Back to a list), a position to return to, or a currency other than the server's.
 * The server's drawing stays usable while the code loads (no Suspense boundary: the server would
 * send the drawing twice) and is replaced in one commit; focus stays on the same control and presses
 * and sort choices made in between are played again (`replayEarlyUse`).
 */
export function ListingOnFirstUse({ children, ...listing }: ListingOnFirstUseProps) {
  const store = useStore();
  const search = useSyncExternalStore(subscribeToLocation, currentSearch, serverSearch);
  const [wanted, setWanted] = useState(false);
  const host = useRef<HTMLDivElement>(null);
  const early = useRef<EarlyUse>({ actions: [] });
  const taken = useRef(false);

  // A list other than the server's is the island's at once, and stays the island's.
  const notServers =
    store.currency !== listing.serverContext.currency || LISTING_PARAMS.some((name) => new URLSearchParams(search).has(name));
  if (notServers && !wanted) setWanted(true);
  const code = useOnFirstUse(islandCode, wanted);
  // Only once wanted: a listing shown after the code loaded elsewhere starts as the server drew it too.
  const loaded = wanted ? code : undefined;

  useEffect(() => {
    if (wanted) return undefined;
    // Back to a scrolled list: the island puts the shopper back where they were.
    if (savedScrollPosition() !== undefined) {
      startTransition(() => setWanted(true));
      return undefined;
    }
    const end = host.current?.querySelector(`[${LISTING_END_ATTRIBUTE}]`);
    if (!end || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setWanted(true);
      },
      { rootMargin: EARLY_LOAD_MARGIN },
    );
    observer.observe(end);
    return () => observer.disconnect();
  }, [wanted]);

  function takeOver() {
    taken.current = true;
    if (host.current) replayEarlyUse(host.current, early.current);
  }

  // Each handler acts on the server's drawing only: once the island is here, it handles everything.
  function onIntent(event: SyntheticEvent) {
    if (!taken.current && !wanted && inTools(event.target)) setWanted(true);
  }
  function onFocus(event: FocusEvent) {
    if (taken.current || !host.current) return;
    early.current.focused = controlIndex(host.current, event.target);
    onIntent(event);
  }
  function onBlur(event: FocusEvent) {
    const next = event.relatedTarget;
    if (!taken.current && !(next instanceof Node && event.currentTarget.contains(next))) early.current.focused = undefined;
  }
  function onClick(event: MouseEvent) {
    if (taken.current || !host.current || !(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLAnchorElement>('a[data-product-link]');
    if (link) {
      rememberScrollPosition(window.scrollY);
      rememberBrowsePage(listing.scope.kind, link.href);
      return;
    }
    const control = event.target.closest('button, input, summary');
    const index = control && inTools(control) ? controlIndex(host.current, control) : undefined;
    if (index === undefined) return;
    early.current.actions.push({ index });
    onIntent(event);
  }
  function onChange(event: ChangeEvent) {
    if (taken.current || !host.current || !(event.target instanceof HTMLSelectElement)) return;
    const index = controlIndex(host.current, event.target);
    if (index !== undefined) early.current.actions.push({ index, value: event.target.value });
    onIntent(event);
  }

  return (
    // Listens to what bubbles up from the listing's own links and controls (their keys click them);
    // it is no control itself.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions, jsx-a11y/click-events-have-key-events
    <div
      ref={host}
      style={HOST_STYLE}
      onPointerOver={onIntent}
      onPointerDown={onIntent}
      onFocus={onFocus}
      onBlur={onBlur}
      onClick={onClick}
      onChange={onChange}
    >
      {loaded ? (
        <>
          <loaded.ProductListing {...listing} />
          <OnMount run={takeOver} />
        </>
      ) : (
        children
      )}
    </div>
  );
}
