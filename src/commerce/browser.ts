import { ANSWER_HEADER, COMMERCE_PROXY_PATH } from './bff/path';
import type { OccClient } from './occ-client';
import type { Answer, AnswerName } from './schemas/answers';
import type { AnswerReader, OccClientOptions, OccContext } from './transport';

export type BrowserOccContext = Omit<OccContext, 'baseUrl' | 'accessToken'>;

/**
 * The OCC client for client islands: every call goes to the same-origin commerce proxy, which attaches
 * the session's token; the browser never holds one (ARCHITECTURE §4).
 *
 * The browser never loads the answers' schemas: each request names the answer it expects
 * (`ANSWER_HEADER`) and the proxy passes on OCC's answer only as that schema parsed it, or answers
 * 502 `InvalidResponseError`. The client and its calls load on the first call, not with the page:
 * every page's shell creates one, and most pages call it only after they are interactive. `context` is there at
 * once (query keys read it); every other member is one of the client's calls, which all answer with a
 * promise, so a call made before the client is loaded simply waits for it.
 */
export function browserOccClient(context: BrowserOccContext, options?: OccClientOptions): OccClient {
  const fullContext: OccContext = { ...context, baseUrl: COMMERCE_PROXY_PATH };
  let loaded: Promise<OccClient> | undefined;
  const load = () =>
    (loaded ??= import('./occ-client').then(({ buildOccClient }) => buildOccClient(fullContext, proxyCheckedAnswers, options)));
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
