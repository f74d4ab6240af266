import { readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filesUnder } from './files-under';

/**
 * Dependency direction (ARCHITECTURE §10): app -> features -> (cms, commerce, ui, i18n, site);
 * `commerce` and `site` import nothing of the app; `sandbox` imports only commerce schemas and types;
 * nothing imports the sandbox but its own entry points and tests; `src/server` (the server process's
 * upkeep, started by instrumentation.ts) imports nothing of the app, and only instrumentation.ts
 * imports it.
 */

const ROOT = resolve(__dirname, '../..');
const SOURCE = /\.(ts|tsx|mts)$/;

type Layer = 'app' | 'proxy' | 'features' | 'cms' | 'commerce' | 'ui' | 'i18n' | 'site' | 'analytics' | 'sandbox' | 'server' | 'locales' | 'external';

function layerOf(absolutePath: string): Layer {
  const path = relative(ROOT, absolutePath).replaceAll('\\', '/');
  if (path.startsWith('app/')) return 'app';
  if (path === 'proxy.ts' || path === 'proxy') return 'proxy';
  if (path.startsWith('locales/')) return 'locales';
  const match = /^src\/([^/]+)/.exec(path);
  return (match?.[1] as Layer | undefined) ?? 'external';
}

interface ImportEdge {
  file: string;
  specifier: string;
  target: Layer;
  targetPath?: string;
}

function importsOf(file: string): ImportEdge[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^import\s+['"]([^'"]+)['"]/gm)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
  return specifiers.map((specifier) => {
    let targetPath: string | undefined;
    if (specifier.startsWith('@/')) targetPath = join(ROOT, 'src', specifier.slice(2));
    else if (specifier.startsWith('@locales/')) targetPath = join(ROOT, 'locales', specifier.slice(9));
    else if (specifier.startsWith('.')) targetPath = resolve(dirname(file), specifier);
    return { file: relative(ROOT, file), specifier, target: targetPath ? layerOf(targetPath) : 'external', targetPath };
  });
}

const isSource = (name: string) => SOURCE.test(name);
const files = [...filesUnder(join(ROOT, 'app'), isSource), ...filesUnder(join(ROOT, 'src'), isSource), join(ROOT, 'proxy.ts')];
const edges = files.flatMap(importsOf);

/** Which layers each layer may import (its own layer is always allowed). */
const ALLOWED: Record<Layer, Layer[]> = {
  app: ['features', 'cms', 'commerce', 'ui', 'i18n', 'site', 'analytics', 'proxy'],
  proxy: ['site'],
  features: ['cms', 'commerce', 'ui', 'i18n', 'site', 'analytics', 'locales'],
  cms: ['commerce', 'ui', 'i18n', 'site', 'analytics'],
  commerce: ['site'],
  ui: [],
  i18n: ['site', 'locales'],
  site: [],
  analytics: ['site'],
  sandbox: ['commerce'],
  // The server process's own upkeep (instrumentation.ts): nothing of the app.
  server: [],
  locales: [],
  external: [],
};

function violations(predicate: (edge: ImportEdge & { from: Layer }) => boolean) {
  return edges
    .map((edge) => ({ ...edge, from: layerOf(join(ROOT, edge.file)) }))
    .filter(predicate)
    .map((edge) => `${edge.file} -> ${edge.specifier}`);
}

describe('dependency direction (ARCHITECTURE §10)', () => {
  it('finds the source files it checks', () => {
    expect(files.length).toBeGreaterThan(10);
  });

  it('imports only downward', () => {
    expect(
      violations((edge) => edge.target !== 'external' && edge.target !== edge.from && !ALLOWED[edge.from].includes(edge.target)),
    ).toEqual([]);
  });

  it('keeps the sandbox to commerce schemas and types', () => {
    expect(
      violations(
        (edge) =>
          edge.from === 'sandbox' &&
          edge.target === 'commerce' &&
          !/src\/commerce\/(schemas|types)/.test(edge.targetPath?.replaceAll('\\', '/') ?? ''),
      ),
    ).toEqual([]);
  });

  it('lets only instrumentation.ts start the server process’s upkeep', () => {
    expect(violations((edge) => edge.target === 'server' && edge.from !== 'server')).toEqual([]);
  });

  it('keeps src/site and src/ui free of framework data access', () => {
    expect(violations((edge) => edge.from === 'site' && /^(next|react)(\/|$)/.test(edge.specifier))).toEqual([]);
  });

  it('never lets client islands import server-only modules', () => {
    const clientFiles = new Set(
      files.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8'))).map((file) => relative(ROOT, file)),
    );
    const serverOnly = /(^@\/sandbox)|(^@\/i18n\/server)|(^@\/commerce\/(session|auth|config|bff|cached))|(^server-only$)/;
    expect(violations((edge) => clientFiles.has(edge.file) && serverOnly.test(edge.specifier))).toEqual([]);
  });
});

describe('next.config.ts', () => {
  /** Next loads its config before path aliases exist: everything it reaches must be relative imports. */
  function reachedFrom(file: string, seen = new Set<string>()): Set<string> {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const [, specifier = ''] of readFileSync(file, 'utf8').matchAll(/^import[^'"]*['"]([^'"]+)['"]/gm)) {
      if (!specifier.startsWith('.')) continue;
      const base = resolve(dirname(file), specifier);
      const target = [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find((candidate) => {
        try {
          return statSync(candidate).isFile();
        } catch {
          return false;
        }
      });
      if (target) reachedFrom(target, seen);
    }
    return seen;
  }

  it('reaches only modules that import no path alias', () => {
    const aliased = [...reachedFrom(join(ROOT, 'next.config.ts'))].filter((file) => /^import[^'"]*['"]@\//m.test(readFileSync(file, 'utf8')));
    expect(aliased.map((file) => relative(ROOT, file))).toEqual([]);
  });
});
