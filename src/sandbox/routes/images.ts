import type { Hono } from 'hono';
import type { SandboxEnv } from '../occ/context';
import { CONTENT_TYPES, encodeImage, imageFormat } from '../images/raster';
import { assetKey, etagOf, renderAsset } from '../images/render';
import { videoAsset } from '../images/video';

/**
 * The image server: `/is/image/brand/{assetId}` (Scene7-style ids, optional `EU_` prefix), `wid` and `hei`
 * set the rendered size, `fmt` the format (photographs come as JPEG by default, as from Scene7; brand
 * marks as SVG; see `images/raster.ts`). Images never change for an id, so they are cached for a year. Videos come
 * from `/is/content/brand/{assetId}`, Scene7's path for stored content, as MP4 with byte ranges (Safari
 * plays nothing from a server that ignores `Range`).
 */

const MAX_DIMENSION = 4000;

function dimension(value: string | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? Math.min(n, MAX_DIMENSION) : undefined;
}

export function registerImageRoutes(app: Hono<SandboxEnv>): void {
  app.get('/is/image/brand/:assetId', async (c) => {
    const assetId = c.req.param('assetId').replace(/\.(svg|png|jpe?g)$/i, '');
    const size = { w: dimension(c.req.query('wid')), h: dimension(c.req.query('hei')) };
    const format = imageFormat(assetId, c.req.query('fmt'));
    const etag = etagOf(assetId, size, format);
    const { svg, found } = renderAsset(assetId, size);
    c.header('Content-Type', CONTENT_TYPES[format]);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    if (!found) {
      c.header('Cache-Control', 'public, max-age=300');
      return c.body(await encodeImage(svg, format, assetKey('placeholder', size)), 404);
    }
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    return c.body(await encodeImage(svg, format, assetKey(assetId, size)), 200);
  });

  app.get('/is/content/brand/:assetId', (c) => {
    const assetId = c.req.param('assetId').replace(/\.mp4$/i, '');
    const video = videoAsset(assetId);
    c.header('Access-Control-Allow-Origin', '*');
    c.header('X-Content-Type-Options', 'nosniff');
    if (!video) {
      c.header('Cache-Control', 'public, max-age=300');
      return c.text('Not found', 404);
    }
    const etag = `"video-${assetId.replace(/^EU_/, '')}-${video.length}"`;
    c.header('Content-Type', 'video/mp4');
    c.header('Accept-Ranges', 'bytes');
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('ETag', etag);
    if (c.req.header('if-none-match') === etag) return c.body(null, 304);
    const range = byteRange(c.req.header('range'), video.length);
    if (range === 'unsatisfiable') {
      c.header('Content-Range', `bytes */${video.length}`);
      return c.body(null, 416);
    }
    if (range) {
      c.header('Content-Range', `bytes ${range.start}-${range.end}/${video.length}`);
      return c.body(video.slice(range.start, range.end + 1), 206);
    }
    return c.body(video, 200);
  });
}

/** One `bytes=start-end` range (`start-`, `-suffix` too); several ranges are answered whole, as servers may. */
export function byteRange(header: string | undefined, size: number): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match) return undefined;
  const [, from = '', to = ''] = match;
  if (from === '' && to === '') return undefined;
  const start = from === '' ? Math.max(0, size - Number(to)) : Number(from);
  const end = from === '' || to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}
