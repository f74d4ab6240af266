/**
 * The back link of the product page (spec 1 §2.1, spec 3 §2): "A back link appears when the previous
 * page was a search, category or brand page, or the history holds more than 2 entries, or the
 * referrer is the same site. Otherwise a Home link appears."
 */

export type BrowsePageKind = 'search' | 'category' | 'brand';

export interface BackLinkFacts {
  /** What the previous page of this visit was, when a listing recorded it. */
  previousPage?: BrowsePageKind | 'other' | undefined;
  /** `history.length` of the tab. */
  historyLength: number;
  /** `document.referrer`: empty for a typed URL or a bookmark. */
  referrer: string;
  /** This site's origin (`location.origin`). */
  origin: string;
}

const BACK_LINK_MIN_HISTORY = 3;

export function showsBackLink({ previousPage, historyLength, referrer, origin }: BackLinkFacts): boolean {
  if (previousPage === 'search' || previousPage === 'category' || previousPage === 'brand') return true;
  if (historyLength >= BACK_LINK_MIN_HISTORY) return true;
  return isSameSite(referrer, origin);
}

function isSameSite(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
