import type { Hono } from 'hono';
import type { SandboxEnv } from '../occ/context';

/**
 * A backend that is slow for some calls only, for tests and demos of the storefront's render budget
 * (spec 1 §9). Not OCC: `PUT /sandbox/slow-paths` with `{"pathContains": "/products/107020",
 * "latencyMs": 5000}` delays every OCC and OAuth call whose path contains the text, until
 * `DELETE /sandbox/slow-paths` (all) or a `PUT` with `latencyMs` 0 (that one). Unlike the
 * `x-sandbox-fault` header, it reaches the storefront's own server-side calls.
 */

export interface SlowPath {
  pathContains: string;
  latencyMs: number;
}

/** The longest delay accepted: longer than any client waits (the proxy's 15 s, a cached call's 10 s). */
const MAX_SLOW_PATH_MS = 60_000;

function parseSlowPath(body: unknown): SlowPath | string {
  if (typeof body !== 'object' || body === null) return 'A JSON object with "pathContains" and "latencyMs" is required.';
  const { pathContains, latencyMs } = body as Record<string, unknown>;
  if (typeof pathContains !== 'string' || pathContains.trim() === '') return 'pathContains must be a non-empty text.';
  if (typeof latencyMs !== 'number' || !Number.isInteger(latencyMs) || latencyMs < 0 || latencyMs > MAX_SLOW_PATH_MS) {
    return `latencyMs must be a whole number from 0 to ${MAX_SLOW_PATH_MS}.`;
  }
  return { pathContains: pathContains.trim(), latencyMs };
}

export function createSlowPaths() {
  const paths = new Map<string, number>();
  return {
    /** The delay for a call to this path: the longest of the matching entries. */
    latencyFor(path: string): number {
      let latency = 0;
      for (const [text, ms] of paths) if (path.includes(text)) latency = Math.max(latency, ms);
      return latency;
    },
    register(app: Hono<SandboxEnv>) {
      app.get('/sandbox/slow-paths', (c) => c.json({ slowPaths: [...paths].map(([pathContains, latencyMs]) => ({ pathContains, latencyMs })) }));
      app.put('/sandbox/slow-paths', async (c) => {
        const parsed = parseSlowPath(await c.req.json().catch(() => undefined));
        if (typeof parsed === 'string') return c.json({ errors: [{ type: 'ValidationError', message: parsed }] }, 400);
        if (parsed.latencyMs === 0) paths.delete(parsed.pathContains);
        else paths.set(parsed.pathContains, parsed.latencyMs);
        return c.json(parsed);
      });
      app.delete('/sandbox/slow-paths', (c) => {
        paths.clear();
        return c.body(null, 204);
      });
    },
  };
}
