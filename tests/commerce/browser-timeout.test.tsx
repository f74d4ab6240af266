import { render } from '@testing-library/react';
import {
  ACTIVE_CART,
  ASSUMED_PROXY_TIMEOUT_MS,
  browserOccClient,
  browserTimeoutFor,
  PROXY_ANSWER_MARGIN_MS,
  SESSION_USER,
} from '@/commerce/browser';
import type { OccClient } from '@/commerce/client';
import { DEFAULT_PROXY_TIMEOUT_MS } from '@/commerce/config';
import { DEFAULT_OCC_TIMEOUT_MS } from '@/commerce/transport';
import { StoreProvider, useOcc } from '@/features/session/StoreProvider';
import { observe } from './settle';

/**
 * How long a client island waits for the commerce proxy. The proxy waits up to OCC_PROXY_TIMEOUT_MS
 * for OCC and then answers itself; the browser must wait for that answer. Given up after the 3 s of
 * the server-render budget, a slow quantity change is rolled back in the browser while the backend
 * completes it, and pressing again adds twice.
 */

const CONTEXT = { siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' } as const;
const MODIFICATION = { statusCode: 'success', quantity: 2, quantityAdded: 1 };

/** A backend behind the proxy that answers only when the test says so (or never), and honours aborts. */
function slowBackend() {
  const waiting: ((body: unknown) => void)[] = [];
  let answerAtOnce = true;
  const fetch = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    if (answerAtOnce) return Promise.resolve(Response.json({ code: 'warm-up', entries: [] }));
    return new Promise<Response>((resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      waiting.push((body) => resolve(Response.json(body)));
    });
  });
  return {
    fetch,
    /** From now on every request waits (after one answered at once has loaded the client's calls). */
    slowDown: () => {
      answerAtOnce = false;
    },
    answer: (body: unknown) => waiting.shift()?.(body),
  };
}

/** Loads the lazy client's calls with real timers, then hands time over to the test. */
async function warmedUp(occ: OccClient, backend: ReturnType<typeof slowBackend>) {
  await occ.getCart(SESSION_USER, ACTIVE_CART);
  backend.slowDown();
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the browser's wait for the commerce proxy", () => {
  it('waits longer than the proxy, whose default it assumes when none is given', () => {
    expect(ASSUMED_PROXY_TIMEOUT_MS).toBe(DEFAULT_PROXY_TIMEOUT_MS);
    expect(browserTimeoutFor()).toBe(DEFAULT_PROXY_TIMEOUT_MS + PROXY_ANSWER_MARGIN_MS);
    expect(browserTimeoutFor(40000)).toBeGreaterThan(40000);
    expect(PROXY_ANSWER_MARGIN_MS).toBeGreaterThan(0);
  });

  it('keeps waiting past the server-render budget and takes the answer of a slow quantity change', async () => {
    const backend = slowBackend();
    const occ = browserOccClient(CONTEXT, { fetch: backend.fetch });
    await warmedUp(occ, backend);

    const change = observe(occ.updateCartEntry(SESSION_USER, ACTIVE_CART, 0, 2));
    await vi.advanceTimersByTimeAsync(DEFAULT_OCC_TIMEOUT_MS + 1);
    expect(change.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(8000);
    backend.answer(MODIFICATION);
    await vi.advanceTimersByTimeAsync(0);
    expect(change).toMatchObject({ settled: true, value: MODIFICATION });
  });

  it('gives up only once the proxy has had its whole time and the margin', async () => {
    const backend = slowBackend();
    const occ = browserOccClient(CONTEXT, { fetch: backend.fetch, proxyTimeoutMs: 20000 });
    await warmedUp(occ, backend);

    const change = observe(occ.updateCartEntry(SESSION_USER, ACTIVE_CART, 0, 2));
    await vi.advanceTimersByTimeAsync(20000);
    expect(change.settled).toBe(false);

    await vi.advanceTimersByTimeAsync(PROXY_ANSWER_MARGIN_MS);
    expect(change).toMatchObject({ settled: true, error: expect.objectContaining({ kind: 'timeout' }) });
  });
});

describe('the client islands share (StoreProvider)', () => {
  function occOfProvider(proxyTimeoutMs?: number): OccClient {
    let occ: OccClient | undefined;
    function Capture() {
      occ = useOcc();
      return null;
    }
    render(
      <StoreProvider site="us" lang="en" proxyTimeoutMs={proxyTimeoutMs}>
        <Capture />
      </StoreProvider>,
    );
    if (!occ) throw new Error('StoreProvider gave no client');
    return occ;
  }

  it('waits for the proxy timeout the server configured, plus the margin', async () => {
    const backend = slowBackend();
    vi.spyOn(globalThis, 'fetch').mockImplementation(backend.fetch);
    const occ = occOfProvider(30000);
    await warmedUp(occ, backend);

    const change = observe(occ.updateCartEntry(SESSION_USER, ACTIVE_CART, 0, 2));
    await vi.advanceTimersByTimeAsync(30000);
    expect(change.settled).toBe(false);
    await vi.advanceTimersByTimeAsync(PROXY_ANSWER_MARGIN_MS);
    expect(change).toMatchObject({ settled: true, error: expect.objectContaining({ kind: 'timeout' }) });
  });

  it('never falls back to the server-render budget without one', async () => {
    const backend = slowBackend();
    vi.spyOn(globalThis, 'fetch').mockImplementation(backend.fetch);
    const occ = occOfProvider();
    await warmedUp(occ, backend);

    const change = observe(occ.updateCartEntry(SESSION_USER, ACTIVE_CART, 0, 2));
    await vi.advanceTimersByTimeAsync(DEFAULT_PROXY_TIMEOUT_MS);
    expect(change.settled).toBe(false);
    backend.answer(MODIFICATION);
    await vi.advanceTimersByTimeAsync(0);
    expect(change).toMatchObject({ settled: true, value: MODIFICATION });
  });
});
