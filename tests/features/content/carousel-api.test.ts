import { describe, expect, it, vi } from 'vitest';
import type { CarouselModel } from '@/features/content/carousel-types';
import { setupSandboxServer } from '../../msw/sandbox';

vi.mock('next/cache', () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));

const { handleCarousel } = await import('@/features/content/carousel-api');

/** `GET /api/carousel/{site}/{lang}/{uid}?country=`: a product carousel a page loads when it comes near. */

setupSandboxServer();

const get = (site: string, lang: string, uid: string, country: string) =>
  handleCarousel(new Request(`http://shop.test/api/carousel/${site}/${lang}/${uid}?country=${country}`), { site, lang, uid });

describe('the carousel route', () => {
  it("answers the carousel's title, button labels and cards in the page language, cacheable", async () => {
    const response = await get('us', 'en', 'HomepageBestSellersCarousel', 'US');
    expect(response.status).toBe(200);
    // The cards carry prices: a minute in browsers and CDNs, as long as product data on the server.
    expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=300');
    const model = (await response.json()) as CarouselModel;
    expect(model.title).toBe('Best sellers');
    expect(model.previousLabel).toBe('Scroll back');
    expect(model.nextLabel).toBe('Scroll forward');
    expect(model.cards.length).toBeGreaterThan(3);
    for (const card of model.cards) {
      expect(card.href).toMatch(new RegExp(`^/product/${card.code}/`));
      expect(card.name).not.toBe('');
      expect(card.price).toMatch(/\$\d/);
      expect(card.image?.src).toMatch(/\/is\/image\//);
      expect(card.image?.rendition.srcSet).toMatch(/^\/_next\/image\?url=/);
    }

    const german = (await (await get('eu', 'de', 'HomepageBestSellersCarousel', 'AT')).json()) as CarouselModel;
    expect(german.nextLabel).not.toBe(model.nextLabel);
    expect(german.cards[0]?.href).toMatch(/^\/eu\/de\//);
    expect(german.cards[0]?.price).toMatch(/€/);
  });

  it('serves the Canadian route its own prices, and nothing for a market the shop does not have', async () => {
    const canada = (await (await get('us', 'en', 'HomepageBestSellersCarousel', 'CA')).json()) as CarouselModel;
    const us = (await (await get('us', 'en', 'HomepageBestSellersCarousel', 'US')).json()) as CarouselModel;
    expect(canada.cards.map((card) => card.price)).not.toEqual(us.cards.map((card) => card.price));
    expect((await get('us', 'en', 'HomepageBestSellersCarousel', 'DE')).status).toBe(404);
    expect((await get('mars', 'en', 'HomepageBestSellersCarousel', 'US')).status).toBe(404);
  });

  it('is no way to read other CMS components: anything but a product carousel is a 404', async () => {
    expect((await get('us', 'en', 'CategoryNavigationComponent', 'US')).status).toBe(404);
    expect((await get('us', 'en', 'NoSuchComponent', 'US')).status).toBe(404);
  });
});
