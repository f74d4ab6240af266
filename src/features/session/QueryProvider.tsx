'use client';

import { MutationCache, QueryCache, QueryClient, QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { use, type ReactNode } from 'react';
import { useStore } from '@/features/session/StoreProvider';
import { SIGNED_IN_HINT_COOKIE } from '@/site';
import { readBrowserCookie } from './browser-cookie';
import { perStore } from './per-store';
import { sessionEndedOn } from './session-ended';

/**
 * One client per store context: the page's `StoreProvider` holds one for its site, language and country.
 * Requests go out whether or not the browser says it is online (`networkMode: 'always'`): offline, an
 * add to cart fails at once with its message instead of waiting, busy, to be sent on reconnect.
 * Any query or mutation that finds the sign-in ended says so (`sessionEndedOn`).
 */
const queryClientFor = perStore(() => {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => sessionEndedOn(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => sessionEndedOn(client, error) }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: false, refetchOnWindowFocus: false, networkMode: 'always' },
      mutations: { networkMode: 'always' },
    },
  });
  if (typeof window !== 'undefined') reloadWhenRestored(client);
  return client;
});

/**
 * A page the browser brings back from its back-forward cache (Back, Forward) shows what it had loaded,
 * and the session may have changed since: signed out, signed in, a cart changed on another page. What
 * is shown is loaded again (the header reads the session hint again by itself: session-hint.ts). When
 * the sign-in is not the one the page was left with, what it showed is dropped at once rather than
 * shown while it reloads: one customer's cart never shows to the next.
 */
function reloadWhenRestored(client: QueryClient): void {
  const signedInAs = () => readBrowserCookie(SIGNED_IN_HINT_COOKIE);
  let leftAs = signedInAs();
  window.addEventListener('pagehide', () => {
    leftAs = signedInAs();
  });
  window.addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    if (signedInAs() === leftAs) void client.invalidateQueries();
    else void client.resetQueries();
    leftAs = signedInAs();
  });
}

/**
 * TanStack Query for the islands below, with the page's one client, so the cart a product page
 * changes is the cart the header counts. Only the parts that load or change personal data mount it
 * (the cart, account pages, add to cart, the mini cart, the sign-in dialogs, the
 * header's counts once the session may hold a cart), so a first visit to a page without them loads
 * no query library. Inside another provider it adds nothing.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  return use(QueryClientContext) ? children : <PageQueryProvider>{children}</PageQueryProvider>;
}

function PageQueryProvider({ children }: { children: ReactNode }) {
  // Looked up on every render: when the store context settles (the country cookie, read as the page
  // hydrates), every island moves to that context's client together.
  return <QueryClientProvider client={queryClientFor(useStore())}>{children}</QueryClientProvider>;
}
