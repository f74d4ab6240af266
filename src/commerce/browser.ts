import { COMMERCE_PROXY_PATH } from './bff/path';
import type { OccClient } from './client';
import type { OccClientOptions, OccContext } from './transport';

export type BrowserOccContext = Omit<OccContext, 'baseUrl' | 'accessToken'>;

/**
 * The OCC client for client islands: every call goes to the same-origin commerce proxy, which attaches
 * the session's token; the browser never holds one (ARCHITECTURE §4).
 *
 * The client, its calls and their zod schemas load on the first call, not with the page: every page's
 * shell creates one, and most pages call it only after they are interactive. `context` is there at
 * once (query keys read it); every other member is one of the client's calls, which all answer with a
 * promise, so a call made before the client is loaded simply waits for it.
 */
export function browserOccClient(context: BrowserOccContext, options?: OccClientOptions): OccClient {
  const fullContext: OccContext = { ...context, baseUrl: COMMERCE_PROXY_PATH };
  let loaded: Promise<OccClient> | undefined;
  const load = () =>
    (loaded ??= import('./client').then(({ createOccClient }) => createOccClient(fullContext, options)));
  const calls = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const target = { context: fullContext };
  return new Proxy(target, {
    get(object, name) {
      if (name === 'context') return object.context;
      // Not a thenable, and nothing else a caller could probe for (symbols, JSON, inspection).
      if (typeof name !== 'string' || NOT_CALLS.has(name)) return undefined;
      let call = calls.get(name);
      if (!call) {
        call = async (...args: unknown[]) => {
          const client = (await load()) as unknown as Record<string, unknown>;
          const method = client[name];
          if (typeof method !== 'function') throw new TypeError(`OccClient has no call ${name}`);
          return (method as (...callArgs: unknown[]) => Promise<unknown>)(...args);
        };
        calls.set(name, call);
      }
      return call;
    },
  }) as unknown as OccClient;
}

/** Compile-time guard: the lazy client is only right while every member but `context` is an async call. */
type Calls = Omit<OccClient, 'context'>;
type SyncMembers = { [K in keyof Calls]: Calls[K] extends (...args: never[]) => Promise<unknown> ? never : K }[keyof Calls];
type NoSyncMembers<T extends never> = T;
export type EveryOccCallIsAsync = NoSyncMembers<SyncMembers>;

const NOT_CALLS = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor', 'prototype', 'valueOf', 'toString', '$$typeof']);

export { ACTIVE_CART, SESSION_USER } from './bff/path';
