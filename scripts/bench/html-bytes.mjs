// HTML per route: the whole document as served (the static shell and everything streamed after it,
// including the inline RSC payload), raw and gzipped, with where the bytes go.
import { gzipSize } from './util.mjs';

const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml',
  // Decoded bytes are measured; the gzipped size is computed here at a fixed level.
  'accept-encoding': 'identity',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130 Safari/537.36 bench',
};

function sum(html, pattern) {
  let bytes = 0;
  for (const match of html.matchAll(pattern)) bytes += Buffer.byteLength(match[0]);
  return bytes;
}

/** Where a document's bytes go: the RSC payload streamed in inline scripts, inline CSS and SVG. */
export function htmlBreakdown(html) {
  const rscPayloadBytes = sum(html, /<script>self\.__next_f\.push\([\s\S]*?\)<\/script>/g);
  const inlineStyleBytes = sum(html, /<style[\s>][\s\S]*?<\/style>/g);
  const inlineSvgBytes = sum(html, /<svg[\s>][\s\S]*?<\/svg>/g);
  const scriptTags = [...html.matchAll(/<script\b[^>]*\bsrc=/g)].length;
  return { rscPayloadBytes, inlineStyleBytes, inlineSvgBytes, scriptTags };
}

/** Fetches `path` like a browser's first visit (following redirects) and sizes the document. */
async function measureHtml(baseUrl, path) {
  const redirects = [];
  let url = new URL(path, baseUrl).href;
  const started = performance.now();
  for (let hop = 0; hop < 5; hop++) {
    const response = await fetch(url, { headers: BROWSER_HEADERS, redirect: 'manual', signal: AbortSignal.timeout(60_000) });
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      await response.arrayBuffer();
      redirects.push({ status: response.status, location });
      url = new URL(location, url).href;
      continue;
    }
    const ttfbMs = performance.now() - started;
    const body = Buffer.from(await response.arrayBuffer());
    const html = body.toString('utf8');
    return {
      path,
      finalUrl: url,
      status: response.status,
      redirects,
      rawBytes: body.length,
      gzipBytes: gzipSize(body),
      ttfbMs,
      totalMs: performance.now() - started,
      cacheControl: response.headers.get('cache-control'),
      ...htmlBreakdown(html),
    };
  }
  throw new Error(`${path}: more than 5 redirects`);
}

export async function measureAllHtml(targets) {
  const results = {};
  for (const { app, route, baseUrl, path } of targets) {
    try {
      results[`${app}:${route}`] = { app, route, ...(await measureHtml(baseUrl, path)) };
    } catch (error) {
      results[`${app}:${route}`] = { app, route, path, error: String(error?.message ?? error) };
    }
  }
  return results;
}
