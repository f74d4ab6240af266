import type { Hono } from 'hono';
import type { SandboxEnv } from '../occ/context';
import { etagOf, renderAsset } from '../images/render';

/**
 * The image server: `/is/image/brand/{assetId}` (Scene7-style ids, optional `EU_` prefix), `wid` and `hei`
 * set the rendered size. Images never change for an id, so they are cached for a year.
 */

const MAX_DIMENSION = 4000;

function dimension(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? Math.min(n, MAX_DIMENSION) : undefined;
}

export function registerImageRoutes(app: Hono<SandboxEnv>): void {
  app.get('/is/image/brand/:assetId', (c) => {
    const assetId = c.req.param('assetId').replace(/\.(svg|png|jpe?g)$/i, '');
    const size = { w: dimension(c.req.query('wid')), h: dimension(c.req.query('hei')) };
    const etag = etagOf(assetId, size);
    const { svg, found } = renderAsset(assetId, size);
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    c.header('Access-Control-Allow-Origin', '*');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (!found) {
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(svg, 404);
    }
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(svg, 200);
  });
}
