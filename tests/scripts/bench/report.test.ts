import { describe, expect, it } from 'vitest';
import { KB, MB, TARGETS } from '../../../scripts/bench/config.mjs';
import { htmlBreakdown } from '../../../scripts/bench/html-bytes.mjs';
import { detectSdks, libraryHints } from '../../../scripts/bench/js-bytes.mjs';
import { browseMix } from '../../../scripts/bench/memory.mjs';
import { buildChecks, formatTable, type BenchResults, type CheckRow } from '../../../scripts/bench/report.mjs';
import { rotation } from '../../../scripts/bench/throughput.mjs';
import { median } from '../../../scripts/bench/util.mjs';

/**
 * The bench's verdicts against the targets of the "Performance" issue. Nothing here measures time:
 * the rows are computed from recorded measurements.
 */

const BASELINE_JS = 130 * KB;

function scripts(route: string, gzipBytes: number, { status = 200, sdks = [] as string[], app = 'storefront' } = {}) {
  return { app, route, status, gzipBytes, sdks, scripts: [] };
}

function row(rows: CheckRow[], area: string, check: string): CheckRow {
  const found = rows.find((candidate) => candidate.area === area && candidate.check === check);
  if (!found) throw new Error(`no row ${area} / ${check} in ${rows.map((r) => `${r.area}/${r.check}`).join(', ')}`);
  return found;
}

function jsResults(entries: Record<string, ReturnType<typeof scripts>>): BenchResults {
  return { js: { 'baseline:static': scripts('static', BASELINE_JS, { app: 'baseline' }), ...entries } };
}

describe('JavaScript per route', () => {
  it('allows home and category 25 KB over the baseline page, not a byte more', () => {
    const rows = buildChecks(
      jsResults({
        'storefront:home': scripts('home', BASELINE_JS + 25 * KB),
        'storefront:category': scripts('category', BASELINE_JS + 25 * KB + 1),
      }),
    );
    expect(row(rows, 'JavaScript', 'home (gzip)').result).toBe('PASS');
    expect(row(rows, 'JavaScript', 'category (gzip)').result).toBe('MISS');
  });

  it('allows the product page 35 KB and the cart 60 KB over the baseline', () => {
    const rows = buildChecks(
      jsResults({
        'storefront:product': scripts('product', BASELINE_JS + 35 * KB),
        'storefront:cart': scripts('cart', BASELINE_JS + 61 * KB),
      }),
    );
    expect(row(rows, 'JavaScript', 'product (gzip)').result).toBe('PASS');
    expect(row(rows, 'JavaScript', 'cart (gzip)')).toMatchObject({ result: 'MISS', target: '≤ base + 60 KB' });
  });

  it('reports search and checkout without a verdict', () => {
    const rows = buildChecks(
      jsResults({ 'storefront:search': scripts('search', 900 * KB), 'storefront:checkout': scripts('checkout', 900 * KB) }),
    );
    expect(row(rows, 'JavaScript', 'search (gzip)').result).toBe('');
    expect(row(rows, 'JavaScript', 'checkout (gzip)').result).toBe('');
  });

  it('counts scripts loaded after the load event too, and says how much that was', () => {
    const home = { ...scripts('home', BASELINE_JS + 30 * KB), initialGzipBytes: BASELINE_JS + 10 * KB, afterLoadGzipBytes: 20 * KB };
    const rows = buildChecks(jsResults({ 'storefront:home': home }));
    expect(row(rows, 'JavaScript', 'home (gzip)')).toMatchObject({ result: 'MISS', note: expect.stringContaining('20.0 KB after (prefetches, parts loaded on first use)') });
  });

  it('never passes a page that did not answer 2xx, however small', () => {
    const rows = buildChecks(jsResults({ 'storefront:product': scripts('product', 1 * KB, { status: 404 }) }));
    expect(row(rows, 'JavaScript', 'product (gzip)')).toMatchObject({ result: 'MISS', note: 'HTTP 404' });
  });

  it('misses when a payment or map SDK loads outside checkout, and allows it in checkout', () => {
    const onProduct = buildChecks(jsResults({ 'storefront:product': scripts('product', BASELINE_JS, { sdks: ['Stripe.js'] }) }));
    expect(row(onProduct, 'JavaScript', 'payment / map SDKs outside checkout')).toMatchObject({
      result: 'MISS',
      value: 'Stripe.js on product',
    });
    const inCheckout = buildChecks(
      jsResults({
        'storefront:home': scripts('home', BASELINE_JS),
        'storefront:checkout': scripts('checkout', BASELINE_JS, { sdks: ['Stripe.js'] }),
      }),
    );
    expect(row(inCheckout, 'JavaScript', 'payment / map SDKs outside checkout').result).toBe('PASS');
  });
});

