/**
 * The dialogs live in the URL (`?dialog=login&returnUrl=...`) and in the browser alone: no page
 * renders differently for them. Opening one, or switching to another, over the same page therefore
 * only changes the history entry, which Next's router follows (`usePathname`, `useSearchParams`).
 * As a navigation, each of those URLs was a request of its own: a prefetch on every page showing the
 * sign-in link, or a wait for the server on the click.
 * Closing stays a router navigation (`DialogHost`): the page under the dialog is in the router's
 * cache already, and with the CPU slowed 4 times that closed about 60 ms sooner than changing the entry.
 * A change of page (home, then a dialog over it) is a navigation and does not come here.
 */
export function showDialogLocation(url: string, entry: 'push' | 'replace'): void {
  // A second tap while the dialog's code is on its way asks for the address already shown: one entry,
  // or Back would open the dialog again after it was closed.
  if (new URL(url, window.location.href).href === window.location.href) return;
  if (entry === 'push') window.history.pushState(null, '', url);
  else window.history.replaceState(null, '', url);
}

/**
 * A click the page may take over: the main button without a modifier. Any other click keeps the
 * link's own behaviour (a new tab, a new window, a download).
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
