/**
 * Where the shopper was in a listing when they opened a product, so Back returns there (spec 1 §9
 * infinite scroll): the position is kept per listing URL for this tab and used once, by a listing
 * the browser loads again on Back (or a reload). A visit by a link or a typed address starts at the
 * top, and a listing the browser brings back whole (its back-forward cache) has its own position, so
 * neither uses an older one. Browser only.
 */

import type { BrowsePageKind } from '@/features/product/back-link';
import { rememberBrowsePage } from '@/features/product/browse-history';
import { PRODUCT_LINK_ATTRIBUTE } from './listing-constants';

const KEY_PREFIX = 'ironbark:listing-scroll:';

function keyOfCurrentListing(): string {
  return `${KEY_PREFIX}${window.location.pathname}${window.location.search}`;
}

export function rememberScrollPosition(top: number): void {
  try {
    sessionStorage.setItem(keyOfCurrentListing(), String(Math.max(0, Math.round(top))));
  } catch {
    // No storage: Back lands at the top of the restored list.
  }
}

/**
 * A click in the grid: when it follows a product card's link, the position in the list and the kind
 * of listing are noted for Back (the product page's back link). Whether it was one.
 */
export function rememberProductLinkFollowed(target: EventTarget | null, kind: BrowsePageKind): boolean {
  const link = target instanceof Element ? target.closest<HTMLAnchorElement>(`a[${PRODUCT_LINK_ATTRIBUTE}]`) : null;
  if (!link) return false;
  rememberScrollPosition(window.scrollY);
  rememberBrowsePage(kind, link.href);
  return true;
}

/** Was this document loaded by Back, Forward or a reload? Unknown (no navigation timing) counts as yes. */
function arrivedByHistory(): boolean {
  const [entry] = (performance.getEntriesByType?.('navigation') ?? []) as Partial<PerformanceNavigationTiming>[];
  return entry?.type === undefined || entry.type === 'back_forward' || entry.type === 'reload';
}

export function savedScrollPosition(): number | undefined {
  if (!arrivedByHistory()) return undefined;
  try {
    const value = Number(sessionStorage.getItem(keyOfCurrentListing()));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  } catch {
    return undefined;
  }
}

export function forgetScrollPosition(): void {
  try {
    sessionStorage.removeItem(keyOfCurrentListing());
  } catch {
    // Nothing to forget.
  }
}

// A listing brought back from the back-forward cache is where the shopper left it: what was noted
// for a reload of it is spent.
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) forgetScrollPosition();
  });
}
