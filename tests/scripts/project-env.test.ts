import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `npm start`, `npm run dev` and the sandbox read the project's env files as the storefront does.
 * Each case runs in a process of its own, as the scripts do: the loader keeps the environment it
 * first saw for the life of the process.
 */

const MODULE = resolve(__dirname, '../../scripts/project-env.mjs');
const NAMES = ['COMMERCE_API_URL', 'SANDBOX_LATENCY_MS', 'SANDBOX_PORT', 'OCC_PREFIX'];

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'project-env-'));
  writeFileSync(join(dir, '.env'), 'COMMERCE_API_URL=https://env.example.com\nSANDBOX_LATENCY_MS=5\nOCC_PREFIX=/occ/v2\n');
  writeFileSync(join(dir, '.env.local'), 'COMMERCE_API_URL=https://local.example.com\n');
  writeFileSync(join(dir, '.env.development'), 'SANDBOX_LATENCY_MS=250\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** What a script started with `environment` sees after loading the env files. */
function loadIn(dev: boolean, environment: Record<string, string> = {}): { files: string[]; env: Record<string, string | undefined> } {
  const script = `import(${JSON.stringify(MODULE)}).then(({ loadProjectEnv }) => {
    const files = loadProjectEnv(${JSON.stringify(dir)}, { dev: ${dev} });
    const env = Object.fromEntries(${JSON.stringify(NAMES)}.map((name) => [name, process.env[name]]));
    process.stdout.write(JSON.stringify({ files, env }));
  })`;
  const base = Object.fromEntries(Object.entries(process.env).filter(([name]) => !NAMES.includes(name)));
  // Next.js leaves `.env.local` out under NODE_ENV=test; the scripts run in the servers' modes.
  const mode = dev ? 'development' : 'production';
  const result = spawnSync(process.execPath, ['-e', script], { cwd: resolve(__dirname, '../..'), env: { ...base, NODE_ENV: mode, ...environment }, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(result.stderr);
  return JSON.parse(result.stdout) as { files: string[]; env: Record<string, string | undefined> };
}

describe('loadProjectEnv', () => {
  it('reads .env.local over .env in production, and not the development file', () => {
    const { files, env } = loadIn(false);
    expect(files).toEqual(['.env.local', '.env']);
    expect(env).toEqual({ COMMERCE_API_URL: 'https://local.example.com', SANDBOX_LATENCY_MS: '5', OCC_PREFIX: '/occ/v2' });
  });

  it('reads the development file in development', () => {
    const { files, env } = loadIn(true);
    expect(files).toEqual(['.env.local', '.env.development', '.env']);
    expect(env.SANDBOX_LATENCY_MS).toBe('250');
  });

  it('leaves a variable the environment already sets as it is', () => {
    const { env } = loadIn(false, { COMMERCE_API_URL: 'https://shell.example.com', SANDBOX_PORT: '4999' });
    expect(env.COMMERCE_API_URL).toBe('https://shell.example.com');
    expect(env.SANDBOX_PORT).toBe('4999');
  });
});
