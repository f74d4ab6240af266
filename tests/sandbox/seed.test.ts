import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seedDigest } from '@/sandbox/seed/digest';
import { buildCatalog, stockStatusOf } from '@/sandbox/seed/catalog';
import { buildContent } from '@/sandbox/seed/cms';
import { OCC_LANGUAGES, pick } from '@/sandbox/seed/locale';
import { buildInitialState } from '@/sandbox/seed/users';
import { VOUCHERS } from '@/sandbox/seed/commerce-copy';

const ROOT = resolve(__dirname, '../..');
const TSX_CLI = resolve(ROOT, 'node_modules/tsx/dist/cli.mjs');

describe('the seed', () => {
  const catalog = buildCatalog();

  it('has at least 60 base products and 400 sellable variants', () => {
    expect(catalog.products.size).toBeGreaterThanOrEqual(60);
    expect(catalog.variants.size).toBeGreaterThanOrEqual(400);
  });

  it('is the same on every run: another process builds a byte-identical seed', () => {
    expect(JSON.stringify(buildInitialState())).toBe(JSON.stringify(buildInitialState()));
    expect(JSON.stringify([...buildContent(catalog).sites['brand-eu'].components.values()])).toBe(
      JSON.stringify([...buildContent(catalog).sites['brand-eu'].components.values()]),
    );
    const other = execFileSync(
      process.execPath,
      [TSX_CLI, '-e', "import('./src/sandbox/seed/digest.ts').then((m) => process.stdout.write(m.seedDigest()))"],
      { cwd: ROOT, encoding: 'utf8' },
    );
    expect(other.trim()).toBe(seedDigest());
  }, 60_000);

  it('has variants in stock, low on stock and out of stock', () => {
    const statuses = new Set([...catalog.variants.values()].map((v) => stockStatusOf(v.stockLevel)));
    expect(statuses).toEqual(new Set(['inStock', 'lowStock', 'outOfStock']));
  });

  it('spans five departments with three levels of categories', () => {
    const roots = [...catalog.categories.values()].filter((c) => !c.parent).map((c) => c.code);
    expect(roots).toEqual(['men', 'women', 'kids', 'workwear', 'accessories']);
    expect(Math.max(...[...catalog.categories.values()].map((c) => c.level))).toBe(3);
    for (const product of catalog.productList) expect(product.categoryPath.size).toBeGreaterThanOrEqual(3);
  });

  it('names and describes every product in all seven languages', () => {
    for (const product of catalog.productList) {
      for (const lang of OCC_LANGUAGES) {
        expect(pick(product.name, lang).length).toBeGreaterThan(3);
        expect(pick(product.description, lang)).toContain('<li>');
      }
    }
    const jacket = catalog.products.get('103828');
    expect(jacket && pick(jacket.name, 'de')).toBe('Detroit Duck Jacke');
    expect(jacket && pick(jacket.name, 'fr')).toBe('Veste Detroit Duck');
  });

  it('prices every variant in US and Canadian dollars, pounds and euros', () => {
    for (const variant of catalog.variants.values()) {
      for (const currency of ['USD', 'CAD', 'GBP', 'EUR'] as const) expect(variant.prices[currency]).toBeGreaterThan(0);
    }
  });

  it('has shipping restrictions, sale prices and badges on some products', () => {
    const styles = catalog.productList.map((p) => p.style);
    expect(styles.some((s) => s.restrictions?.countries?.length)).toBe(true);
    expect(styles.some((s) => s.restrictions?.regions?.length)).toBe(true);
    expect(styles.some((s) => s.restrictions?.poBox)).toBe(true);
    expect(styles.some((s) => s.msrp && s.msrp > s.price)).toBe(true);
    expect(styles.some((s) => s.badges?.length)).toBe(true);
  });

  it('seeds the demo accounts, vouchers and an order history in several statuses', () => {
    const state = buildInitialState();
    expect(Object.keys(state.users)).toEqual(['alex.carter@example.com', 'sam.rivera@example.com', 'agent.morgan', 'taylor.brooks@example.com']);
    const alex = state.users['alex.carter@example.com'];
    expect(alex?.addresses.length).toBeGreaterThanOrEqual(2);
    expect(alex?.payments.some((p) => Number(p.expiryYear) < 2025)).toBe(true);
    const statuses = new Set(Object.values(state.orders).filter((o) => o.owner === alex?.uid).map((o) => o.status));
    expect(statuses.size).toBeGreaterThanOrEqual(3);
    expect(Object.values(state.orders).some((o) => o.consignments.some((c) => c.trackingID))).toBe(true);
    expect(VOUCHERS.map((v) => v.code)).toEqual(['WORKWEAR10', 'FREESHIP', 'USEDUP']);
  });
});
