import { describe, expect, it, vi } from 'vitest';
import { SANDBOX_OCC_BASE_URL, setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { sitemapEntries, sitemapSite, sitemapSites } = await import('@/features/seo/sitemap');
const { robotsRules } = await import('@/features/seo/robots');
const { createOccClient } = await import('@/commerce/client');
const { canonicalProductPath } = await import('@/features/product/load-product');

/**
 * The sitemaps: listings show 12 products on the server and the rest by infinite scroll (spec 1 §9),
 * so crawlers find the catalogue here, every page at its canonical URL.
 */

setupSandboxServer();
const ORIGIN = 'https://www.example.com';

describe('sitemaps', () => {
  it('has one per public site and language, and none for the EU site’s en-gb', () => {
    expect(sitemapSites().map((site) => site.id)).toEqual(['us-en', 'uk-en-gb', 'eu-en', 'eu-de', 'eu-es', 'eu-fr', 'eu-it', 'eu-nl']);
    expect(sitemapSite('eu-en-gb')).toBeUndefined();
  });

  it('lists the home page, the categories below the departments and every product, each once at its canonical URL', async () => {
    const site = sitemapSite('eu-de');
    if (!site) throw new Error('no eu-de sitemap');
    const urls = (await sitemapEntries(site, ORIGIN)).map((entry) => entry.url);
    expect(new Set(urls).size).toBe(urls.length);
    expect(urls[0]).toBe(`${ORIGIN}/eu/de`);
    // A department, a category below it and one further down.
    for (const code of ['men', 'men-outerwear', 'men-jackets']) expect(urls).toContain(`${ORIGIN}/eu/de/c/${code}`);

    const occ = createOccClient(
      { baseUrl: SANDBOX_OCC_BASE_URL, siteId: 'brand-eu', language: 'de', currency: 'EUR', country: 'AT' },
      { fetch },
    );
    const catalogue = await occ.searchProducts({ query: ':relevance', currentPage: 0, pageSize: 100 });
    const total = catalogue.pagination?.totalResults ?? 0;
    const products = urls.filter((url) => url.includes('/p/'));
    expect(products).toHaveLength(total);
    const first = catalogue.products[0];
    if (!first) throw new Error('empty catalogue');
    expect(products).toContain(`${ORIGIN}${canonicalProductPath('eu', 'de', first)}`);
  });
});

describe('robots.txt', () => {
  it('keeps crawlers out of the API, every site’s preview and agent sessions, and names every sitemap', () => {
    const robots = robotsRules(ORIGIN);
    expect(robots.rules).toEqual({ userAgent: '*', allow: '/', disallow: ['/api/', '/cx-preview', '/*/cx-preview', '/*?asm=', '/*&asm='] });
    expect(robots.sitemap).toHaveLength(8);
    expect(robots.sitemap).toContain(`${ORIGIN}/sitemap/eu-de.xml`);
  });
});
