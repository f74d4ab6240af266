import { strikeThroughPrice } from '@/features/cart/strike-through-price';

const price = (value: number) => ({ value, currencyIso: 'USD' });

describe('the strike-through price of a cart line (spec 1 §5)', () => {
  it('shows the MSRP when it is positive', () => {
    expect(strikeThroughPrice({ quantity: 2, basePrice: price(109.99), totalPrice: price(219.98), totalMsrp: price(259.98) })).toBe(259.98);
  });

  it('shows base price times quantity when that is more than the line total (a product promotion)', () => {
    expect(strikeThroughPrice({ quantity: 2, basePrice: price(24.99), totalPrice: price(39.98), totalMsrp: price(0) })).toBe(49.98);
  });

  it('shows nothing when the line total is the full price and there is no MSRP', () => {
    expect(strikeThroughPrice({ quantity: 3, basePrice: price(19.99), totalPrice: price(59.97), totalMsrp: price(0) })).toBeUndefined();
  });

  it('ignores a zero or missing MSRP and missing prices', () => {
    expect(strikeThroughPrice({ quantity: 1, totalPrice: price(10) })).toBeUndefined();
    expect(strikeThroughPrice({ quantity: 1, basePrice: price(10), totalMsrp: price(0) })).toBeUndefined();
  });

  it('is not fooled by floating-point sums', () => {
    // 0.1 × 3 is 0.30000000000000004 in floating point; the total 0.3 is not a reduction.
    expect(strikeThroughPrice({ quantity: 3, basePrice: price(0.1), totalPrice: price(0.3), totalMsrp: price(0) })).toBeUndefined();
  });
});
