import { http, HttpResponse } from 'msw';
import type { Metadata } from 'next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setupSandboxServer, SANDBOX_OCC_BASE_URL } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { catalogMetadata } = await import('@/features/catalog/CatalogPage');
const { productMetadata } = await import('@/features/product/ProductPage');
const { loadProductPage } = await import('@/features/product/load-product');
const { EU_COUNTRIES } = await import('@/site');

/**
 * Spec 1 §2.2: alternate-language link tags on the EU store, one per EU country, from the alternate-URL
 * lookup (page type and id; a search query appended as /query, spec 1 §7), only when the lookup says
 * enabled; a failure is only logged. Category, product and search pages, like content pages and home.
 */

const sandbox = setupSandboxServer();
const ORIGIN = 'https://www.example.com';
const ALTERNATE_URLS = `${SANDBOX_OCC_BASE_URL}/brand-eu/alternateUrls`;

let lookups: URL[] = [];
beforeEach(() => {
  vi.stubEnv('STOREFRONT_URL', ORIGIN);
  lookups = [];
  sandbox.server.events.on('request:start', ({ request }) => {
    if (request.url.includes('/alternateUrls')) lookups.push(new URL(request.url));
  });
});
afterEach(() => {
  sandbox.server.events.removeAllListeners();
  vi.unstubAllEnvs();
});

function languagesOf(metadata: Metadata): Record<string, unknown> | undefined {
  return (metadata.alternates?.languages ?? undefined) as Record<string, unknown> | undefined;
}

/** The segments after `p/` of a product's canonical EU path (the short URL redirects there). */
async function euProductSegments(code: string, lang: 'de' | 'it' = 'de'): Promise<string[]> {
  const result = await loadProductPage({ site: 'eu', lang }, 'p', [code]);
  if (result.kind !== 'redirect') throw new Error(`expected a redirect for ${code}, got ${result.kind}`);
  return result.location.replace(new RegExp(`^/eu/${lang}/p/`), '').split('/');
}

describe('hreflang links of category pages', () => {
  it('adds one link per EU country on the EU store, beside the canonical link', async () => {
    const metadata = await catalogMetadata({ site: 'eu', lang: 'de', segments: ['men'] });
    const languages = languagesOf(metadata);
    expect(languages?.['de-AT']).toBe(`${ORIGIN}/eu/de/c/men`);
    expect(languages?.['fr-FR']).toBe(`${ORIGIN}/eu/fr/c/men`);
    expect(Object.keys(languages ?? {})).toHaveLength(EU_COUNTRIES.length);
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}/eu/de/c/men`);
    expect(lookups.map((url) => [url.searchParams.get('pageType'), url.searchParams.get('pageId')])).toEqual([['CategoryPage', 'men']]);
  });

  it('adds none and asks nothing off the EU store', async () => {
    const us = await catalogMetadata({ site: 'us', lang: 'en', segments: ['men'] });
    const uk = await catalogMetadata({ site: 'uk', lang: 'en-gb', segments: ['men'] });
    expect(languagesOf(us)).toBeUndefined();
    expect(languagesOf(uk)).toBeUndefined();
    expect(us.alternates?.canonical).toBeDefined();
    expect(lookups).toEqual([]);
  });

  it('adds none when the lookup is not enabled', async () => {
    sandbox.server.use(http.get(ALTERNATE_URLS, () => HttpResponse.json({ enabled: false, alternateUrls: [{ hrefLang: 'de-AT', href: '/eu/de/c/men' }] })));
    const metadata = await catalogMetadata({ site: 'eu', lang: 'de', segments: ['men'] });
    expect(languagesOf(metadata)).toBeUndefined();
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}/eu/de/c/men`);
  });

  it('only logs a failed lookup, and the page keeps the rest of its metadata', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.get(ALTERNATE_URLS, () => HttpResponse.error()));
    const metadata = await catalogMetadata({ site: 'eu', lang: 'de', segments: ['men'] });
    expect(languagesOf(metadata)).toBeUndefined();
    expect(metadata.title).toBeDefined();
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}/eu/de/c/men`);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Alternate URLs could not be loaded for CategoryPage men'), expect.anything());
  });
});

describe('hreflang links of search pages', () => {
  it('looks up the search page with the query appended as /query', async () => {
    const metadata = await catalogMetadata({ site: 'eu', lang: 'fr', segments: ['jacket'] });
    expect(metadata.robots).toEqual({ index: false, follow: false });
    expect(languagesOf(metadata)?.['nl-NL']).toBe(`${ORIGIN}/eu/nl/c/jacket`);
    expect(lookups.map((url) => [url.searchParams.get('pageType'), url.searchParams.get('pageId')])).toEqual([['SearchPage', 'search/jacket']]);
  });

  it('adds none off the EU store', async () => {
    expect(languagesOf(await catalogMetadata({ site: 'us', lang: 'en', segments: ['jacket'] }))).toBeUndefined();
    expect(lookups).toEqual([]);
  });
});

describe('hreflang links of product pages', () => {
  it('looks up the product page by its code on the EU store, beside the canonical link', async () => {
    const segments = await euProductSegments('103828');
    const metadata = await productMetadata({ site: 'eu', lang: 'de', folder: 'p', segments });
    const languages = languagesOf(metadata);
    expect(Object.keys(languages ?? {})).toHaveLength(EU_COUNTRIES.length);
    expect(metadata.alternates?.canonical).toBe(`${ORIGIN}/eu/de/p/${segments.join('/')}`);
    // Each link is the product's canonical page in that country's language, this page among them.
    expect(languages?.['de-DE']).toBe(metadata.alternates?.canonical);
    expect(languages?.['it-IT']).toBe(`${ORIGIN}/eu/it/p/${(await euProductSegments('103828', 'it')).join('/')}`);
    expect(lookups.map((url) => [url.searchParams.get('pageType'), url.searchParams.get('pageId')])).toEqual([['ProductPage', '103828']]);
  });

  it('adds none on the US store', async () => {
    const metadata = await productMetadata({ site: 'us', lang: 'en', folder: 'p', segments: ['103828'] });
    expect(languagesOf(metadata)).toBeUndefined();
    expect(lookups).toEqual([]);
  });

  it('only logs a failed lookup', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    sandbox.server.use(http.get(ALTERNATE_URLS, () => HttpResponse.json({ errors: [{ type: 'ServerError' }] }, { status: 500 })));
    const segments = await euProductSegments('103828');
    const metadata = await productMetadata({ site: 'eu', lang: 'de', folder: 'p', segments });
    expect(languagesOf(metadata)).toBeUndefined();
    expect(metadata.alternates?.canonical).toBeDefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('ProductPage 103828'), expect.anything());
  });
});
