import { strikeThroughPrice } from '@/features/product/price-rules';

describe('the strike-through price (spec 1 §5)', () => {
  it('shows when the MSRP is positive', () => {
    expect(strikeThroughPrice({ msrp: 49.99, basePrice: 39.99, lineTotal: 39.99 })).toBe(49.99);
    expect(strikeThroughPrice({ msrp: 19.99, quantity: 3 })).toBe(59.97);
  });

  it('shows when base price times quantity is more than the line total', () => {
    expect(strikeThroughPrice({ basePrice: 19.99, quantity: 2, lineTotal: 31.98 })).toBe(39.98);
    expect(strikeThroughPrice({ msrp: 0, basePrice: 19.99, quantity: 2, lineTotal: 31.98 })).toBe(39.98);
  });

  it('does not show otherwise', () => {
    expect(strikeThroughPrice({ msrp: 0, basePrice: 19.99, quantity: 3, lineTotal: 59.97 })).toBeUndefined();
    expect(strikeThroughPrice({ basePrice: 139.99, lineTotal: 139.99 })).toBeUndefined();
    expect(strikeThroughPrice({})).toBeUndefined();
    expect(strikeThroughPrice({ msrp: -5 })).toBeUndefined();
  });
});
