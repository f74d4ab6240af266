import { describe, expect, it } from 'vitest';
import { productSearchPageSchema } from '@/commerce/schemas';
import { toFacetModels } from '@/features/catalog/listing-model';
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
    const colour = toFacetModels(productSearchPageSchema.parse(brown.body)).find((f) => f.code === 'colour');
    expect(colour?.multiSelect).toBe(true);
    expect(colour?.values.find((v) => v.code === 'Black')?.count).toBeGreaterThan(0);
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

describe('facets a shopper narrows a listing with', () => {
  const sandbox = createTestSandbox();
  type Found = { code: string; name: string; gender?: string; price: { value: number } };
  /** A facet as the storefront reads it: OCC gives facets by label, their codes only in the queries. */
  const facetOf = (body: unknown, code: string) => {
    const facet = toFacetModels(productSearchPageSchema.parse(body)).find((candidate) => candidate.code === code);
    if (!facet) throw new Error(`no ${code} facet`);
    return facet;
  };
  const countOf = (body: unknown, code: string, value: string) => facetOf(body, code).values.find((v) => v.code === value)?.count ?? 0;

  it('filters by gender, counting each audience, with the audience named in the shopper’s language', async () => {
    const all = await sandbox.get(search(':relevance', '&pageSize=100'));
    const women = await sandbox.get(search(':relevance:gender:Women', '&pageSize=100'));
    expect(women.body.pagination.totalResults).toBe(countOf(all.body, 'gender', 'Women'));
    expect(women.body.products.length).toBeGreaterThan(0);
    expect(women.body.products.every((product: Found) => product.gender === 'FEMALE')).toBe(true);
    expect(facetOf(women.body, 'gender').values.find((v) => v.code === 'Women')?.selected).toBe(true);
    // Values of one facet are OR-ed.
    const womenOrKids = await sandbox.get(search(':relevance:gender:Women:gender:Kids', '&pageSize=100'));
    expect(womenOrKids.body.pagination.totalResults).toBe(countOf(all.body, 'gender', 'Women') + countOf(all.body, 'gender', 'Kids'));
    const german = await sandbox.get(`/occ/v2/brand-eu/products/search?query=${encodeURIComponent(':relevance')}&fields=FULL&lang=de&curr=EUR`);
    expect(facetOf(german.body, 'gender')).toMatchObject({ name: 'Für' });
    expect(facetOf(german.body, 'gender').values.find((v) => v.code === 'Women')?.name).toBe('Damen');
  });

  it('filters by fit: every style found is made in that fit', async () => {
    const all = await sandbox.get(search(':relevance', '&pageSize=100'));
    const tall = await sandbox.get(search(':relevance:fit:Tall', '&pageSize=100'));
    expect(tall.body.pagination.totalResults).toBe(countOf(all.body, 'fit', 'Tall'));
    expect(tall.body.pagination.totalResults).toBeLessThan(all.body.pagination.totalResults);
    for (const product of tall.body.products as Found[]) {
      const details = await sandbox.get(`/products/${product.code}?fields=FULL`);
      const fits = (details.body.variantOptions as { variantOptionQualifiers: { qualifier: string; value: string }[] }[]).flatMap((option) =>
        option.variantOptionQualifiers.filter((q) => q.qualifier === 'fit').map((q) => q.value),
      );
      expect(fits, product.code).toContain('Tall');
    }
  });

  it('filters by price range on the lowest price, with the bands in the site’s currency', async () => {
    const all = await sandbox.get(search(':relevance', '&pageSize=100'));
    const band = await sandbox.get(search(':relevance:price:50-100', '&pageSize=100'));
    expect(band.body.pagination.totalResults).toBe(countOf(all.body, 'price', '50-100'));
    const prices = (band.body.products as Found[]).map((product) => product.price.value);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices.every((price) => price >= 50 && price < 100)).toBe(true);
    expect(facetOf(all.body, 'price').values.map((v) => v.code)).toEqual(['0-25', '25-50', '50-100', '100-200', '200-']);
    const euro = await sandbox.get(`/occ/v2/brand-eu/products/search?query=${encodeURIComponent(':relevance')}&fields=FULL&lang=de&curr=EUR`);
    expect(facetOf(euro.body, 'price').values.find((v) => v.code === '50-100')?.name).toMatch(/^50,00\s€ – 99,99\s€$/);
  });

  it('combines a price band with another facet', async () => {
    const both = await sandbox.get(search(':relevance:gender:Men:price:100-200', '&pageSize=100'));
    expect(both.body.products.length).toBeGreaterThan(0);
    expect((both.body.products as Found[]).every((product) => product.gender === 'MALE' && product.price.value >= 100 && product.price.value < 200)).toBe(true);
  });
});

