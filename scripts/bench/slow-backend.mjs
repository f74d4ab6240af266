// Slow backend: with every OCC call delayed (the sandbox restarted slower under the running, warm
// storefront), how soon the first byte arrives, how soon a product page shows its title and price
// (streamed or from a cached copy), and whether any page is ever blank.
import { MOBILE_CONTEXT } from './js-bytes.mjs';
import { errorMessage } from './util.mjs';

/**
 * Opens `path` in a fresh browser context and watches, every 25 ms, for the first visible text and,
 * with `expect` ({ name, prices }), for the name and one of the prices, for at most `observeMs`. Times
 * count from the navigation's start, across documents: a page that falls back and then reloads
 * itself (the router's hard navigation after a failed refresh) is measured from the shopper's click,
 * not from the last document. A page is blank when it answers an error, or shows no text within
 * `visibleWithinMs` (a white screen for longer is what the shopper calls a blank page).
 */
export async function probePage(browser, { baseUrl, path, expect, visibleWithinMs, observeMs = 15_000 }) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, baseURL: baseUrl });
  try {
    // Wall-clock times (ms since the epoch) reported by every document of the context.
    const seenAt = { text: null, titleAndPrice: null };
    await context.exposeBinding('__benchSeen', (_source, what, atMs) => {
      if (seenAt[what] === null || atMs < seenAt[what]) seenAt[what] = atMs;
    });
    await context.addInitScript((wanted) => {
      let textSeen = false;
      const check = () => {
        const now = performance.timeOrigin + performance.now();
        // innerText leaves out what is not rendered (hidden stream chunks, display: none).
        const text = document.body?.innerText ?? '';
        if (!textSeen && text.trim()) {
          textSeen = true;
          window.__benchSeen('text', now);
        }
        // innerText follows CSS text-transform: the name is compared case-insensitively.
        if (wanted && text.toLowerCase().includes(wanted.name.toLowerCase()) && wanted.prices.some((price) => text.includes(price))) {
          window.__benchSeen('titleAndPrice', now);
          return;
        }
        if (wanted || !textSeen) setTimeout(check, 25);
      };
      check();
    }, expect ?? null);
    const page = await context.newPage();
    let status = null;
    let ttfbMs = null;
    let navigationError = null;
    const started = Date.now();
    try {
      const response = await page.goto(path, { waitUntil: 'commit', timeout: observeMs });
      status = response?.status() ?? null;
      const timing = response?.request().timing();
      if (timing && timing.responseStart >= 0) ttfbMs = timing.startTime + timing.responseStart - started;
    } catch (error) {
      navigationError = errorMessage(error);
    }
    const wanted = expect ? 'titleAndPrice' : 'text';
    while (seenAt[wanted] === null && Date.now() - started < observeMs) await new Promise((resolve) => setTimeout(resolve, 100));
    const since = (atMs) => (atMs === null ? null : atMs - started);
    const seen = await page
      .evaluate(() => ({
        finalTextChars: document.body?.innerText?.trim().length ?? 0,
        heading: document.querySelector('h1')?.textContent?.trim() ?? null,
      }))
      .catch((error) => ({ error: errorMessage(error) }));
    const firstTextMs = since(seenAt.text);
    return {
      path,
      status,
      navigationError,
      ttfbMs,
      firstTextMs,
      titleAndPriceMs: since(seenAt.titleAndPrice),
      ...seen,
      blank: status === null || status >= 500 || !seen.finalTextChars || firstTextMs == null || firstTextMs > visibleWithinMs,
    };
  } finally {
    await context.close();
  }
}
