import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import type { WorkStore } from 'next/dist/server/app-render/work-async-storage.external';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { CacheFillPending } from '@/commerce/cache-fill';
import { isOccError, isRenderBudgetError, OccError, RENDER_BUDGET_DIGEST, RenderBudgetError } from '@/commerce/errors';
import { RENDER_CONCURRENCY, rendersWaiting, rethrowIfRenderMustStop, withinRenderBudget } from '@/commerce/render-budget';
import { deferred, observe } from './settle';

/**
 * Spec 1 §9: "Server rendering: timeout 3 s, concurrency 10, max render time 300 s, cache off", as
 * ARCHITECTURE §2 applies it: a render waits at most the budget for backend data, more than 10 renders
 * waiting makes the next one fall back at once, and the load itself is not cancelled (it fills the
 * cache for the next request).
 */

// Next's server provides AsyncLocalStorage globally before its request stores are created.
vi.hoisted(async () => {
  const { AsyncLocalStorage } = await import('node:async_hooks');
  Object.assign(globalThis, { AsyncLocalStorage });
});

const budget = { timeoutMs: 3000, concurrency: RENDER_CONCURRENCY };

/** Loads waited for within one request's store, as Next's passes over one page share it. */
function oneRequest() {
  const request = {} as WorkStore;
  return <T>(load: Promise<T>) => workAsyncStorage.run(request, () => withinRenderBudget(load, budget));
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

describe('the server-render budget', () => {
  it('answers a load that is already there (a cache hit) without counting it as waiting', async () => {
    const seen = observe(withinRenderBudget(Promise.resolve('cached'), budget));
    expect(rendersWaiting()).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(seen).toEqual({ value: 'cached', settled: true });
    expect(rendersWaiting()).toBe(0);
  });

  it('waits at most 3 s, then gives up with the render-budget digest; the load itself goes on', async () => {
    const load = deferred<string>();
    const seen = observe(withinRenderBudget(load.promise, budget));
    await vi.advanceTimersByTimeAsync(2999);
    expect(seen.settled).toBe(false);
    expect(rendersWaiting()).toBe(1);

    await vi.advanceTimersByTimeAsync(1);
    expect(seen.settled).toBe(true);
    expect(isRenderBudgetError(seen.error)).toBe(true);
    expect(seen.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST, reason: 'timeout', status: 504, kind: 'timeout' });
    // To code that handles backend errors it is a timeout like any other.
    expect(isOccError(seen.error)).toBe(true);
    expect(rendersWaiting()).toBe(0);

    // Not cancelled: whoever else holds the load (the cache) still gets its answer.
    const later = observe(load.promise);
    load.resolve('filled');
    await vi.advanceTimersByTimeAsync(0);
    expect(later.value).toBe('filled');
  });

  it('passes on the answer or the backend error of a load within the budget', async () => {
    const ok = deferred<string>();
    const failing = deferred<string>();
    const answered = observe(withinRenderBudget(ok.promise, budget));
    const failed = observe(withinRenderBudget(failing.promise, budget));
    await vi.advanceTimersByTimeAsync(2000);
    ok.resolve('product');
    const backendError = new OccError(404, [{ type: 'UnknownIdentifierError' }]);
    failing.reject(backendError);
    await vi.advanceTimersByTimeAsync(0);
    expect(answered.value).toBe('product');
    expect(failed.error).toBe(backendError);
    expect(rendersWaiting()).toBe(0);
  });

  it('makes an 11th waiting render fall back at once, and takes renders again once one is done', async () => {
    // Spec 1 §9: "concurrency 10".
    expect(RENDER_CONCURRENCY).toBe(10);
    const loads = Array.from({ length: RENDER_CONCURRENCY }, () => deferred<string>());
    // Outside a React render every load counts as its own render.
    const waitingRenders = loads.map((load) => observe(withinRenderBudget(load.promise, budget)));
    await vi.advanceTimersByTimeAsync(0);
    expect(rendersWaiting()).toBe(RENDER_CONCURRENCY);

    const eleventh = observe(withinRenderBudget(deferred<string>().promise, budget));
    await vi.advanceTimersByTimeAsync(0);
    expect(eleventh.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST, reason: 'concurrency' });

    // A cache hit is never turned away.
    const hit = observe(withinRenderBudget(Promise.resolve('cached'), budget));
    await vi.advanceTimersByTimeAsync(0);
    expect(hit.value).toBe('cached');

    loads[0]?.resolve('done');
    await vi.advanceTimersByTimeAsync(0);
    expect(waitingRenders[0]?.value).toBe('done');
    const twelfth = observe(withinRenderBudget(deferred<string>().promise, budget));
    await vi.advanceTimersByTimeAsync(0);
    expect(twelfth.settled).toBe(false);
    expect(rendersWaiting()).toBe(RENDER_CONCURRENCY);

    await vi.advanceTimersByTimeAsync(3000);
    expect(rendersWaiting()).toBe(0);
  });

  it('once a request ran out of budget, gives up at once on whatever else it would wait for, but still reads what is there', async () => {
    // Next renders a page on its first request twice within one request: a pass that fills the
    // caches, then the final pass. The request's store is what both passes share.
    const inRequest = oneRequest();

    const product = deferred<string>();
    const firstPass = observe(inRequest(product.promise));
    await vi.advanceTimersByTimeAsync(3000);
    expect(firstPass.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST });
    product.resolve('filled');

    // The final pass: the product is in the cache now, the content the first pass never reached is not.
    const header = observe(inRequest(Promise.resolve('header')));
    const productAgain = observe(inRequest(product.promise));
    const content = observe(inRequest(deferred<string>().promise));
    await vi.advanceTimersByTimeAsync(0);
    expect(header.value).toBe('header');
    expect(productAgain.value).toBe('filled');
    expect(content.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST, reason: 'timeout' });

    // Another request is not affected.
    const other = observe(workAsyncStorage.run({} as WorkStore, () => withinRenderBudget(deferred<string>().promise, budget)));
    await vi.advanceTimersByTimeAsync(2000);
    expect(other.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(rendersWaiting()).toBe(0);
  });

  it('once out of budget, falls back on a load that failed at once: the first pass’s cache fill that stopped waiting', async () => {
    const inRequest = oneRequest();
    const firstPass = observe(inRequest(deferred<string>().promise));
    await vi.advanceTimersByTimeAsync(3000);
    expect(firstPass.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST });

    // Next hands the final pass the fill's failure, rebuilt: an error without the budget's digest.
    const finalPass = observe(inRequest(Promise.reject(new Error('An error occurred in the Server Components render.'))));
    await vi.advanceTimersByTimeAsync(0);
    expect(finalPass.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST, reason: 'timeout' });

    // Within budget, a failed load is passed on as it is.
    const failure = new OccError(404, [{ type: 'UnknownIdentifierError', message: 'no such product' }]);
    const other = observe(workAsyncStorage.run({} as WorkStore, () => withinRenderBudget(Promise.reject(failure), budget)));
    await vi.advanceTimersByTimeAsync(0);
    expect(other.error).toBe(failure);
  });

  it('counts a cache fill that gave up on the backend before the render’s own 3 s as this render’s timeout', async () => {
    // The fill was started earlier (the page's metadata, or another request for the same entry), so
    // its wait ends first: the render falls back to its waiting view, not to the error page.
    const inRequest = oneRequest();
    const fill = deferred<string>();
    const product = observe(inRequest(fill.promise));
    await vi.advanceTimersByTimeAsync(2000);
    fill.reject(new CacheFillPending('["getProduct","103828"]', 3250));
    await vi.advanceTimersByTimeAsync(0);
    expect(product.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST, reason: 'timeout' });
    // The request is over budget: what else it would wait for falls back at once.
    const reviews = observe(inRequest(deferred<string>().promise));
    await vi.advanceTimersByTimeAsync(0);
    expect(reviews.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST });

    // Already given up when the render asks (failed at once), and as a 'use cache' function hands it
    // on, rebuilt with its name: the same.
    const rebuilt = Object.assign(new Error('The commerce backend did not answer within 3250 ms'), { name: 'CacheFillPending' });
    const another = observe(workAsyncStorage.run({} as WorkStore, () => withinRenderBudget(Promise.reject(rebuilt), budget)));
    await vi.advanceTimersByTimeAsync(0);
    expect(another.error).toMatchObject({ digest: RENDER_BUDGET_DIGEST, reason: 'timeout' });
    expect(rendersWaiting()).toBe(0);
  });

  it('does not budget the build: a slow backend slows the prerender instead of failing it', async () => {
    vi.stubEnv('NEXT_PHASE', PHASE_PRODUCTION_BUILD);
    const load = deferred<string>();
    const seen = observe(withinRenderBudget(load.promise, budget));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(seen.settled).toBe(false);
    load.resolve('prerendered');
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.value).toBe('prerendered');
  });
});

describe('what code that renders on without a failed part must not swallow', () => {
  it('a render out of budget and Next’s own signals, but not an ordinary failure', () => {
    const overBudget = new RenderBudgetError('timeout', 3000);
    expect(() => rethrowIfRenderMustStop(overBudget)).toThrow(overBudget);
    // A prerender that ended before the data came (Next's hanging-promise rejection).
    const prerenderEnded = Object.assign(new Error('During prerendering, "use cache" rejects when the prerender is complete.'), {
      digest: 'HANGING_PROMISE_REJECTION',
    });
    expect(() => rethrowIfRenderMustStop(prerenderEnded)).toThrow(prerenderEnded);
    expect(() => rethrowIfRenderMustStop(new OccError(500, [{ type: 'InternalServerError' }]))).not.toThrow();
    expect(() => rethrowIfRenderMustStop(new Error('carousel card failed'))).not.toThrow();
  });
});
