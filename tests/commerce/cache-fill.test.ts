import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import { CacheFillPending, cacheFillsHeld, FILL_MARGIN_MS, fillWithinBudget, KEPT_MS, MAX_KEPT } from '@/commerce/cache-fill';
import { isOccError, OccError, timeoutError } from '@/commerce/errors';
import { catalogOccClient } from '@/commerce/server';
import { fakeFetch, json } from './fake-fetch';
import { deferred, observe } from './settle';

/**
 * Spec 1 §9: "Server rendering: timeout 3 s". A page rendered on its first request answers only once
 * the cached calls its first pass started have settled, so a cached function waits for the backend
 * only a little longer than the render does; the call goes on and its answer fills the entry on the
 * page's next request.
 */

const WAIT_MS = 3000 + FILL_MARGIN_MS;

/** Lets every answer kept so far expire, so each test starts with nothing held. */
async function forgetEverything() {
  await vi.advanceTimersByTimeAsync(KEPT_MS + 1);
  await fillWithinBudget('sweep', () => Promise.resolve('swept'), WAIT_MS);
}

beforeEach(async () => {
  vi.useFakeTimers();
  await forgetEverything();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('a cached function’s backend call', () => {
  it('is answered within the wait and then not kept: the next fill asks the backend again', async () => {
    const load = vi.fn(() => Promise.resolve('product'));
    await expect(fillWithinBudget('p1', load, WAIT_MS)).resolves.toBe('product');
    await expect(fillWithinBudget('p1', load, WAIT_MS)).resolves.toBe('product');
    expect(load).toHaveBeenCalledTimes(2);
    expect(cacheFillsHeld()).toBe(0);
  });

  it('is shared by concurrent fills of the same entry, not by other entries', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const other = vi.fn(() => Promise.resolve('other'));
    const first = observe(fillWithinBudget('p1', load, WAIT_MS));
    const second = observe(fillWithinBudget('p1', load, WAIT_MS));
    await expect(fillWithinBudget('p2', other, WAIT_MS)).resolves.toBe('other');
    answer.resolve('product');
    await vi.advanceTimersByTimeAsync(0);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first.value).toBe('product');
    expect(second.value).toBe('product');
    expect(cacheFillsHeld()).toBe(0);
  });

  it('stops waiting after the render budget plus the margin, without an OCC error, and the call goes on', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const fill = observe(fillWithinBudget('p1', load, WAIT_MS));
    await vi.advanceTimersByTimeAsync(WAIT_MS - 1);
    expect(fill.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fill.error).toBeInstanceOf(CacheFillPending);
    // Not an OCC error: a cached function that keeps a backend failure as a value lets it through.
    expect(isOccError(fill.error)).toBe(false);
    expect(cacheFillsHeld()).toBe(1);

    // The backend answers later; the entry's next fill takes that answer at once, without a new call.
    answer.resolve('product');
    await vi.advanceTimersByTimeAsync(5000);
    const retry = observe(fillWithinBudget('p1', load, WAIT_MS));
    await vi.advanceTimersByTimeAsync(0);
    expect(retry.value).toBe('product');
    expect(load).toHaveBeenCalledTimes(1);

    // Taken once: a later fill (after an editor's change, say) asks the backend again.
    expect(cacheFillsHeld()).toBe(0);
    await fillWithinBudget('p1', () => Promise.resolve('changed'), WAIT_MS).then((value) => expect(value).toBe('changed'));
  });

  it('lets a fill that joins a call still running wait for it, and hands it a failure', async () => {
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    const first = observe(fillWithinBudget('p1', load, WAIT_MS));
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(first.error).toBeInstanceOf(CacheFillPending);

    const second = observe(fillWithinBudget('p1', load, WAIT_MS));
    const failure = new OccError(404, [{ type: 'UnknownIdentifierError', message: 'no such product' }]);
    answer.reject(failure);
    await vi.advanceTimersByTimeAsync(0);
    expect(second.error).toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);
    expect(cacheFillsHeld()).toBe(0);
  });

  it("hands a fill that joined late the call's own timeout as a fill that gave up, not as an OCC error", async () => {
    // The waiting view's retry joins the first request's call, which then runs out of its 10 s: to the
    // retry's render that is the backend not answering in time, so it waits and asks again.
    const answer = deferred<string>();
    const load = vi.fn(() => answer.promise);
    observe(fillWithinBudget('p1', load, WAIT_MS));
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    const retry = observe(fillWithinBudget('p1', load, WAIT_MS));
    await vi.advanceTimersByTimeAsync(1000);
    answer.reject(timeoutError(10_000));
    await vi.advanceTimersByTimeAsync(0);
    expect(retry.error).toBeInstanceOf(CacheFillPending);
    expect(cacheFillsHeld()).toBe(0);
  });

  it('does not keep a failure nobody waited for: the next fill asks the backend again', async () => {
    const answer = deferred<string>();
    const fill = observe(fillWithinBudget('p1', () => answer.promise, WAIT_MS));
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    expect(fill.error).toBeInstanceOf(CacheFillPending);
    answer.reject(new OccError(504, [{ type: 'TimeoutError', message: 'The commerce backend did not answer within 10000 ms' }]));
    await vi.advanceTimersByTimeAsync(0);
    expect(cacheFillsHeld()).toBe(0);

    const again = vi.fn(() => Promise.resolve('product'));
    await expect(fillWithinBudget('p1', again, WAIT_MS)).resolves.toBe('product');
    expect(again).toHaveBeenCalledTimes(1);
  });

  it('keeps an answer nobody took for a minute at most, and at most 200 of them', async () => {
    const late = deferred<string>();
    observe(fillWithinBudget('late', () => late.promise, WAIT_MS));
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    late.resolve('stale');
    await vi.advanceTimersByTimeAsync(KEPT_MS + 1);
    await expect(fillWithinBudget('late', () => Promise.resolve('fresh'), WAIT_MS)).resolves.toBe('fresh');

    const answers = Array.from({ length: MAX_KEPT + 5 }, () => deferred<string>());
    answers.forEach((answer, index) => observe(fillWithinBudget(`k${index}`, () => answer.promise, WAIT_MS)));
    await vi.advanceTimersByTimeAsync(WAIT_MS);
    answers.forEach((answer, index) => answer.resolve(`kept ${index}`));
    await vi.advanceTimersByTimeAsync(0);
    expect(cacheFillsHeld()).toBe(MAX_KEPT + 5);
    await fillWithinBudget('another', () => Promise.resolve('x'), WAIT_MS);
    expect(cacheFillsHeld()).toBe(MAX_KEPT);
    // The oldest went first.
    await expect(fillWithinBudget('k0', () => Promise.resolve('asked again'), WAIT_MS)).resolves.toBe('asked again');
    await expect(fillWithinBudget(`k${MAX_KEPT + 4}`, () => Promise.resolve('asked again'), WAIT_MS)).resolves.toBe(
      `kept ${MAX_KEPT + 4}`,
    );
  });

  it('does not limit the build: a slow backend slows the prerender instead of failing it', async () => {
    vi.stubEnv('NEXT_PHASE', PHASE_PRODUCTION_BUILD);
    const answer = deferred<string>();
    const fill = observe(fillWithinBudget('p1', () => answer.promise, WAIT_MS));
    await vi.advanceTimersByTimeAsync(WAIT_MS * 3);
    expect(fill.settled).toBe(false);
    answer.resolve('product');
    await vi.advanceTimersByTimeAsync(0);
    expect(fill.value).toBe('product');
  });
});

