import { loadProjectEnv } from '../../scripts/project-env.mjs';
import { createSandboxStore, DEFAULT_DATA_FILE } from './store';

/**
 * `npm run sandbox:reset`: restores the seeded state. A sandbox that is running (on SANDBOX_URL, or
 * SANDBOX_PORT on this machine) resets itself, so it does not write its old state back with its next
 * change; otherwise the data file (SANDBOX_DATA_FILE) is rewritten.
 */

loadProjectEnv(process.cwd(), { dev: process.env.NODE_ENV !== 'production' });

const sandboxUrl = process.env.SANDBOX_URL || `http://127.0.0.1:${process.env.SANDBOX_PORT || '4010'}`;

async function resetRunningSandbox(): Promise<boolean> {
  try {
    const answer = await fetch(new URL('/sandbox/reset', sandboxUrl), { method: 'POST', signal: AbortSignal.timeout(2000) });
    return answer.ok;
  } catch {
    return false;
  }
}

if (await resetRunningSandbox()) {
  console.info(`[sandbox] restored the seed in the sandbox running at ${sandboxUrl}`);
} else {
  const dataFile = process.env.SANDBOX_DATA_FILE || DEFAULT_DATA_FILE;
  const store = createSandboxStore({ dataFile, fresh: true });
  console.info(`[sandbox] restored the seed into ${store.dataFile}`);
}
