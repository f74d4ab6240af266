'use client';

import type { MouseEvent, ReactNode } from 'react';
import { useStore } from '@/features/session/StoreProvider';
import { IslandOnFirstUse } from '@/ui/IslandOnFirstUse';
import { onFirstUse } from '@/ui/on-first-use';
import { FACET_PARAM, FILTERS_BUTTON_ATTRIBUTE, LISTING_END_ATTRIBUTE, LISTING_TOOLS_ATTRIBUTE, PAGES_PARAM, SORT_PARAM } from './listing-constants';
import { filtersDialogCode } from './filters-dialog-code';
import type { ProductListingProps } from './ProductListing';
import { rememberProductLinkFollowed, savedScrollPosition } from './scroll-memory';

const islandCode = onFirstUse(() => import('./ProductListing'));

const FILTERS_BUTTON = `[${FILTERS_BUTTON_ATTRIBUTE}]`;

/**
 * The filters button reached for before the island is here: the dialog it opens loads beside the
 * island's code, not once the island has arrived and opened it (a failure is left to the dialog's own
 * load, which reports it).
 */
function loadWhatReachedNeeds(control: Element): void {
  if (control.closest(FILTERS_BUTTON)) filtersDialogCode.load().catch(() => undefined);
}

/**
 * How far below the screen the end of the list brings the island: a screen's height ahead, so its
 * code is there when the next page is due (50 px ahead, spec 1 §9).
 */
export const EARLY_LOAD_MARGIN = '0px 0px 100% 0px';

const NEAR_END = { selector: `[${LISTING_END_ATTRIBUTE}]`, rootMargin: EARLY_LOAD_MARGIN };
const TOOLS = `[${LISTING_TOOLS_ATTRIBUTE}]`;

/** A list other than the server's: filters, sort or pages in the address (Back to a list), or a position to return to. */
function restoresAList(): boolean {
  const params = new URLSearchParams(window.location.search);
  return [FACET_PARAM, SORT_PARAM, PAGES_PARAM].some((name) => params.has(name)) || savedScrollPosition() !== undefined;
}

export interface ListingOnFirstUseProps extends ProductListingProps {
  /** The server's drawing of the first page (`ServerListing`). */
  children: ReactNode;
}

/**
 * The listing island (`ProductListing`), loaded on first use rather than with the page. The server
 * draws the first page with the same view (`ServerListing`): the cards' links work at once, and a
 * product link followed is noted for Back as the island notes it. The island takes over when the
 * shopper reaches for the filters or the sort menu, when the end of the list comes within a screen,
 * and at once when the list to show is not the server's (filters, sort or pages in the address, a
 * position to return to, a currency other than the server's). See `IslandOnFirstUse`.
 */
export function ListingOnFirstUse({ children, ...listing }: ListingOnFirstUseProps) {
  const store = useStore();

  function onEarlyClick(event: MouseEvent): boolean {
    return rememberProductLinkFollowed(event.target, listing.scope.kind);
  }

  return (
    <IslandOnFirstUse
      code={islandCode}
      island={(loaded) => <loaded.ProductListing {...listing} />}
      reachFor={TOOLS}
      wantedNow={store.currency !== listing.serverContext.currency}
      wantedAtStart={restoresAList}
      near={NEAR_END}
      onEarlyClick={onEarlyClick}
      onReach={loadWhatReachedNeeds}
    >
      {children}
    </IslandOnFirstUse>
  );
}
