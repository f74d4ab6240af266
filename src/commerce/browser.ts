import { DEFAULT_PROXY_TIMEOUT_MS } from './defaults';
import { ANSWER_HEADER, COMMERCE_PROXY_PATH } from './bff/path';
import type { OccClient } from './occ-client';
import type { Answer, AnswerName } from './schemas/answers';
import type { AnswerReader, OccClientOptions, OccContext } from './transport';

export type BrowserOccContext = Omit<OccContext, 'baseUrl' | 'accessToken'>;

export interface BrowserOccClientOptions extends Omit<OccClientOptions, 'timeoutMs'> {
  /**
   * How long the commerce proxy waits for OCC (`OCC_PROXY_TIMEOUT_MS`), handed down by the server
   * (`SiteShell`); the browser waits a little longer (`browserTimeoutFor`).
   */
  proxyTimeoutMs?: number;
}

/** The proxy's default timeout, for a client made without the configured value. */
export const ASSUMED_PROXY_TIMEOUT_MS = DEFAULT_PROXY_TIMEOUT_MS;

/**
 * Room for what the proxy does besides waiting for OCC (reading the session, renewing a token within
 * its own budget, writing the session) and for the way back to the browser.
 */
export const PROXY_ANSWER_MARGIN_MS = 5000;

/**
 * How long the browser waits for a call through the commerce proxy: longer than the proxy waits for
 * OCC, so the proxy's answer (OCC's, or its own timeout) always arrives first. Giving up earlier
 * would roll back a change the backend still completes, and a second press would then add twice;
 * the 3 s of the transport's default is the server-render budget, not the browser's.
 */
export function browserTimeoutFor(proxyTimeoutMs: number = ASSUMED_PROXY_TIMEOUT_MS): number {
  return proxyTimeoutMs + PROXY_ANSWER_MARGIN_MS;
}

/**
 * The OCC client for client islands: every call goes to the same-origin commerce proxy, which attaches
 * the session's token; the browser never holds one (ARCHITECTURE §4).
 *
 * The browser never loads the answers' schemas: each request names the answer it expects
 * (`ANSWER_HEADER`) and the proxy passes on OCC's answer only as that schema parsed it, or answers
 * 502 `InvalidResponseError`. The client and its calls load on the first call, not with the page:
 * every page's shell creates one, and most pages call it only after they are interactive. `context` is there at
 * once (query keys read it); every other member is one of the client's calls, which all answer with a
 * promise, so a call made before the client is loaded simply waits for it. Each call waits for the
 * proxy's own answer (`browserTimeoutFor`).
 */
export function browserOccClient(context: BrowserOccContext, options: BrowserOccClientOptions = {}): OccClient {
  const fullContext: OccContext = { ...context, baseUrl: COMMERCE_PROXY_PATH };
  const { proxyTimeoutMs, ...clientOptions } = options;
  const timed: OccClientOptions = { ...clientOptions, timeoutMs: browserTimeoutFor(proxyTimeoutMs) };
  let loaded: Promise<OccClient> | undefined;
  const load = () =>
    (loaded ??= import('./occ-client').then(({ buildOccClient }) => buildOccClient(fullContext, proxyCheckedAnswers, timed)));
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

/** Answers come from the commerce proxy, which has parsed them with the schema named in the request. */
const proxyCheckedAnswers: AnswerReader = {
  read<N extends AnswerName>(_answer: N, value: unknown): Answer<N> {
    return value as Answer<N>;
  },
  requestHeaders: (answer) => ({ [ANSWER_HEADER]: answer }),
};

/** Compile-time guard: the lazy client is only right while every member but `context` is an async call. */
type Calls = Omit<OccClient, 'context'>;
type SyncMembers = { [K in keyof Calls]: Calls[K] extends (...args: never[]) => Promise<unknown> ? never : K }[keyof Calls];
type NoSyncMembers<T extends never> = T;
export type EveryOccCallIsAsync = NoSyncMembers<SyncMembers>;

const NOT_CALLS = new Set(['then', 'catch', 'finally', 'toJSON', 'constructor', 'prototype', 'valueOf', 'toString', '$$typeof']);

export { ACTIVE_CART, SESSION_USER } from './bff/path';
