'use client';

import { createContext, use, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { browserOccClient } from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import { COUNTRY_COOKIE, storeContext, type Language, type SiteKey, type StoreContext } from '@/site';
import { readBrowserCookie } from './browser-cookie';

interface StoreValue {
  store: StoreContext;
  occ: OccClient;
}

const StoreContextValue = createContext<StoreValue | null>(null);

function subscribeToNothing(): () => void {
  return () => undefined;
}

function storedCountry(): string | undefined {
  return readBrowserCookie(COUNTRY_COOKIE);
}

/**
 * What every client island of a page shares: the store context (site, language, country, currency),
 * and the browser's OCC client (through the same-origin commerce proxy). TanStack Query is not here:
 * the islands that use it mount `QueryProvider`, so pages without them do not load it.
 * The country cookie is read here, in the browser, so cached server HTML never depends on it.
 * `proxyTimeoutMs` is the commerce proxy's configured timeout, which only the server knows: the
 * browser's calls wait for the proxy's answer rather than giving up first (`browserTimeoutFor`).
 */
export function StoreProvider({
  site,
  lang,
  proxyTimeoutMs,
  children,
}: {
  site: SiteKey;
  lang: Language;
  proxyTimeoutMs?: number | undefined;
  children: ReactNode;
}) {
  const country = useSyncExternalStore(subscribeToNothing, storedCountry, () => undefined);
  const value = useMemo<StoreValue>(() => {
    const store = storeContext(site, lang, country);
    return {
      store,
      occ: browserOccClient(
        {
          siteId: store.siteId,
          language: store.language,
          currency: store.currency,
          country: store.country,
        },
        { proxyTimeoutMs },
      ),
    };
  }, [site, lang, country, proxyTimeoutMs]);
  return <StoreContextValue value={value}>{children}</StoreContextValue>;
}

function useStoreValue(): StoreValue {
  const value = use(StoreContextValue);
  if (!value) throw new Error('StoreProvider is missing above this island');
  return value;
}

/** The site, language, country and currency of the page, in a client island. */
export function useStore(): StoreContext {
  return useStoreValue().store;
}

/** The browser's OCC client for this page's store context. */
export function useOcc(): OccClient {
  return useStoreValue().occ;
}
