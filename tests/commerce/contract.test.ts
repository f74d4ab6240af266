import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { toFacetModels } from '@/features/catalog/listing-model';
import {
  checkoutDetailsSchema,
  cmsComponentListSchema,
  cmsPageSchema,
  languageListSchema,
  navigationComponentSchema,
  orderHistoryListSchema,
  orderSchema,
  productSchema,
  productSearchPageSchema,
} from '@/commerce/schemas';

const fixturesFolder = fileURLToPath(new URL('../fixtures/occ/', import.meta.url));

function fixture(name: string): unknown {
  return JSON.parse(readFileSync(`${fixturesFolder}${name}`, 'utf8'));
}

/** Every captured OCC payload and the schema the client parses it with. */
const contract: Record<string, z.ZodType> = {
  'cart-checkout-details.powertools-b2b.json': checkoutDetailsSchema,
  'cms-components-list.electronics-2018.json': cmsComponentListSchema,
  'cms-page-category-575.electronics-2018.json': cmsPageSchema,
  'cms-page-homepage.electronics-2018.json': cmsPageSchema,
  'cms-page-productDetails.electronics-2018.json': cmsPageSchema,
  'languages.electronics-2018.json': languageListSchema,
  'order-details.powertools-b2b.json': orderSchema,
  'order-history-list.s4-service.json': orderHistoryListSchema,
  'product-3595723.electronics-2018.json': productSchema,
  'product-search-page.electronics.json': productSearchPageSchema,
};

describe('the OCC contract samples', () => {
  it('has a schema for every captured payload', () => {
    const samples = readdirSync(fixturesFolder).filter((name) => name.endsWith('.json'));
    expect(Object.keys(contract).sort()).toEqual(samples.sort());
  });

  it.each(Object.entries(contract))('parses %s', (name, schema) => {
    const result = schema.safeParse(fixture(name));
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('keeps fields the schemas do not declare', () => {
    const product = productSchema.parse(fixture('product-3595723.electronics-2018.json'));
    expect(product.availableForPickup).toBe(true);
  });

  it('reads the product the storefront needs from the product sample', () => {
    const product = productSchema.parse(fixture('product-3595723.electronics-2018.json'));
    expect(product.code).toBe('3595723');
    expect(product.price?.currencyIso).toBe('USD');
    expect(product.stock?.stockLevelStatus).toBeDefined();
    expect(product.categories.map((category) => category.code)).toContain('588');
    expect(product.classifications[0]?.features.length).toBeGreaterThan(0);
  });

  it('reads slots and components from a CMS page', () => {
    const page = cmsPageSchema.parse(fixture('cms-page-homepage.electronics-2018.json'));
    expect(page.uid).toBe('homepage');
    const slots = page.contentSlots?.contentSlot ?? [];
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.flatMap((slot) => slot.components?.component ?? []).every((c) => c.typeCode)).toBe(true);
  });

  it('reads the nested navigation of the category menu', () => {
    const page = cmsPageSchema.parse(fixture('cms-page-productDetails.electronics-2018.json'));
    const menu = page.contentSlots?.contentSlot
      .flatMap((slot) => slot.components?.component ?? [])
      .find((component) => component.typeCode === 'CategoryNavigationComponent');
    const navigation = navigationComponentSchema.parse(menu);
    expect(navigation.navigationNode?.children[0]?.children.length).toBeGreaterThan(0);
    expect(navigation.navigationNode?.children[0]?.entries[0]?.itemType).toBe('CMSLinkComponent');
  });

  it('reads facets, pagination and sorts from a search page', () => {
    const page = productSearchPageSchema.parse(fixture('product-search-page.electronics.json'));
    expect(page.pagination).toMatchObject({ pageSize: 12, totalResults: 17 });
    expect(page.facets.length).toBeGreaterThan(0);
    expect(page.sorts.some((sort) => sort.selected)).toBe(true);
    expect(page.currentQuery?.query?.value).toBe('DSC-N1:topRated');
  });

  it('turns the facets of a real search page, which carry no codes, into filters', () => {
    const page = productSearchPageSchema.parse(fixture('product-search-page.electronics.json'));
    const facets = toFacetModels(page);
    expect(facets.map((facet) => [facet.code, facet.name, facet.values.length])).toEqual([
      ['availableInStores', 'Stores', 49],
      ['price', 'Price', 3],
      ['Megapixel, 63', 'Megapixels', 5],
      ['category', 'Category', 7],
    ]);
    expect(facets[1]?.values[0]).toEqual({ code: '$50-$199.99', name: '$50-$199.99', count: 7, selected: false });
    expect(facets[3]?.category).toBe(true);
    expect(facets[3]?.values[0]).toMatchObject({ code: '571', name: 'Cameras' });
  });

  it('reads the totals and entries of an order', () => {
    const order = orderSchema.parse(fixture('order-details.powertools-b2b.json'));
    expect(order.code).toBe('00000001');
    expect(order.entries[0]?.product.code).toBeDefined();
    expect(order.totalPriceWithTax?.formattedValue).toMatch(/\$/);
  });
});
