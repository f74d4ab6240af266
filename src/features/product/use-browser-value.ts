'use client';

import { useEffect, useState } from 'react';
import { perStore } from '@/features/session/per-store';

/**
 * A value the purchase island reads in the browser only when the server's copy does not apply
 * (another variant's price, another country's restrictions), kept per page store context for
 * `staleMs` so choosing back and forth asks once. No clock is read while rendering. A failed load
 * leaves the server's value in place (the caller's fallback) and is tried again on the next change.
 */
interface Kept<T> {
  value: T;
  loadedAt: number;
}

const keptFor = perStore(() => new Map<string, Kept<unknown>>());

function freshValue<T>(values: Map<string, Kept<unknown>>, key: string, staleMs: number): T | undefined {
  const entry = values.get(key);
  return entry && Date.now() - entry.loadedAt < staleMs ? (entry.value as T) : undefined;
}

export function useBrowserValue<T>(scope: object, key: string, enabled: boolean, load: () => Promise<T>, staleMs: number): T | undefined {
  const values = keptFor(scope);
  const [loaded, setLoaded] = useState<{ key: string; value: T } | undefined>();
  const known = loaded?.key === key ? loaded.value : (values.get(key)?.value as T | undefined);
  useEffect(() => {
    if (!enabled) return undefined;
    // A fresh value is already what `known` shows.
    if (freshValue<T>(values, key, staleMs) !== undefined) return undefined;
    let current = true;
    const started = Date.now();
    load().then(
      (value) => {
        values.set(key, { value, loadedAt: started });
        if (current) setLoaded({ key, value });
      },
      (error: unknown) => console.warn(error),
    );
    return () => {
      current = false;
    };
    // `load` reads what `key` names: a new key is a new load.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values, key, enabled, staleMs]);
  return enabled ? known : undefined;
}
