import { PHASE_PRODUCTION_BUILD } from 'next/constants';
// Next's own per-request store, as its `connection()` and `cookies()` read it: the one identity a
// request keeps across the two passes Next makes over a page rendered on its first request.
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { unstable_rethrow as rethrowNextControlFlow } from 'next/navigation';
import { isCacheFillPending } from './cache-fill';
import { commerceConfig } from './config';
import { isRenderBudgetError, RenderBudgetError } from './errors';

/**
 * The server-render budget (spec 1 §9 "Server rendering: timeout 3 s, concurrency 10, max render
 * time 300 s"; ARCHITECTURE §2). A page's render waits for backend data through `withinRenderBudget`:
 *
 * - it waits at most the budget (3 s) for each load, then gives up with a `RenderBudgetError`, which
 *   the page's error boundary turns into a waiting view that asks again (`RenderBudgetFallback`);
 * - when `concurrency` (10) renders already wait on the backend, another render that would wait
 *   gives up at once rather than queue behind them;
 * - the load itself is not cancelled: its backend call goes on to its own, longer limit
 *   (`CACHE_FILL_TIMEOUT_MS`, 10 s) and keeps its answer (`cache-fill.ts`), so the page's next
 *   request (the waiting view's retry) fills the cache with it at once. So no render runs anywhere
 *   near the spec's 300 s maximum.
 *
 * Loads that answer at once (cache hits) never count. The build's prerender is not a render anyone
 * waits for: it is not budgeted, so a slow backend at build time slows the build instead of failing it.
 *
 * A static page rendered on its first request (a product not prerendered) is rendered twice by Next:
 * a first pass that fills the caches, waiting for every cached call it started (each waits at most the
 * budget and a margin, `fillWithinBudget`), then the final pass from the filled caches. Once the first
 * pass ran out of budget, the final pass falls back at the first load it would wait for, or that
 * failed at once: the data the first pass never asked for is not there, and waiting for it
 * would only end the render without a page. What the first pass loaded (the layout's content, the
 * product) is there, so the site's header and footer render around the fallback.
 */

export interface RenderBudget {
  timeoutMs: number;
  concurrency: number;
}

/** Spec 1 §9: "concurrency 10". */
export const RENDER_CONCURRENCY = 10;

/** Renders waiting on the backend now, with how many of their loads are pending. */
const waiting = new Map<object, number>();

/** Requests whose render ran out of budget: the rest of their rendering falls back at once. */
const overBudget = new WeakSet<object>();

/** The request being rendered; outside Next (tests, scripts) every load is its own. */
function currentRequest(): object {
  return workAsyncStorage.getStore() ?? {};
}

/** How many renders wait on the backend now (tests read it). */
export function rendersWaiting(): number {
  return waiting.size;
}

/** Whether the load has already answered (a cache hit), letting pending callbacks run once first. */
function answeredAtOnce(load: Promise<unknown>): Promise<boolean> {
  return Promise.race([
    load.then(
      () => true,
      () => true,
    ),
    new Promise<boolean>((resolve) => setImmediate(() => resolve(false))),
  ]);
}

/** The configured budget: `OCC_TIMEOUT_MS` (3 s) per load, and the spec's concurrency. */
function configuredBudget(): RenderBudget {
  return { timeoutMs: commerceConfig().timeoutMs, concurrency: RENDER_CONCURRENCY };
}

/** Stops the render's wait (the load goes on, filling the cache) and marks the request as over budget. */
function giveUp(render: object, load: Promise<unknown>, reason: 'timeout' | 'concurrency', budget: RenderBudget): never {
  load.catch(() => undefined);
  overBudget.add(render);
  throw new RenderBudgetError(reason, budget.timeoutMs);
}

/** The load's answer, or a `RenderBudgetError` when the render cannot wait for it (see above). */
export async function withinRenderBudget<T>(load: Promise<T>, budget: RenderBudget = configuredBudget()): Promise<T> {
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return load;
  const render = currentRequest();
  if (await answeredAtOnce(load)) {
    // Out of budget, a load that failed at once falls back too: in Next's final pass that is a cache
    // fill of the first pass that stopped waiting for the backend (`fillWithinBudget`).
    return load.catch((error: unknown) => {
      if (overBudget.has(render) || isCacheFillPending(error)) return giveUp(render, load, 'timeout', budget);
      throw error;
    });
  }
  if (overBudget.has(render)) return giveUp(render, load, 'timeout', budget);

  const pendingOfRender = waiting.get(render);
  if (pendingOfRender === undefined && waiting.size >= budget.concurrency) return giveUp(render, load, 'concurrency', budget);
  waiting.set(render, (pendingOfRender ?? 0) + 1);
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      load,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => {
          overBudget.add(render);
          reject(new RenderBudgetError('timeout', budget.timeoutMs));
        }, budget.timeoutMs);
      }),
    ]);
  } catch (error) {
    // The cache fill gave up on the backend before this render's own budget ran out: it was started
    // earlier (by this page's metadata, or by another request for the same entry, whose wait this
    // render shares). It is this render's timeout all the same, and the waiting view is its answer.
    if (isCacheFillPending(error)) giveUp(render, load, 'timeout', budget);
    throw error;
  } finally {
    clearTimeout(timer);
    load.catch(() => undefined);
    const left = (waiting.get(render) ?? 1) - 1;
    if (left > 0) waiting.set(render, left);
    else waiting.delete(render);
  }
}

/**
 * For code that renders on without a secondary load that failed (a carousel card, a component list,
 * hreflang links): the failures it must not swallow. A render out of budget falls back whole rather
 * than be cached without the part, and Next's own signals (a prerender that ended before the data
 * came, a redirect) must reach Next.
 */
export function rethrowIfRenderMustStop(error: unknown): void {
  rethrowNextControlFlow(error);
  if (isRenderBudgetError(error)) throw error;
}
