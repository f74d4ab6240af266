// What the bench measures against what: ports, paths, the two run profiles and the targets of the
// "Performance" issue. Targets are data here so the report and its test read the same numbers.
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const KB = 1024;
export const MB = 1024 * KB;

export const REPO_DIR = resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const RESULTS_DIR = join(REPO_DIR, 'bench', 'results');

/** Builds and server logs live outside the repository, so the shared `.next` is never touched. */
export const WORK_DIR = process.env.BENCH_WORK_DIR ?? join(tmpdir(), 'ironbark-bench');

function portFromEnv(name, fallback) {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1 || value > 65535) throw new Error(`${name} must be a port number`);
  return value;
}

/** Own ports: the end-to-end suite uses 3100/4110 and `npm start` 3000/4010 on the same machine. */
export const PORTS = {
  storefront: portFromEnv('BENCH_PORT', 3370),
  baseline: portFromEnv('BENCH_BASELINE_PORT', 3371),
  sandbox: portFromEnv('BENCH_SANDBOX_PORT', 4370),
};

export const STOREFRONT_URL = `http://localhost:${PORTS.storefront}`;
export const BASELINE_URL = `http://localhost:${PORTS.baseline}`;
export const SANDBOX_URL = `http://127.0.0.1:${PORTS.sandbox}`;

/** Fixed backend latency of every OCC call while measuring, and the one of the slow-backend probe. */
export const SANDBOX_LATENCY_MS = 50;
export const SLOW_SANDBOX_LATENCY_MS = 5000;

/** Debian's Chromium unless CHROMIUM_PATH says otherwise; Playwright's own as a last resort. */
export function chromiumPath() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
}

/** The full run and the `--quick` subset (about three minutes once both builds exist). */
export const PROFILES = {
  full: {
    name: 'full',
    lighthouseRuns: 5,
    lighthouseRoutes: ['home', 'category', 'product'],
    throughputSeconds: 20,
    warmupSeconds: 3,
    connections: 10,
    memoryRequests: 10_000,
  },
  quick: {
    name: 'quick',
    lighthouseRuns: 1,
    lighthouseRoutes: ['home', 'product'],
    throughputSeconds: 5,
    warmupSeconds: 1,
    connections: 10,
    memoryRequests: 2_000,
  },
};

/** Storefront routes measured, in report order (URLs are discovered at run time). */
export const STOREFRONT_ROUTES = ['home', 'category', 'search', 'product', 'cart', 'checkout'];
export const BASELINE_ROUTES = ['static', 'dynamic'];

export const TARGETS = {
  /** Gzipped JavaScript a page loads, over the baseline page's. Routes not listed are reported only. */
  jsOverBaseline: { home: 25 * KB, category: 25 * KB, product: 35 * KB, cart: 60 * KB },
  /** Pages that may load a payment or map SDK; every other page must not. */
  sdkAllowedRoutes: ['checkout'],
  lighthouse: { score: 98, lcpMs: 1800, tbtMs: 150, cls: 0.01 },
  throughput: {
    cachedShareOfStatic: 0.7,
    bustedShareOfDynamic: 0.7,
    p99Ms: 250,
  },
  productHtml: { rawBytes: 60 * KB, gzipBytes: 15 * KB },
  memory: { growthBytes: 50 * MB, requests: 10_000 },
  /** `visibleWithinMs`: longer than this without any text on screen counts as a blank page. */
  slowBackend: { ttfbMs: 300, titleAndPriceMs: 1500, visibleWithinMs: 1500 },
};
