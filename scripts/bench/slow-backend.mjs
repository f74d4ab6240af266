// Slow backend: with every OCC call delayed (the sandbox restarted slower under the running, warm
// storefront), how soon the first byte arrives, how soon a product page shows its title and price
// (streamed or from a cached copy), and whether any page is ever blank.
import { MOBILE_CONTEXT } from './js-bytes.mjs';
import { errorMessage } from './util.mjs';

/**
 * Opens `path` in a fresh browser context and watches, every 25 ms from the document's start, for
 * the first visible text and, with `expect` ({ name, prices }), for the name and one of the prices,
 * for at most `observeMs`. A page is blank when it answers an error, or shows no text within
 * `visibleWithinMs` (a white screen for longer is what the shopper calls a blank page).
 */
export async function probePage(browser, { baseUrl, path, expect, visibleWithinMs, observeMs = 15_000 }) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, baseURL: baseUrl });
  try {
    await context.addInitScript((wanted) => {
      const state = { firstTextMs: null, titleAndPriceMs: null };
      Object.defineProperty(window, '__benchProbe', { value: state });
      const check = () => {
        // innerText leaves out what is not rendered (hidden stream chunks, display: none).
        const text = document.body?.innerText ?? '';
        if (state.firstTextMs === null && text.trim()) state.firstTextMs = performance.now();
        // innerText follows CSS text-transform: the name is compared case-insensitively.
        if (wanted && text.toLowerCase().includes(wanted.name.toLowerCase()) && wanted.prices.some((price) => text.includes(price))) {
          state.titleAndPriceMs = performance.now();
        }
        if ((wanted && state.titleAndPriceMs === null) || (!wanted && state.firstTextMs === null)) setTimeout(check, 25);
      };
      check();
    }, expect ?? null);
    const page = await context.newPage();
    let status = null;
    let navigationError = null;
    const started = Date.now();
    try {
      const response = await page.goto(path, { waitUntil: 'commit', timeout: observeMs });
      status = response?.status() ?? null;
    } catch (error) {
      navigationError = errorMessage(error);
    }
    const remaining = () => Math.max(1, observeMs - (Date.now() - started));
    await page
      .waitForFunction(
        (key) => window.__benchProbe?.[key] != null,
        expect ? 'titleAndPriceMs' : 'firstTextMs',
        { timeout: remaining(), polling: 100 },
      )
      .catch(() => {});
    const seen = await page
      .evaluate(() => {
        const navigation = performance.getEntriesByType('navigation')[0];
        const text = document.body?.innerText?.trim() ?? '';
        return {
          firstTextMs: window.__benchProbe?.firstTextMs ?? null,
          titleAndPriceMs: window.__benchProbe?.titleAndPriceMs ?? null,
          ttfbMs: navigation && navigation.responseStart > 0 ? navigation.responseStart - navigation.startTime : null,
          loadMs: navigation && navigation.loadEventEnd > 0 ? navigation.loadEventEnd - navigation.startTime : null,
          finalTextChars: text.length,
          heading: document.querySelector('h1')?.textContent?.trim() ?? null,
        };
      })
      .catch((error) => ({ error: errorMessage(error) }));
    return {
      path,
      status,
      navigationError,
      ...seen,
      blank:
        status === null ||
        status >= 500 ||
        !seen.finalTextChars ||
        seen.firstTextMs == null ||
        seen.firstTextMs > visibleWithinMs,
    };
  } finally {
    await context.close();
  }
}