describe('sorts', () => {
  const sandbox = createTestSandbox();
  type Found = { name: string; price: { value: number } };

  it('sorts by name, A to Z, in the shopper’s language', async () => {
    const { body } = await sandbox.get(search(':name-asc:allCategories:men', '&pageSize=100'));
    const names = (body.products as Found[]).map((product) => product.name);
    expect(names.length).toBeGreaterThan(12);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(body.pagination.sort).toBe('name-asc');
    const german = await sandbox.get(`/occ/v2/brand-eu/products/search?query=${encodeURIComponent(':name-asc:allCategories:men')}&pageSize=100&lang=de&curr=EUR`);
    const germanNames = (german.body.products as Found[]).map((product) => product.name);
    expect(germanNames).toEqual([...germanNames].sort(new Intl.Collator('de').compare));
    expect(germanNames).not.toEqual(names);
  });

  it('sorts by price, high to low', async () => {
    const { body } = await sandbox.get(search(':price-desc:allCategories:men', '&pageSize=100'));
    const prices = (body.products as Found[]).map((product) => product.price.value);
    expect(prices.length).toBeGreaterThan(12);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(prices[0]).toBeGreaterThan(prices.at(-1) ?? Number.POSITIVE_INFINITY);
    expect(body.sorts.find((sort: { code: string; selected?: boolean }) => sort.code === 'price-desc')?.selected).toBe(true);
  });

  it('pages through a sort without repeating a product', async () => {
    const first = await sandbox.get(search(':price-desc:allCategories:men'));
    const second = await sandbox.get(search(':price-desc:allCategories:men', '&currentPage=1'));
    const last = (first.body.products as Found[]).at(-1)?.price.value ?? 0;
    expect((second.body.products as Found[]).every((product) => product.price.value <= last)).toBe(true);
  });
});

describe('reviews in the shopper’s language', () => {
  const sandbox = createTestSandbox();
  type Review = { id: string; rating: number; title: string; text: string; locale: string };
  const reviews = async (site: string, lang: string): Promise<Review[]> =>
    (await sandbox.get(`/occ/v2/${site}/integrations/turnto/reviews/103828?lang=${lang}`)).body.reviews as Review[];

  it('gives the same reviews in every language, each written in the language asked for', async () => {
    const english = await reviews('brand-eu', 'en');
    const german = await reviews('brand-eu', 'de');
    const french = await reviews('brand-eu', 'fr');
    expect(german.map((review) => [review.id, review.rating])).toEqual(english.map((review) => [review.id, review.rating]));
    expect(german.every((review) => review.locale === 'de')).toBe(true);
    for (const [index, review] of german.entries()) {
      expect(review.text).not.toBe(english[index]?.text);
      expect(review.title).not.toBe(english[index]?.title);
      expect(review.text).not.toBe(french[index]?.text);
    }
    // Everyday words of each language, in most reviews.
    const share = (list: Review[], words: RegExp) => list.filter((review) => words.test(review.text)).length / list.length;
    expect(share(german, /\b(und|ich|es|nicht|ist|die|der|das)\b/i)).toBeGreaterThan(0.8);
    expect(share(french, /\b(et|je|il|est|pas|le|la|les)\b/i)).toBeGreaterThan(0.8);
    expect(share(english, /\b(and|I|it|is|the|not)\b/)).toBeGreaterThan(0.8);
  });

  it('writes them in every language the sites sell in', async () => {
    const texts = await Promise.all(
      [['brand-eu', 'es'], ['brand-eu', 'it'], ['brand-eu', 'nl'], ['brand-us', 'en']].map(async ([site, lang]) => (await reviews(site as string, lang as string))[0]?.text),
    );
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('keeps OCC’s own review list in the language asked for too', async () => {
    const english = await sandbox.get('/occ/v2/brand-eu/products/103828/reviews?lang=en');
    const german = await sandbox.get('/occ/v2/brand-eu/products/103828/reviews?lang=de');
    expect(german.body.reviews).toHaveLength(english.body.reviews.length);
    expect(german.body.reviews[0].headline).not.toBe(english.body.reviews[0].headline);
  });
});