describe('payment and map SDK detection', () => {
  it('recognises an SDK by where it loads from or by a string its bundle keeps', () => {
    expect(detectSdks('https://js.stripe.com/v3/')).toEqual(['Stripe.js']);
    expect(detectSdks('http://localhost/_next/static/chunks/a.js', Buffer.from('s.src="https://maps.googleapis.com/maps/api/js?key="'))).toEqual([
      'Google Maps',
    ]);
  });

  it('does not flag a page that merely names a payment method', () => {
    expect(detectSdks('http://localhost/_next/static/chunks/a.js', Buffer.from('"We accept PayPal, Klarna and Apple Pay"'))).toEqual([]);
  });

  it('hints at the libraries inside a chunk', () => {
    expect(libraryHints(Buffer.from('class ZodError extends Error{}; refetchOnWindowFocus:!0,queryHash:x'))).toEqual([
      'zod',
      '@tanstack/react-query',
    ]);
  });
});

describe('HTML per route', () => {
  const product = (rawBytes: number, gzipBytes: number, status = 200) => ({
    html: { 'storefront:product': { app: 'storefront', route: 'product', status, rawBytes, gzipBytes } },
  });

  it('holds the product page to 60 KB raw and 15 KB gzipped', () => {
    const within = buildChecks(product(60 * KB, 15 * KB));
    expect(row(within, 'HTML', 'product raw').result).toBe('PASS');
    expect(row(within, 'HTML', 'product gzip').result).toBe('PASS');
    const over = buildChecks(product(60 * KB + 1, 15 * KB + 1));
    expect(row(over, 'HTML', 'product raw').result).toBe('MISS');
    expect(row(over, 'HTML', 'product gzip').result).toBe('MISS');
  });

  it('counts the streamed RSC payload, inline CSS and SVG of a document', () => {
    const payload = '<script>self.__next_f.push([1,"0:{}"])</script>';
    const html = `<html><head><style>a{}</style></head><body><svg><path/></svg>${payload}<script src="/a.js"></script></body></html>`;
    expect(htmlBreakdown(html)).toEqual({
      rscPayloadBytes: payload.length,
      inlineStyleBytes: '<style>a{}</style>'.length,
      inlineSvgBytes: '<svg><path/></svg>'.length,
      scriptTags: 1,
    });
  });
});

describe('Lighthouse', () => {
  const lighthouse = (median: Record<string, number>, status = 200) => ({
    html: { 'storefront:home': { app: 'storefront', route: 'home', status } },
    lighthouse: { 'storefront:home': { median, runs: 5, okRuns: 5 } },
  });
  const goals = TARGETS.lighthouse;

  it('passes at the limits: score 98, LCP 1.8 s, TBT 150 ms, CLS 0.01', () => {
    const rows = buildChecks(lighthouse({ score: goals.score, lcpMs: goals.lcpMs, tbtMs: goals.tbtMs, cls: goals.cls }));
    for (const metric of ['score', 'LCP', 'TBT', 'CLS']) expect(row(rows, 'Lighthouse', `home ${metric}`).result).toBe('PASS');
  });

  it('misses just past them', () => {
    const rows = buildChecks(lighthouse({ score: 97, lcpMs: 1801, tbtMs: 151, cls: 0.011 }));
    for (const metric of ['score', 'LCP', 'TBT', 'CLS']) expect(row(rows, 'Lighthouse', `home ${metric}`).result).toBe('MISS');
  });

  it("notes on the LCP row, per run, how much script Lighthouse put in front of the LCP", () => {
    const results = lighthouse({ score: 97, lcpMs: 2300, tbtMs: 80, cls: 0 });
    const home = results.lighthouse['storefront:home'] as Record<string, unknown>;
    home.all = [{ lcpScriptKb: 156 }, { lcpScriptKb: 13 }, { error: 'timed out' }, { lcpScriptKb: null }, { lcpScriptKb: 125 }];
    const rows = buildChecks(results);
    expect(row(rows, 'Lighthouse', 'home LCP').note).toBe('5/5 runs; scripts before it 156, 13, 125 KB');
    expect(row(rows, 'Lighthouse', 'home score').note).toBe('5/5 runs');
  });

  it('misses a page that answered an error, whatever Lighthouse made of it', () => {
    const rows = buildChecks(lighthouse({ score: 100, lcpMs: 500, tbtMs: 0, cls: 0 }, 404));
    expect(row(rows, 'Lighthouse', 'home score')).toMatchObject({ result: 'MISS' });
    expect(row(rows, 'Lighthouse', 'home score').note).toContain('HTTP 404');
  });
});

