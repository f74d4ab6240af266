import { describe, expect, it } from 'vitest';
import { galleryForColour, parseMediaSet } from '@/features/product/media-set';
import { createTestSandbox } from './harness';

/** What the category, search and product pages rely on from the sandbox (spec 1 §2.1, §9; spec 3 §2-§4). */

const search = (query: string, extra = '') => `/products/search?query=${encodeURIComponent(query)}&fields=FULL${extra}`;

describe('search for the listing pages', () => {
  const sandbox = createTestSandbox();

  it('names the category, its SEO data and its parents when a category filter is searched', async () => {
    const { body } = await sandbox.get(search(':relevance:allCategories:men-jackets'));
    expect(body.categoryCode).toBe('men-jackets');
    expect(body.category).toMatchObject({ code: 'men-jackets', name: 'Jackets', seo: { metaTitle: expect.any(String), canonicalUrl: '/c/men-jackets' } });
    expect(body.parentCategoryPath.map((c: { code: string }) => c.code)).toEqual(['men', 'men-outerwear']);
  });

  it('names no category for a code it does not know, so the storefront searches the text instead', async () => {
    const { status, body } = await sandbox.get(search(':relevance:allCategories:jacket'));
    expect(status).toBe(200);
    expect(body.categoryCode).toBeUndefined();
    expect(body.pagination.totalResults).toBe(0);
  });

  it('pages by 12 by default and counts multi-select facets without their own choice', async () => {
    const plain = await sandbox.get(search(':relevance:allCategories:men'));
    expect(plain.body.products).toHaveLength(12);
    expect(plain.body.pagination.totalResults).toBeGreaterThan(12);
    const brown = await sandbox.get(search(':relevance:allCategories:men:colour:Brown'));
    const colour = brown.body.facets.find((f: { code: string }) => f.code === 'colour');
    expect(colour.multiSelect).toBe(true);
    expect(colour.values.find((v: { code: string }) => v.code === 'Black').count).toBeGreaterThan(0);
    expect(brown.body.pagination.totalResults).toBeLessThan(plain.body.pagination.totalResults);
    const page2 = await sandbox.get(search(':relevance:allCategories:men', '&currentPage=1'));
    expect(page2.body.products[0].code).not.toBe(plain.body.products[0].code);
  });

  it('sorts and redirects merchandised keywords', async () => {
    const byPrice = await sandbox.get(search('jacket:price-asc'));
    const prices = byPrice.body.products.map((p: { price: { value: number } }) => p.price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(byPrice.body.sorts.map((s: { code: string }) => s.code)).toContain('topRated');
    expect((await sandbox.get(search('returns:relevance'))).body.keywordRedirectUrl).toBe('/returns-exchanges');
  });
});

describe('product media and reviews', () => {
  const sandbox = createTestSandbox();

  it('lists each colour’s still views and the style’s video once, as a generic view', async () => {
    const { body } = await sandbox.get('/products/103828?fields=scene7Mediaset');
    const assets = parseMediaSet(body.scene7Mediaset);
    expect(assets.filter((asset) => asset.kind === 'video')).toEqual([
      { path: 'brand/103828_AVV', id: '103828_AVV', swatchPath: undefined, kind: 'video', view: 'AVV' },
    ]);
    const moss = galleryForColour(assets, 'MOS', ['BRN', 'BLK', 'MOS', 'NVY']).map((asset) => asset.id);
    expect(moss).toEqual(['103828_MOS_AVB', '103828_MOS_PS', '103828_MOS_AIL', '103828_MOS_AIR', '103828_AVV']);
  });

  it('gives a variant its own colour’s views and the style’s video; a style without video has none', async () => {
    const variant = await sandbox.get('/products/103828-BLK-L-REG?fields=scene7Mediaset');
    expect(parseMediaSet(variant.body.scene7Mediaset).map((asset) => asset.id)).toEqual([
      '103828_BLK_AVB',
      '103828_BLK_PS',
      '103828_BLK_AIL',
      '103828_BLK_AIR',
      '103828_AVV',
    ]);
    const tee = await sandbox.get('/products/104676?fields=scene7Mediaset');
    expect(parseMediaSet(tee.body.scene7Mediaset).some((asset) => asset.kind === 'video')).toBe(false);
  });

  it('draws a generic view in the style’s first colour', async () => {
    const generic = await sandbox.get('/is/image/brand/103828_AVV');
    expect(generic.status).toBe(200);
    expect(generic.text).toBe((await sandbox.get('/is/image/brand/103828_BRN_AVV')).text);
    expect((await sandbox.get('/is/image/brand/104676_AVV')).status).toBe(404);
  });

  it('summarises reviews by style with the average, count and distribution', async () => {
    const { body } = await sandbox.get('/integrations/turnto/reviews/103828-BRN-L-REG');
    expect(body.productCode).toBe('103828');
    expect(body.ratings).toBe(body.reviews.length);
    const distributed = Object.values(body.ratingDistribution as Record<string, number>).reduce((sum, n) => sum + n, 0);
    expect(distributed).toBe(body.ratings);
    expect(body.reviews[0]).toMatchObject({ user: { nickName: expect.any(String) }, rating: expect.any(Number), dateCreatedMillis: expect.any(Number) });
  });
});
