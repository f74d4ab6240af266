'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Calls `onRouteChange` after every completed client-side navigation (a new pathname or query), never
 * on the first render. It reads the URL, so render it inside `<Suspense fallback={null}>`: with
 * cache components the URL of a page with unknown params is only known at request time.
 */
export function RouteChangeListener({ onRouteChange }: { onRouteChange: (url: string) => void }) {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const url = search ? `${pathname}?${search}` : pathname;
  const previous = useRef(url);
  const callback = useRef(onRouteChange);

  useEffect(() => {
    callback.current = onRouteChange;
  });

  useEffect(() => {
    if (previous.current === url) return;
    previous.current = url;
    callback.current(url);
  }, [url]);

  return null;
}