describe('throughput', () => {
  const load = (requestsPerSecond: number, extra: Record<string, number> = {}) => ({
    requestsPerSecond,
    latencyP50Ms: 20,
    latencyP99Ms: 100,
    errors: 0,
    timeouts: 0,
    non2xx: 0,
    ...extra,
  });

  it('wants cached pages at 70% of the static baseline and the cache-busted product at 70% of the dynamic one', () => {
    const rows = buildChecks({
      throughput: {
        'baseline:static': load(1000),
        'baseline:dynamic': load(200),
        'storefront:home': load(700),
        'storefront:category': load(699),
        'storefront:product-busted': load(140),
      },
    });
    expect(row(rows, 'Throughput', 'home rps')).toMatchObject({ result: 'PASS', value: '700 rps (70%)' });
    expect(row(rows, 'Throughput', 'category rps').result).toBe('MISS');
    expect(row(rows, 'Throughput', 'product-busted rps')).toMatchObject({ result: 'PASS', baseline: '200 rps dynamic' });
  });

  it('does not count fast error answers as throughput', () => {
    const rows = buildChecks({
      throughput: { 'baseline:static': load(100), 'storefront:product': load(500, { non2xx: 3 }) },
    });
    expect(row(rows, 'Throughput', 'product rps').result).toBe('MISS');
    expect(row(rows, 'Throughput', 'product errors')).toMatchObject({ result: 'MISS', value: '3' });
  });

  it('holds p99 to 250 ms', () => {
    const rows = buildChecks({
      throughput: {
        'baseline:static': load(100),
        'storefront:home': load(100, { latencyP99Ms: 250 }),
        'storefront:product': load(100, { latencyP99Ms: 251 }),
      },
    });
    expect(row(rows, 'Throughput', 'home p50 / p99').result).toBe('PASS');
    expect(row(rows, 'Throughput', 'product p50 / p99').result).toBe('MISS');
  });

  it('walks the cache-busting URLs one request each and counts repeats', () => {
    const walk = rotation(['/a', '/b']);
    const [template] = walk.requests;
    const paths = [1, 2, 3].map(() => template!.setupRequest({ method: 'GET' }).path);
    expect(paths).toEqual(['/a', '/b', '/a']);
    expect(walk.distinct()).toBe(2);
    expect(walk.repeats()).toBe(1);
  });
});

describe('memory', () => {
  const memory = (growthBytes: number) => ({
    memory: { requests: 10_000, beforeBytes: 200 * MB, afterBytes: 200 * MB + growthBytes, growthBytes, peakBytes: 260 * MB },
  });

  it('allows 50 MB of growth over 10,000 requests', () => {
    expect(buildChecks(memory(50 * MB))[0]?.result).toBe('PASS');
    expect(buildChecks(memory(50 * MB + 1))[0]?.result).toBe('MISS');
  });

  it('sends one request in five to another product', () => {
    expect(browseMix(['/', '/c/men'], ['/p/1', '/p/2'], 10)).toEqual(['/', '/c/men', '/', '/c/men', '/p/1', '/c/men', '/', '/c/men', '/', '/p/2']);
  });
});

describe('slow backend', () => {
  const probe = (extra: Record<string, unknown>) => ({
    slowBackend: {
      observeMs: 15_000,
      probes: {
        'product (cached)': { status: 200, ttfbMs: 120, firstTextMs: 200, titleAndPriceMs: 900, blank: false, expectsTitleAndPrice: true, ...extra },
      },
    },
  });

  it('wants the first byte within 300 ms and title and price within 1.5 s', () => {
    const rows = buildChecks(probe({ ttfbMs: 300, titleAndPriceMs: 1500 }));
    expect(row(rows, 'Slow backend', 'product (cached) first byte').result).toBe('PASS');
    expect(row(rows, 'Slow backend', 'product (cached) title + price').result).toBe('PASS');
    const late = buildChecks(probe({ ttfbMs: 301, titleAndPriceMs: null }));
    expect(row(late, 'Slow backend', 'product (cached) first byte').result).toBe('MISS');
    expect(row(late, 'Slow backend', 'product (cached) title + price')).toMatchObject({ result: 'MISS', value: 'not within 15.00 s' });
  });

  it('misses a blank page and an error page', () => {
    expect(row(buildChecks(probe({ blank: true })), 'Slow backend', 'product (cached) never blank').result).toBe('MISS');
    const notFound = buildChecks(probe({ status: 404 }));
    expect(row(notFound, 'Slow backend', 'product (cached) first byte').result).toBe('MISS');
    expect(row(notFound, 'Slow backend', 'product (cached) never blank').result).toBe('MISS');
  });
});

describe('the report', () => {
  it('turns a failed phase into a MISS row', () => {
    expect(buildChecks({ errors: { lighthouse: 'Chromium did not start\nstack' } })).toEqual([
      { area: 'lighthouse', check: 'phase failed', value: '—', baseline: '', target: '', result: 'MISS', note: 'Chromium did not start' },
    ]);
  });

  it('prints one table with the count of PASS and MISS', () => {
    const table = formatTable(buildChecks(probe200()));
    expect(table.split('\n')[0]).toMatch(/^Area\s+Check\s+Storefront\s+Baseline\s+Target\s+Result\s+Note$/);
    expect(table).toContain('1 PASS, 1 MISS');
  });

  it('takes the median of the successful runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([null, Number.NaN])).toBeNull();
  });
});

function probe200(): BenchResults {
  return {
    html: {
      'storefront:product': { app: 'storefront', route: 'product', status: 200, rawBytes: 10 * KB, gzipBytes: 16 * KB },
    },
  };
}
