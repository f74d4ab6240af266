// The three servers of a bench run, on the bench's own ports: the sandbox commerce server (with a
// fixed latency per call), the storefront's production server and the baseline app's.
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { withServerHeap } from '../server-heap.mjs';
import { PORTS, SANDBOX_URL, WORK_DIR } from './config.mjs';
import { LOG_DIR, storefrontEnv } from './build.mjs';
import { startProcess, stopProcess, waitForHttp } from './processes.mjs';
import { log } from './util.mjs';

export const SANDBOX_DATA_FILE = join(WORK_DIR, 'sandbox', 'data.json');

/** Every run starts from the sandbox seed. */
export function resetSandboxData() {
  rmSync(join(WORK_DIR, 'sandbox'), { recursive: true, force: true });
  mkdirSync(join(WORK_DIR, 'sandbox'), { recursive: true });
}

/**
 * The sandbox from the storefront copy's sources, delaying every OCC and OAuth call by `latencyMs`.
 * Its state survives a restart (data file), so it can be restarted slower under a running storefront.
 */
export async function startSandbox(dir, latencyMs) {
  mkdirSync(LOG_DIR, { recursive: true });
  const proc = startProcess(`sandbox (${latencyMs} ms)`, process.execPath, ['--import', 'tsx', 'src/sandbox/main.ts'], {
    cwd: dir,
    env: {
      ...process.env,
      SANDBOX_PORT: String(PORTS.sandbox),
      SANDBOX_HOST: '127.0.0.1',
      SANDBOX_DATA_FILE,
      SANDBOX_LATENCY_MS: String(latencyMs),
      SANDBOX_ERROR_RATE: '0',
    },
    logFile: join(LOG_DIR, 'sandbox.log'),
  });
  // The health check is not delayed; a catalogue call would take `latencyMs`.
  await waitForHttp(`${SANDBOX_URL}/sandbox/health`, { proc, timeoutMs: 60_000 });
  log(`sandbox on ${SANDBOX_URL}, ${latencyMs} ms per call`);
  return proc;
}

export async function restartSandbox(current, dir, latencyMs) {
  await stopProcess(current);
  return startSandbox(dir, latencyMs);
}

function nextStart(name, dir, port, env) {
  mkdirSync(LOG_DIR, { recursive: true });
  return startProcess(name, process.execPath, ['node_modules/next/dist/bin/next', 'start', '--port', String(port)], {
    cwd: dir,
    env,
    logFile: join(LOG_DIR, `${name}.log`),
  });
}

/**
 * The storefront's production server. Pages it rendered on request in an earlier run (Next keeps them
 * on disk, under `.next/server/route-cache`) are dropped first: every run starts from what the build
 * prerendered, so the slow-backend probe's never-visited product is never in the page cache. It runs
 * with the heap limit `npm start` gives it (`SERVER_HEAP_MB`).
 */
export async function startStorefront(dir, url) {
  rmSync(join(dir, '.next', 'server', 'route-cache'), { recursive: true, force: true });
  const proc = nextStart('storefront', dir, PORTS.storefront, withServerHeap(storefrontEnv(SANDBOX_URL)));
  await waitForHttp(`${url}/`, { proc, timeoutMs: 120_000 });
  log(`storefront on ${url} (pid ${proc.pid})`);
  return proc;
}

export async function startBaseline(dir, url) {
  const proc = nextStart('baseline', dir, PORTS.baseline, {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
  });
  await waitForHttp(`${url}/`, { proc, timeoutMs: 60_000 });
  log(`baseline on ${url} (pid ${proc.pid})`);
  return proc;
}
