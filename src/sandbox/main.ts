import { serve } from '@hono/node-server';
import { loadProjectEnv } from '../../scripts/project-env.mjs';
import { createSandboxApp, DEFAULT_CLIENT } from './app';
import { createSandboxStore, DEFAULT_DATA_FILE } from './store';

/**
 * Starts the sandbox commerce server.
 *
 * Environment: SANDBOX_PORT (default 4010), SANDBOX_HOST (default 127.0.0.1), SANDBOX_DATA_FILE
 * (default .sandbox/data.json), SANDBOX_LATENCY_MS, SANDBOX_ERROR_RATE (0..1), SANDBOX_TOKEN_TTL_SECONDS,
 * OCC_CLIENT_ID / OCC_CLIENT_SECRET (the OAuth client the storefront uses); from the environment or
 * the project's `.env` files, as the storefront reads them.
 */

loadProjectEnv(process.cwd(), { dev: process.env.NODE_ENV !== 'production' });

function numberFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min || value > max) {
    console.error(`[sandbox] ${name}=${raw} is not a number between ${min} and ${max}`);
    process.exit(1);
  }
  return value;
}

const port = numberFromEnv('SANDBOX_PORT', 4010, 0, 65535);
const hostname = process.env.SANDBOX_HOST || '127.0.0.1';
const dataFile = process.env.SANDBOX_DATA_FILE || DEFAULT_DATA_FILE;
const latencyMs = numberFromEnv('SANDBOX_LATENCY_MS', 0, 0, 600_000);
const errorRate = numberFromEnv('SANDBOX_ERROR_RATE', 0, 0, 1);
const tokenTtlSeconds = numberFromEnv('SANDBOX_TOKEN_TTL_SECONDS', 43_199, 1, 31_536_000);

const clients = [
  {
    id: process.env.OCC_CLIENT_ID || DEFAULT_CLIENT.id,
    secret: process.env.OCC_CLIENT_SECRET || DEFAULT_CLIENT.secret,
  },
];

const store = createSandboxStore({ dataFile });
const app = createSandboxApp({ store, latencyMs, errorRate, tokenTtlSeconds, clients });

const server = serve({ fetch: app.fetch, port, hostname }, (info) => {
  const host = info.family === 'IPv6' ? `[${info.address}]` : info.address;
  console.info(`[sandbox] commerce sandbox listening on http://${host}:${info.port} (data: ${store.dataFile})`);
  if (latencyMs || errorRate) console.info(`[sandbox] fault injection: latency ${latencyMs} ms, error rate ${errorRate}`);
});

function shutdown(signal: string): void {
  // State is written synchronously on every change, so there is nothing left to flush.
  console.info(`[sandbox] ${signal} received, stopping`);
  server.close(() => process.exit(0));
  setTimeout(() => process.exit(0), 2000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
