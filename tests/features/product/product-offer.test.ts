import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { isSoldOut, stockMessageOf } from '@/features/product/product-offer';
import { styleStockOf, type VariantChoice } from '@/features/product/variant-selection';

/**
 * The stock line and the sold-out rule of the purchase box (spec 3 §3: stock, stockLevelStatus; spec 1
 * §5: the cart's out-of-stock warning): one rule for the line, the add button and the picker, and a
 * low stock never called "In stock".
 */

describe('one sold-out rule', () => {
  it('is sold out when OCC says outOfStock, or when none is left whatever the status says', () => {
    expect(isSoldOut({ stockStatus: 'outOfStock' })).toBe(true);
    expect(isSoldOut({ stockStatus: 'inStock', stockLevel: 0 })).toBe(true);
    expect(isSoldOut({ stockLevel: 0 })).toBe(true);
    expect(isSoldOut({ stockStatus: 'inStock', stockLevel: 3 })).toBe(false);
    expect(isSoldOut({ stockStatus: 'lowStock' })).toBe(false);
    expect(isSoldOut({})).toBe(false);
  });

  it('never shows "In stock" beside a disabled "Sold out": none left reads Sold out', () => {
    expect(stockMessageOf({ stockStatus: 'inStock', stockLevel: 0 })).toEqual({ status: 'outOfStock', key: 'stock.outOfStock' });
  });
});

describe('the stock line', () => {
  it('gives the count of a low stock', () => {
    expect(stockMessageOf({ stockStatus: 'lowStock', stockLevel: 3 })).toEqual({ status: 'lowStock', key: 'stock.low', count: 3 });
    expect(stockMessageOf({ stockLevel: 4 })).toEqual({ status: 'lowStock', key: 'stock.low', count: 4 });
  });

  it('says "Low stock", not "In stock", when the backend reports low stock without a count', () => {
    expect(stockMessageOf({ stockStatus: 'lowStock' })).toEqual({ status: 'lowStock', key: 'stock.lowUncounted' });
  });

  it('says "In stock" for a stock status or a level above the low mark, nothing when it knows nothing', () => {
    expect(stockMessageOf({ stockStatus: 'inStock' })?.key).toBe('stock.inStock');
    expect(stockMessageOf({ stockLevel: 40 })?.key).toBe('stock.inStock');
    expect(stockMessageOf({})).toBeUndefined();
  });

  it('has the "Low stock" words in every language', () => {
    for (const lang of ['de', 'en', 'en-gb', 'es', 'fr', 'it', 'nl']) {
      const file = fileURLToPath(new URL(`../../../locales/${lang}/product.json`, import.meta.url));
      const texts = JSON.parse(readFileSync(file, 'utf8')) as { stock: Record<string, string> };
      expect(texts.stock.lowUncounted, lang).toMatch(/\S/);
    }
  });
});

describe('a style before a variant is chosen', () => {
  const variant = (code: string, stock: Pick<VariantChoice, 'stockLevel' | 'stockStatus'>): VariantChoice => ({ code, ...stock });

  it('is sold out when every variant is, whatever the style’s own status', () => {
    const model = {
      variants: [variant('a', { stockStatus: 'outOfStock', stockLevel: 0 }), variant('b', { stockStatus: 'inStock', stockLevel: 0 })],
    };
    expect(styleStockOf(model, { stockStatus: 'inStock', stockLevel: 12 })).toEqual({
      soldOut: true,
      message: { status: 'outOfStock', key: 'stock.outOfStock' },
    });
    expect(styleStockOf(model, undefined).soldOut).toBe(true);
  });

  it('shows the style’s own stock while a variant is left', () => {
    const model = { variants: [variant('a', { stockStatus: 'outOfStock' }), variant('b', { stockStatus: 'inStock', stockLevel: 9 })] };
    expect(styleStockOf(model, { stockStatus: 'inStock', stockLevel: 9 })).toEqual({
      soldOut: false,
      message: { status: 'inStock', key: 'stock.inStock' },
    });
    expect(styleStockOf(model, undefined)).toEqual({ soldOut: false, message: undefined });
  });

  it('does not call a style sold out while one of its variants is in stock', () => {
    const model = { variants: [variant('a', { stockStatus: 'inStock', stockLevel: 9 })] };
    expect(styleStockOf(model, { stockStatus: 'outOfStock' })).toEqual({ soldOut: false, message: undefined });
  });

  it('takes its own stock when it has no variants', () => {
    expect(styleStockOf({ variants: [] }, { stockStatus: 'outOfStock' }).soldOut).toBe(true);
    expect(styleStockOf({ variants: [] }, { stockStatus: 'inStock' }).soldOut).toBe(false);
  });
});
