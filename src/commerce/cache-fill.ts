import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { commerceConfig } from './config';
import { isOccError } from './errors';

/**
 * The backend call inside a cached data function, bounded by the render budget: every call of the
 * cached functions' OCC client (`catalogOccClient`) goes through `fillWithinBudget`.
 *
 * A page rendered on its first request (a product not prerendered) is answered only once every
 * cached call its first pass started has settled (see `render-budget.ts`). If a cached function
 * waited for the backend as long as the call may take (`CACHE_FILL_TIMEOUT_MS`, 10 s), a slow backend
 * would hold that page's first byte for as long, past the spec's 3 s (spec 1 §9 "Server rendering:
 * timeout 3 s"). So the cached function waits only a little longer than the render does, and then
 * gives up without an entry (a `CacheFillPending` error, which is never cached). The call itself goes
 * on and keeps its answer here, and the page's next request (the waiting view's retry) fills the cache
 * with it at once instead of asking the backend again.
 *
 * Calls are shared by key: concurrent fills of one entry make one backend call. An answer waits here
 * until a fill takes it or `KEPT_MS` passes, whichever comes first, so a later fill, after an editor's
 * change for example, asks the backend again. A failure reaches the fills waiting for it and is not
 * kept for later ones; the call's own timeout reaches them as a `CacheFillPending`.
 */

/** After the render's own budget, so the render gives up first and shows its waiting view. */
export const FILL_MARGIN_MS = 250;

/** How long an answer no fill has taken yet is kept for one. */
export const KEPT_MS = 60_000;

/** At most this many answers are kept; the oldest goes first. */
export const MAX_KEPT = 200;

/** A cached function stopped waiting for its backend call; the call goes on (not an OCC error, so never cached as one). */
export class CacheFillPending extends Error {
  constructor(key: string, waitedMs: number) {
    super(`The commerce backend did not answer within ${waitedMs} ms; still loading ${key}`);
    this.name = 'CacheFillPending';
  }
}

/** A `CacheFillPending`, also as it arrives out of a `'use cache'` function, rebuilt with its name. */
export function isCacheFillPending(error: unknown): boolean {
  return error instanceof CacheFillPending || (error instanceof Error && error.name === 'CacheFillPending');
}

interface Call {
  promise: Promise<unknown>;
  /** When the call settled with nobody waiting for it; undefined while it runs or once taken. */
  keptSince?: number;
  waiting: number;
}

const calls = new Map<string, Call>();

/** How many calls are running or kept (tests read it). */
export function cacheFillsHeld(): number {
  return calls.size;
}

function forgetStale(now: number): void {
  let kept = 0;
  for (const [key, call] of calls) {
    if (call.keptSince === undefined) continue;
    if (now - call.keptSince > KEPT_MS) calls.delete(key);
    else kept += 1;
  }
  for (const [key, call] of calls) {
    if (kept <= MAX_KEPT) break;
    if (call.keptSince === undefined) continue;
    calls.delete(key);
    kept -= 1;
  }
}

function start(key: string, load: () => Promise<unknown>): Call {
  const call: Call = { promise: load(), waiting: 0 };
  const answered = () => {
    if (calls.get(key) !== call) return;
    if (call.waiting > 0) calls.delete(key);
    else call.keptSince = Date.now();
  };
  // A failure is not kept: the entry's next fill asks the backend again. (Handed to a fill at once, a
  // kept failure left the page's final render pass waiting for the missing entry for good.)
  const failed = () => {
    if (calls.get(key) === call) calls.delete(key);
  };
  call.promise.then(answered, failed);
  calls.set(key, call);
  return call;
}

/**
 * `load()`'s answer for the cached entry `key`, or a `CacheFillPending` once `waitMs` (the render
 * budget plus `FILL_MARGIN_MS`) has passed. The build's prerender waits as long as the call takes.
 */
export async function fillWithinBudget<T>(key: string, load: () => Promise<T>, waitMs = commerceConfig().timeoutMs + FILL_MARGIN_MS): Promise<T> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return load();
  forgetStale(Date.now());
  const found = calls.get(key);
  if (found?.keptSince !== undefined) {
    calls.delete(key);
    return found.promise as Promise<T>;
  }
  const call = found ?? start(key, load);
  call.waiting += 1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return (await Promise.race([
      // A call that ran out of its own time (a fill joined it late, a retry of the waiting view) is, to
      // this fill, the backend not answering in time, like its own wait running out: the render shows
      // its waiting view again, and the next fill asks the backend again.
      call.promise.catch((error: unknown) => {
        throw isOccError(error) && error.kind === 'timeout' ? new CacheFillPending(key, waitMs) : error;
      }),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new CacheFillPending(key, waitMs)), waitMs);
      }),
    ])) as T;
  } finally {
    clearTimeout(timer);
    call.waiting -= 1;
  }
}
