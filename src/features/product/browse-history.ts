import type { BrowsePageKind } from './back-link';

/**
 * Which listing a product page was opened from, kept for this tab only (sessionStorage): the back
 * link of the product page (spec 1 §2.1) needs to know whether the previous page was a search,
 * category or brand page. Browser only; storage failures (private mode, quota) count as "unknown".
 */

const PREVIOUS_PAGE_KEY = 'ironbark:previous-browse-page';

interface BrowseRecord {
  kind: BrowsePageKind;
  /** The path of the product page opened from it. */
  target: string;
}

function pathOf(href: string): string {
  try {
    return new URL(href, 'http://localhost').pathname;
  } catch {
    return href;
  }
}

/** Called when a product link of a listing is followed. */
export function rememberBrowsePage(kind: BrowsePageKind, productHref: string): void {
  try {
    sessionStorage.setItem(PREVIOUS_PAGE_KEY, JSON.stringify({ kind, target: pathOf(productHref) } satisfies BrowseRecord));
  } catch {
    // No storage: the back-link rule falls back to history length and referrer.
  }
}

/** The kind of the previous page, when the product page at `path` was opened from a listing. */
export function previousBrowsePage(path: string): BrowsePageKind | 'other' | undefined {
  try {
    const raw = sessionStorage.getItem(PREVIOUS_PAGE_KEY);
    if (!raw) return undefined;
    const record = JSON.parse(raw) as Partial<BrowseRecord>;
    if (record.target !== pathOf(path)) return 'other';
    return record.kind === 'search' || record.kind === 'category' || record.kind === 'brand' ? record.kind : 'other';
  } catch {
    return undefined;
  }
}
