/**
 * Where the shopper was in a listing when they opened a product, so Back returns there (spec 1 §9
 * infinite scroll): the position is kept per listing URL for this tab and used once. Browser only.
 */

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

export function savedScrollPosition(): number | undefined {
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
