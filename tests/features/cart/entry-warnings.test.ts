import { entryWarnings, exceedsStock, hasStockWarning, isOutOfStock } from '@/features/cart/entry-warnings';
import { cart, entry } from './cart-fixtures';

const kinds = (line: ReturnType<typeof entry>, context = {}) => entryWarnings(line, context).map((warning) => warning.kind);

describe('per-line warnings (spec 1 §5)', () => {
  it('warns nothing for a line in stock with no restriction', () => {
    expect(entryWarnings(entry({ quantity: 2, stockLevel: 40 }))).toEqual([]);
  });

  it('warns out of stock for a line with no stock left', () => {
    expect(kinds(entry({ stockLevel: 0 }))).toEqual(['outOfStock']);
    expect(kinds(entry({ stockLevel: 12, stockStatus: 'outOfStock' }))).toEqual(['outOfStock']);
  });

  it('warns that the quantity exceeds the stock, naming the stock amount', () => {
    expect(entryWarnings(entry({ quantity: 7, stockLevel: 4 }))).toEqual([{ kind: 'stockExceeded', stockLevel: 4 }]);
    expect(entryWarnings(entry({ quantity: 4, stockLevel: 4 }))).toEqual([]);
  });

  it('warns about a country or state restriction', () => {
    const line = entry();
    line.product.shippingRestrictions = { countryRestricted: true };
    expect(kinds(line)).toEqual(['restrictedProduct']);
    line.product.shippingRestrictions = { stateRestricted: true };
    expect(kinds(line)).toEqual(['restrictedProduct']);
  });

  it('warns about a P.O. box restriction only when the line is not otherwise restricted', () => {
    const line = entry();
    line.product.shippingRestrictions = { poBoxRestricted: true };
    expect(kinds(line)).toEqual(['poBoxRestrictedProduct']);
    line.product.shippingRestrictions = { poBoxRestricted: true, countryRestricted: true };
    expect(kinds(line)).toEqual(['restrictedProduct']);
  });

  it('speaks of the delivery address once the cart has one', () => {
    const line = entry();
    line.product.shippingRestrictions = { stateRestricted: true };
    expect(kinds(line, { hasDeliveryAddress: true })).toEqual(['addressRestricted']);
    line.product.shippingRestrictions = { poBoxRestricted: true };
    expect(kinds(line, { hasDeliveryAddress: true })).toEqual(['poBoxRestricted']);
  });

  it('warns quantity reduced while the notice for that product is showing', () => {
    const line = entry({ code: '104597-BRN-OS' });
    expect(kinds(line, { reducedProductCodes: new Set(['104597-BRN-OS']) })).toEqual(['qtyReduced']);
    expect(kinds(line, { reducedProductCodes: new Set(['other']) })).toEqual([]);
  });

  it('lists several warnings of one line together', () => {
    const line = entry({ quantity: 9, stockLevel: 3 });
    line.product.shippingRestrictions = { countryRestricted: true };
    expect(kinds(line, { reducedProductCodes: new Set([line.product.code]) })).toEqual(['stockExceeded', 'restrictedProduct', 'qtyReduced']);
  });
});

describe('the stock warning of the mini cart and the cart (spec 1 §5)', () => {
  it('shows whenever any line is out of stock or low on stock for its quantity', () => {
    expect(hasStockWarning(cart([entry(), entry({ code: 'B', stockLevel: 0 })]))).toBe(true);
    expect(hasStockWarning(cart([entry(), entry({ code: 'B', quantity: 6, stockLevel: 5 })]))).toBe(true);
  });

  it('does not show for lines within stock, or without a cart', () => {
    expect(hasStockWarning(cart([entry({ quantity: 5, stockLevel: 5 })]))).toBe(false);
    expect(hasStockWarning(null)).toBe(false);
  });

  it('tells out of stock and exceeding stock apart', () => {
    expect(isOutOfStock(entry({ stockLevel: 0 }))).toBe(true);
    expect(exceedsStock(entry({ stockLevel: 0, quantity: 2 }))).toBe(false);
    expect(exceedsStock(entry({ stockLevel: 1, quantity: 2 }))).toBe(true);
  });
});
