// JavaScript per route: every script response a real headless Chromium receives while opening the
// page (until the network is idle, so idle-time prefetches count too), gzipped at a fixed level;
// plus third-party scripts and payment or map SDKs found by URL or by signature.
import { chromium } from '@playwright/test';
import { chromiumPath } from './config.mjs';
import { errorMessage, gzipSize, sleep } from './util.mjs';

/** Lighthouse's mobile device, so both measure the same page. */
export const MOBILE_CONTEXT = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36',
};

/** Payment and map SDKs, by where they load from or by a string their bundles keep when minified. */
const SDK_SIGNATURES = [
  { sdk: 'Stripe.js', url: /(^|\.)stripe\.(com|network)\//, body: /js\.stripe\.com\/v3/ },
  { sdk: 'PayPal SDK', url: /paypal\.com\/sdk|paypalobjects\.com/, body: /paypal\.com\/sdk\/js/ },
  { sdk: 'Braintree', url: /braintreegateway\.com/, body: /braintree-web|braintreegateway\.com/ },
  { sdk: 'Adyen Web', url: /adyen\.com|adyenpayments\.com/, body: /AdyenCheckout|adyen-checkout__/ },
  { sdk: 'Klarna', url: /klarna(cdn|services)?\.(com|net)/, body: /Klarna\.Payments|x\.klarnacdn\.net/ },
  { sdk: 'Afterpay / Affirm', url: /afterpay\.com|affirm\.com|clearpay\.co\.uk/, body: /static\.afterpay\.com|cdn1\.affirm\.com/ },
  { sdk: 'Google Pay', url: /pay\.google\.com/, body: /pay\.google\.com\/gp\/p\/js\/pay\.js/ },
  { sdk: 'Apple Pay JS', url: /applepay\.cdn-apple\.com/, body: /applepay\.cdn-apple\.com/ },
  { sdk: 'Google Maps', url: /maps\.googleapis\.com|maps\.gstatic\.com/, body: /maps\.googleapis\.com\/maps\/api\/js/ },
  { sdk: 'Mapbox GL', url: /api\.mapbox\.com|mapbox-gl/, body: /mapboxgl-canvas|mapbox-gl-js/ },
  { sdk: 'MapLibre GL', url: /maplibre-gl/, body: /maplibregl-canvas|maplibre-gl-js/ },
  { sdk: 'Leaflet', url: /leaflet/, body: /leaflet-container|leaflet-tile-pane/ },
  { sdk: 'OpenLayers', url: /\/ol(@|\/)/, body: /ol-viewport|ol-overlaycontainer/ },
];

/**
 * Libraries a chunk most likely contains, from strings minification keeps (option names, error
 * names, attributes); a hint for finding the biggest offenders, not a proof.
 */
const LIBRARY_HINTS = [
  { library: 'react-dom', all: [/react-dom/] },
  { library: 'zod', all: [/ZodError/] },
  { library: 'react-aria-components', all: [/react-aria-|data-rac/] },
  { library: '@tanstack/react-query', all: [/refetchOnWindowFocus/, /queryHash/] },
  { library: 'i18next', all: [/i18next/] },
  { library: 'react-hook-form', all: [/shouldUnregister/, /shouldFocusError/] },
  { library: 'libphonenumber-js', all: [/NOT_A_NUMBER/, /INVALID_COUNTRY/] },
  { library: 'sanitize-html', all: [/allowedTags/, /allowedAttributes/] },
];

export function libraryHints(body) {
  if (!body) return [];
  const text = body.toString('latin1');
  return LIBRARY_HINTS.filter((hint) => hint.all.every((pattern) => pattern.test(text))).map((hint) => hint.library);
}

export function detectSdks(url, body) {
  const text = body ? body.toString('latin1') : '';
  return SDK_SIGNATURES.filter((signature) => signature.url.test(url) || (text && signature.body.test(text))).map(
    (signature) => signature.sdk,
  );
}

export async function launchBrowser() {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
}

/**
 * Puts one in-stock variant into a fresh guest cart through the storefront's own commerce path, as
 * the add-to-cart button would (the context's cookies carry the new session).
 */
export async function addToCart(context, baseUrl, variantCode) {
  const headers = { origin: baseUrl, 'sec-fetch-site': 'same-origin' };
  const created = await context.request.post(`${baseUrl}/api/commerce/brand-us/users/session/carts`, { headers });
  if (!created.ok()) throw new Error(`creating a cart: ${created.status()} ${await created.text()}`);
  const added = await context.request.post(`${baseUrl}/api/commerce/brand-us/users/session/carts/active/entries`, {
    headers: { ...headers, 'content-type': 'application/json' },
    data: { quantity: 1, product: { code: variantCode } },
  });
  if (!added.ok()) throw new Error(`adding ${variantCode}: ${added.status()} ${await added.text()}`);
}

/** Opens `path` in a fresh mobile context and sizes every script it loads. */
async function measureScripts(browser, { baseUrl, path, prepare }) {
  const context = await browser.newContext({ ...MOBILE_CONTEXT, baseURL: baseUrl });
  let prepared = null;
  try {
    if (prepare) {
      try {
        await prepare(context);
        prepared = { ok: true };
      } catch (error) {
        prepared = { ok: false, error: errorMessage(error) };
      }
    }
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        (async () => {
          const url = response.url();
          try {
            const body = await response.body();
            return {
              url,
              status: response.status(),
              rawBytes: body.length,
              gzipBytes: gzipSize(body),
              sdks: detectSdks(url, body),
              libraries: libraryHints(body),
            };
          } catch (error) {
            return { url, status: response.status(), rawBytes: 0, gzipBytes: 0, sdks: detectSdks(url), libraries: [], error: errorMessage(error) };
          }
        })(),
      );
    });
    const response = await page.goto(path, { waitUntil: 'load', timeout: 60_000 });
    // Idle-time work (hydration, viewport prefetches of links) loads more scripts after `load`.
    await page.waitForLoadState('networkidle', { timeout: 20_000 }).catch(() => {});
    await sleep(1000);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => {});
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0];
      return {
        loadEventStart: navigation?.loadEventStart ?? 0,
        resources: performance
          .getEntriesByType('resource')
          .map((entry) => ({ url: entry.name, startTime: entry.startTime, encodedBodySize: entry.encodedBodySize })),
      };
    });
    const scripts = await Promise.all(pending);
    const origin = new URL(page.url()).origin;
    for (const script of scripts) {
      const entry = timing.resources.find((resource) => resource.url === script.url);
      script.phase = entry && entry.startTime > timing.loadEventStart ? 'afterLoad' : 'initial';
      script.transferredBytes = entry?.encodedBodySize || null;
      script.thirdParty = new URL(script.url).origin !== origin;
    }
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const total = (list, key) => list.reduce((sum, script) => sum + (script[key] ?? 0), 0);
    return {
      path,
      status: response?.status() ?? null,
      finalUrl: page.url(),
      prepared,
      scriptCount: scripts.length,
      gzipBytes: total(scripts, 'gzipBytes'),
      rawBytes: total(scripts, 'rawBytes'),
      initialGzipBytes: total(scripts.filter((script) => script.phase === 'initial'), 'gzipBytes'),
      afterLoadGzipBytes: total(scripts.filter((script) => script.phase === 'afterLoad'), 'gzipBytes'),
      thirdParty: scripts.filter((script) => script.thirdParty).map((script) => script.url),
      sdks: [...new Set(scripts.flatMap((script) => script.sdks))],
      scripts: scripts.map((script) => ({ ...script, url: script.url.replace(origin, '') })),
    };
  } finally {
    await context.close();
  }
}

export async function measureAllScripts(browser, targets) {
  const results = {};
  for (const target of targets) {
    try {
      results[`${target.app}:${target.route}`] = { app: target.app, route: target.route, ...(await measureScripts(browser, target)) };
    } catch (error) {
      results[`${target.app}:${target.route}`] = { app: target.app, route: target.route, path: target.path, error: errorMessage(error) };
    }
  }
  return results;
}
