import { useSyncExternalStore } from 'react';
import { act } from '@testing-library/react';

/**
 * `next/navigation` over jsdom's own location and history, as the App Router behaves in a browser:
 * `usePathname` and `useSearchParams` follow `history.pushState` and `replaceState` (which the
 * storefront calls for state that lives only in the browser, such as the open dialog), and the
 * router's `push` and `replace` move the location the same way.
 *
 * Use it as the module's mock:
 * `vi.mock('next/navigation', () => import('../support/history-navigation'));`
 * and start each test at a page with `goTo('/c/men?x=1')`.
 */

const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

// Wrapped once per test file (each file has its own window), as Next wraps them in the browser.
for (const method of ['pushState', 'replaceState'] as const) {
  const original = window.history[method].bind(window.history);
  window.history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
    original(data, unused, url);
    notify();
  };
}
window.addEventListener('popstate', notify);

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const currentPathname = () => window.location.pathname;
const currentSearch = () => window.location.search;

/** The page the next test starts on, with no history of its own. */
export function goTo(href: string): void {
  act(() => window.history.replaceState(null, '', href));
}

/** Where the page is now: path and query, as a shopper would read it in the address bar. */
export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The router's own navigations, recorded for the tests that look at them, then followed. Components
 * call them from handlers and effects, already inside React's `act`; a test calling one itself wraps
 * it in `act`.
 */
export const router = {
  push: vi.fn((href: string, _options?: { scroll?: boolean }) => window.history.pushState(null, '', href)),
  replace: vi.fn((href: string, _options?: { scroll?: boolean }) => window.history.replaceState(null, '', href)),
  refresh: vi.fn(),
  prefetch: vi.fn(),
  back: vi.fn(() => window.history.back()),
  forward: vi.fn(() => window.history.forward()),
};

export function usePathname(): string {
  return useSyncExternalStore(subscribe, currentPathname);
}

export function useSearchParams(): URLSearchParams {
  return new URLSearchParams(useSyncExternalStore(subscribe, currentSearch));
}

export function useRouter() {
  return router;
}

export function useParams() {
  return {};
}
