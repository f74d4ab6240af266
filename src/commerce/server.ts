import { createOccClient, type OccClient } from './client';
import { fillWithinBudget } from './cache-fill';
import { commerceConfig } from './config';
import type { OccClientOptions, OccContext } from './transport';

export type ServerOccContext = Omit<OccContext, 'baseUrl'>;

/** What a cached browse-page call is keyed by: the store context, never a token or preview ticket. */
export interface CatalogContext {
  siteId: string;
  language: OccContext['language'];
  currency: string;
  country: string;
}

/**
 * How long a cached data call may take. A render waits for it only its budget (`OCC_TIMEOUT_MS`,
 * 3 s, see `render-budget.ts`); the call goes on to fill the cache for the page's next request, up to
 * this limit. A page rendered on its first request (a product not prerendered) answers only once
 * the calls it started have settled, so this also bounds how long its first visitor waits for the
 * fallback when the backend hangs.
 */
export const CACHE_FILL_TIMEOUT_MS = 10_000;

/** The OCC client for server code: straight to the backend, within the server-render budget. */
export function serverOccClient(context: ServerOccContext, options: OccClientOptions = {}): OccClient {
  const config = commerceConfig();
  return createOccClient(
    { ...context, baseUrl: config.occBaseUrl },
    { timeoutMs: config.timeoutMs, componentsPageSize: config.cmsComponentsPageSize, bustSearchCache: false, ...options },
  );
}

/** Every function member answers with a promise (a compile-time check for `catalogOccClient`). */
type Asynchronous<T> = {
  [K in keyof T]: T[K] extends (...args: never[]) => infer R ? (R extends Promise<unknown> ? T[K] : never) : T[K];
};

/**
 * The client of cached data functions. Only the four context fields reach it: a token or preview
 * ticket must never enter a cached call. Each call is shared with concurrent fills of the same entry
 * and waited for only within the render budget (`fillWithinBudget`): it goes on up to
 * `CACHE_FILL_TIMEOUT_MS` and keeps its answer for the entry's next fill.
 */
export function catalogOccClient({ siteId, language, currency, country }: CatalogContext): OccClient {
  const client: Asynchronous<OccClient> = serverOccClient(
    { siteId, language, currency, country },
    { timeoutMs: Math.max(CACHE_FILL_TIMEOUT_MS, commerceConfig().timeoutMs) },
  );
  return new Proxy(client, {
    get(target, member, receiver) {
      const value: unknown = Reflect.get(target, member, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        fillWithinBudget(JSON.stringify([String(member), siteId, language, currency, country, ...args]), () =>
          Reflect.apply(value, target, args) as Promise<unknown>,
        );
    },
  });
}
