import { describe, expect, it } from 'vitest';
import { createTestSandbox } from './harness';

describe('products', () => {
  const sandbox = createTestSandbox();

  it('answers a base product with its variant matrix, price range and media set', async () => {
    const { status, body } = await sandbox.get('/products/103828?fields=FULL');
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '103828', name: 'Detroit Duck Jacket', purchasable: false, manufacturerAID: '103828', gender: 'MALE' });
    expect(body.priceRange.minPrice.value).toBeLessThan(body.priceRange.maxPrice.value);
    expect(body.variantMatrix[0].parentVariantCategory.name).toBe('Color');
    expect(body.variantMatrix[0].elements[0].elements[0].isLeaf).toBe(true);
    expect(body.variantOptions.length).toBeGreaterThan(10);
    expect(body.variantOptions[0].variantOptionQualifiers.map((q: { qualifier: string }) => q.qualifier)).toEqual(['colour', 'size', 'fit']);
    expect(body.colorCode).toMatch(/^COLOR_[A-Z]{3}_SW$/);
    const assets = (body.scene7Mediaset as string).split(',');
    expect(assets.every((asset) => asset.split(';').length === 4)).toBe(true);
    expect(assets.some((asset) => asset.includes('_AVV;'))).toBe(true);
    expect(body.images.some((i: { imageType: string }) => i.imageType === 'GALLERY')).toBe(true);
  });

  it('answers a variant with its own price, stock, colour and base product', async () => {
    const { body } = await sandbox.get('/products/103828-BRN-XXL-TLL?fields=FULL');
    expect(body).toMatchObject({ code: '103828-BRN-XXL-TLL', baseProduct: '103828', purchasable: true, colorCode: 'COLOR_BRN_SW' });
    expect(body.price).toEqual({ currencyIso: 'USD', value: 141.99, formattedValue: '$141.99', priceType: 'BUY' });
    expect(['inStock', 'lowStock', 'outOfStock']).toContain(body.stock.stockLevelStatus);
    expect(body.baseOptions[0].selected.code).toBe('103828-BRN-XXL-TLL');
  });

  it('honours lang and curr for names and prices', async () => {
    const { body } = await sandbox.get('/occ/v2/brand-eu/products/103828-BRN-L-REG?lang=de&curr=EUR&fields=name,price');
    expect(body).toMatchObject({ name: 'Detroit Duck Jacke', price: { currencyIso: 'EUR', value: 134.95, priceType: 'BUY' } });
    // German formatting: decimal comma, euro sign after a (non-breaking) space.
    expect(body.price.formattedValue).toMatch(/^134,95\s€$/);
    const uk = await sandbox.get('/occ/v2/brand-uk/products/104676?lang=en_GB&fields=name,price(formattedValue)');
    expect(uk.body.price.formattedValue).toMatch(/^£/);
  });

  it('refuses a language or currency the site does not sell in', async () => {
    const { status, body } = await sandbox.get('/products/103828?lang=de');
    expect(status).toBe(400);
    expect(body.errors[0].type).toBe('UnsupportedLanguageError');
    expect((await sandbox.get('/products/103828?curr=EUR')).body.errors[0].type).toBe('UnsupportedCurrencyError');
  });

  it('keeps only the fields asked for', async () => {
    const { body } = await sandbox.get('/products/103828?fields=code,price(formattedValue),images(url)');
    expect(Object.keys(body).sort()).toEqual(['code', 'images', 'price']);
    expect(body.price).toEqual({ formattedValue: '$139.99' });
    expect(Object.keys(body.images[0])).toEqual(['url']);
  });

  it("answers an unknown product as OCC does: 400 UnknownIdentifierError", async () => {
    const { status, body } = await sandbox.get('/products/999999');
    expect(status).toBe(400);
    expect(body).toEqual({ errors: [{ type: 'UnknownIdentifierError', message: "Product with code '999999' not found!" }] });
  });

  it('reports a country restriction for the shopper’s country', async () => {
    const us = await sandbox.get('/products/101618?fields=shippingRestrictions');
    const ca = await sandbox.get('/products/101618?fields=shippingRestrictions', { headers: { countryIsoCode: 'CA' } });
    expect(us.body.shippingRestrictions.countryRestricted).toBe(false);
    expect(ca.body.shippingRestrictions.countryRestricted).toBe(true);
  });

  it('lists reviews for a product', async () => {
    const { body } = await sandbox.get('/products/103828/reviews');
    expect(body.reviews.length).toBeGreaterThan(0);
    expect(body.reviews[0]).toHaveProperty('headline');
    expect(body.reviews[0].rating).toBeGreaterThanOrEqual(1);
  });
});