describe('the cached functions’ OCC client', () => {
  const context = { siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' } as const;

  it('makes one backend call for concurrent fills of one entry, and one per entry', async () => {
    const fetch = fakeFetch(() => json({ code: '103828', name: 'Detroit Duck Jacket' }));
    vi.stubGlobal('fetch', fetch);
    const [first, second] = await Promise.all([
      catalogOccClient(context).getProduct('103828', 'pdp'),
      catalogOccClient(context).getProduct('103828', 'pdp'),
    ]);
    expect(first.name).toBe('Detroit Duck Jacket');
    expect(second.name).toBe('Detroit Duck Jacket');
    expect(fetch).toHaveBeenCalledTimes(1);

    await Promise.all([
      catalogOccClient(context).getProduct('103828', 'pdp'),
      catalogOccClient({ ...context, language: 'fr', currency: 'CAD', country: 'CA' }).getProduct('103828', 'pdp'),
    ]);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('stops waiting for a backend that does not answer after the 3 s budget and the margin', async () => {
    const never = deferred<Response>();
    vi.stubGlobal('fetch', vi.fn(() => never.promise));
    const fill = observe(catalogOccClient(context).getProduct('103828', 'pdp'));
    await vi.advanceTimersByTimeAsync(3000 + FILL_MARGIN_MS - 1);
    expect(fill.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(fill.error).toBeInstanceOf(CacheFillPending);
  });
});
