/** The history state key marking an entry `showDialogLocation` added over the page. */
const DIALOG_ENTRY = 'dialogOverPage';

/**
 * The dialogs live in the URL (`?dialog=login&returnUrl=...`) and in the browser alone: no page
 * renders differently for them. Opening one, or switching to another, over the same page therefore
 * only changes the history entry, which Next's router follows (`usePathname`, `useSearchParams`).
 * As a navigation, each of those URLs was a request of its own: a prefetch on every page showing the
 * sign-in link, or a wait for the server on the click.
 * Closing stays a router navigation (`DialogHost`): the page under the dialog is in the router's
 * cache already, and with the CPU slowed 4 times that closed about 60 ms sooner than changing the entry.
 * An entry added here is marked (`isDialogEntry`), and closing its dialog goes Back to the page's own
 * entry, so Back afterwards leaves the page instead of showing it once more without the dialog.
 * A change of page (home, then a dialog over it) is a navigation and does not come here.
 */
export function showDialogLocation(url: string, entry: 'push' | 'replace'): void {
  // A second tap while the dialog's code is on its way asks for the address already shown: one entry,
  // or Back would open the dialog again after it was closed.
  if (new URL(url, window.location.href).href === window.location.href) return;
  // Next's router keeps its own state beside these keys (it wraps pushState and replaceState).
  if (entry === 'push') window.history.pushState({ [DIALOG_ENTRY]: true }, '', url);
  else window.history.replaceState(isDialogEntry() ? { [DIALOG_ENTRY]: true } : null, '', url);
}

/** Was the entry shown now added over the page for a dialog (`showDialogLocation`)? */
export function isDialogEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && DIALOG_ENTRY in state && state[DIALOG_ENTRY] === true;
}

/**
 * A click the page may take over: the main button without a modifier. Any other click keeps the
 * link's own behaviour (a new tab, a new window, a download).
 */
export function isPlainClick(event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
