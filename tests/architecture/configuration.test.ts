import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './files-under';

/**
 * The configuration the README promises: every variable the storefront, the sandbox and the run
 * script read is in `.env.example`, nothing there is read by nobody, and the README names each one.
 * (The test and bench variables are described with their commands and are not read here.)
 */

const ROOT = resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts|mjs)$/;
/** Set by Node.js or the framework, not by whoever runs the shop. */
const PLATFORM = new Set(['NODE_ENV', 'NEXT_PHASE', 'NEXT_RUNTIME', 'NODE_OPTIONS']);
const isSource = (name: string) => SOURCE.test(name) && !name.endsWith('.d.mts');

const RUNTIME_FILES = [
  ...filesUnder(join(ROOT, 'src'), isSource),
  ...filesUnder(join(ROOT, 'app'), isSource),
  ...['proxy.ts', 'next.config.ts', 'instrumentation.ts', 'scripts/run.mjs', 'scripts/server-heap.mjs'].map((file) => join(ROOT, file)),
];

/** Names read as `process.env.X`, `env.X`, `environment.X` (optional chaining too) or `env['X']`. */
function variablesRead(): Map<string, string> {
  const read = new Map<string, string>();
  const pattern = /\b(?:process\.env|env|environment)\??\.([A-Z][A-Z0-9_]+)\b|\b(?:env|environment)\[['"]([A-Z][A-Z0-9_]+)['"]\]|numberFromEnv\(\s*'([A-Z][A-Z0-9_]+)'/g;
  for (const file of RUNTIME_FILES) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const name = match[1] ?? match[2] ?? match[3];
      if (name && !read.has(name)) read.set(name, relative(ROOT, file));
    }
  }
  return read;
}

const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
const exampleNames = new Set([...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] as string));
const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');

describe('configuration', () => {
  const read = variablesRead();

  it('finds the variables the code reads', () => {
    // The scan itself must keep working as the readers change shape.
    for (const name of ['COMMERCE_API_URL', 'SESSION_SECRET', 'STOREFRONT_URL', 'SANDBOX_LATENCY_MS', 'SERVER_HEAP_MB', 'CACHE_MEMORY_MB']) {
      expect(read.has(name), name).toBe(true);
    }
  });

  it('lists in .env.example every variable the storefront, the sandbox and the run script read', () => {
    const missing = [...read].filter(([name]) => !PLATFORM.has(name) && !exampleNames.has(name));
    expect(missing.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });

  it('lists nothing in .env.example that nothing reads', () => {
    expect([...exampleNames].filter((name) => !read.has(name))).toEqual([]);
  });

  it('names every variable of .env.example in the README', () => {
    expect([...exampleNames].filter((name) => !readme.includes(`\`${name}\``))).toEqual([]);
  });
});
