#!/usr/bin/env node
// Runs the storefront: `start` serves the production build (building it first when there is none),
// `dev` runs `next dev`. When COMMERCE_API_URL is unset, the sandbox commerce server is started
// first and the storefront points at it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { loadProjectEnv } from './project-env.mjs';
import { withServerHeap } from './server-heap.mjs';

const mode = process.argv[2] === 'dev' ? 'dev' : 'start';
// `.env.local` and the other env files configure this script and the sandbox as they do the storefront.
loadProjectEnv(process.cwd(), { dev: mode === 'dev' });
const port = process.env.PORT ?? '3000';
const sandboxPort = process.env.SANDBOX_PORT ?? '4010';
// The sandbox's address as the storefront reaches it: its own (SANDBOX_HOST), or loopback when it
// listens on every interface.
const sandboxHost = (() => {
  const host = process.env.SANDBOX_HOST?.trim() || '127.0.0.1';
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1';
  return host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
})();
const env = { ...process.env };
const children = [];

function run(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', env, ...options });
  children.push(child);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${command} ${args.join(' ')} stopped (${signal ?? code}); shutting down.`);
    stop(code ?? 1);
  });
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

// The backend the build was made against, and the one the storefront talks to.
let backendUrl = env.COMMERCE_API_URL;
if (!backendUrl) {
  backendUrl = `http://${sandboxHost}:${sandboxPort}`;
  // The sandbox reads the env files of the storefront's mode (the variables above already won).
  const sandboxEnv = { ...env, SANDBOX_PORT: sandboxPort, NODE_ENV: env.NODE_ENV ?? (mode === 'dev' ? 'development' : 'production') };
  run('node', ['--import', 'tsx', 'src/sandbox/main.ts'], { env: sandboxEnv });
  await waitFor(`${backendUrl}/sandbox/health`, 60_000);
  // COMMERCE_API_URL stays unset: the storefront then knows it talks to the sandbox (its OAuth client
  // and development session secret apply) and finds it at SANDBOX_URL.
  env.SANDBOX_URL = backendUrl;
  console.info(`Sandbox commerce server: ${backendUrl}`);
}

// Pages are prerendered from the backend at build time: a build made against another backend is stale.
const BUILD_BACKEND_FILE = '.next/commerce-api-url';
const builtAgainst = existsSync(BUILD_BACKEND_FILE) ? readFileSync(BUILD_BACKEND_FILE, 'utf8') : undefined;
if (mode === 'start' && (!existsSync('.next/BUILD_ID') || builtAgainst !== backendUrl)) {
  console.info('No production build for this backend yet: building it first.');
  // Prerendering fetches every cacheable page once; the 3 s budget is for shoppers' requests, not for the
  // build, which may run on a busy machine.
  const buildEnv = { ...env, OCC_TIMEOUT_MS: env.OCC_BUILD_TIMEOUT_MS ?? '30000' };
  const build = spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit', env: buildEnv });
  if (build.status !== 0) stop(build.status ?? 1);
  writeFileSync(BUILD_BACKEND_FILE, backendUrl);
}

// The production server runs with a bounded heap (`SERVER_HEAP_MB`); `next dev` keeps Node's default.
run('node_modules/.bin/next', [mode, '--port', port], mode === 'start' ? { env: withServerHeap(env) } : {});
console.info(`Storefront: http://localhost:${port}`);