describe('product search', () => {
  const sandbox = createTestSandbox();

  it('finds a category with facets, breadcrumbs, sorts and pagination', async () => {
    const { status, body } = await sandbox.get('/products/search?query=:relevance:allCategories:men-jackets&fields=FULL');
    expect(status).toBe(200);
    expect(body.pagination).toMatchObject({ currentPage: 0, pageSize: 12, sort: 'relevance' });
    expect(body.pagination.totalResults).toBe(body.products.length);
    expect(body.breadcrumbs).toEqual([expect.objectContaining({ facetCode: 'allCategories', facetValueCode: 'men-jackets', facetValueName: 'Jackets' })]);
    expect(body.breadcrumbs[0].removeQuery.query.value).toBe(':relevance');
    expect(body.sorts.map((s: { code: string }) => s.code)).toEqual(['relevance', 'topRated', 'name-asc', 'price-asc', 'price-desc']);
    // As OCC answers: facets and values by their labels, with no codes of their own.
    const colour = body.facets.find((f: { name: string }) => f.name === 'Color');
    expect(colour).not.toHaveProperty('code');
    expect(colour.multiSelect).toBe(true);
    const brown = colour.values.find((v: { name: string }) => v.name === 'Brown');
    expect(brown).not.toHaveProperty('code');
    expect(brown.query.query.value).toBe(':relevance:allCategories:men-jackets:colour:Brown');
    expect(body.categoryCode).toBe('men-jackets');
    expect(body.parentCategoryPath.map((c: { code: string }) => c.code)).toEqual(['men', 'men-outerwear']);
  });

  it('filters by a facet and sorts by price', async () => {
    const { body } = await sandbox.get('/products/search?query=jacket:price-asc:colour:Brown&fields=FULL');
    const prices = body.products.map((p: { price: { value: number } }) => p.price.value);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(body.products.every((p: { colorCode: string }) => ['COLOR_BRN_SW', 'COLOR_DBN_SW', 'COLOR_PBR_SW'].includes(p.colorCode))).toBe(true);
    const colourFacet = body.facets.find((f: { name: string }) => f.name === 'Color');
    expect(colourFacet.values.find((v: { name: string }) => v.name === 'Brown').selected).toBe(true);
    // A multi-select facet still offers the other colours, counted without its own selection.
    expect(colourFacet.values.length).toBeGreaterThan(1);
  });

  it('ORs values of one facet and ANDs different facets', async () => {
    const one = await sandbox.get('/products/search?query=:relevance:colour:Yellow&pageSize=100');
    const either = await sandbox.get('/products/search?query=:relevance:colour:Yellow:colour:Orange&pageSize=100');
    const narrowed = await sandbox.get('/products/search?query=:relevance:colour:Yellow:colour:Orange:allCategories:hi-vis-vests&pageSize=100');
    expect(either.body.pagination.totalResults).toBeGreaterThanOrEqual(one.body.pagination.totalResults);
    expect(narrowed.body.pagination.totalResults).toBe(1);
  });

  it('pages results 12 at a time by default', async () => {
    const first = await sandbox.get('/products/search?query=:relevance:allCategories:men');
    const second = await sandbox.get('/products/search?query=:relevance:allCategories:men&currentPage=1');
    expect(first.body.products).toHaveLength(12);
    expect(first.body.pagination.totalPages).toBeGreaterThan(1);
    const codes = new Set(first.body.products.map((p: { code: string }) => p.code));
    expect(second.body.products.some((p: { code: string }) => codes.has(p.code))).toBe(false);
  });

  it('searches free text in the shopper’s language', async () => {
    const { body } = await sandbox.get('/occ/v2/brand-eu/products/search?query=latzhose&lang=de');
    expect(body.freeTextSearch).toBe('latzhose');
    expect(body.products.length).toBeGreaterThan(0);
    // Products named for the word come first; others match it through their category.
    expect(body.products[0].name).toContain('Latzhose');
  });

  it('redirects merchandised keywords to a content page', async () => {
    const { body } = await sandbox.get('/products/search?query=returns');
    expect(body.keywordRedirectUrl).toBe('/returns-exchanges');
  });

  it('orders by top rating when asked through the sort parameter', async () => {
    const { body } = await sandbox.get('/products/search?query=:relevance:allCategories:men&sort=topRated&pageSize=30');
    const ratings = body.products.map((p: { averageRating?: number }) => p.averageRating ?? 0);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    expect(body.pagination.sort).toBe('topRated');
  });

  it('suggests words as the shopper types', async () => {
    const { body } = await sandbox.get('/products/suggestions?term=jac&max=5');
    expect(body.suggestions.map((s: { value: string }) => s.value)).toContain('jacket');
  });
});
