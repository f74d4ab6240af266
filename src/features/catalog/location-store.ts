/**
 * The page's query string as an external store for `useSyncExternalStore`: the server and hydration
 * see no query (the cached page was rendered without one), the browser then reads the real URL.
 * Listing state changes replace the URL (`history.replaceState`, which Next's router follows) and
 * notify subscribers here.
 */

const LOCATION_CHANGE_EVENT = 'ironbark:location-change';

export function subscribeToLocation(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  window.addEventListener(LOCATION_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(LOCATION_CHANGE_EVENT, onChange);
  };
}

export function currentSearch(): string {
  return window.location.search;
}

export function serverSearch(): string {
  return '';
}

/** Replaces the query string without a navigation, keeping the path and hash. */
export function replaceSearch(params: URLSearchParams): void {
  const query = params.toString();
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  window.history.replaceState(null, '', url);
  window.dispatchEvent(new Event(LOCATION_CHANGE_EVENT));
}
