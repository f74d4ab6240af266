import { withEntryAdded, withEntryQuantity, withEntryRemoved, withVoucherRemoved } from '@/features/cart/optimistic-cart';
import { cart, entry } from './cart-fixtures';

describe('the cart while a change is on its way', () => {
  it('counts an add to a new product as one more line and its units', () => {
    const next = withEntryAdded(cart([entry({ quantity: 2 })]), 'OTHER', 3);
    expect(next).toMatchObject({ totalItems: 2, totalUnitCount: 5, deliveryItemsQuantity: 5 });
  });

  it('adds to the quantity of a product already in the cart', () => {
    const next = withEntryAdded(cart([entry({ quantity: 2 })]), '102207-BLK-M-REG', 1);
    expect(next.entries[0]?.quantity).toBe(3);
    expect(next).toMatchObject({ totalItems: 1, totalUnitCount: 3 });
  });

  it('stands in a cart for the first add', () => {
    expect(withEntryAdded(null, 'A', 2)).toMatchObject({ code: '', totalItems: 1, totalUnitCount: 2, entries: [] });
  });

  it('changes a quantity and the unit count with it', () => {
    const next = withEntryQuantity(cart([entry({ quantity: 2 }), entry({ code: 'B', quantity: 1 })]), 'B', 4);
    expect(next?.entries.map((line) => line.quantity)).toEqual([2, 4]);
    expect(next?.totalUnitCount).toBe(6);
  });

  it('removes a line and its units', () => {
    const next = withEntryRemoved(cart([entry({ quantity: 2 }), entry({ code: 'B', quantity: 3 })]), '102207-BLK-M-REG');
    expect(next?.entries.map((line) => line.product.code)).toEqual(['B']);
    expect(next).toMatchObject({ totalItems: 1, totalUnitCount: 3 });
  });

  it('leaves the cart alone for a product it does not hold', () => {
    const before = cart([entry()]);
    expect(withEntryRemoved(before, 'NOPE')).toBe(before);
    expect(withEntryQuantity(null, 'A', 2)).toBeNull();
  });

  it('drops a removed promo code', () => {
    const next = withVoucherRemoved(cart([entry()], { appliedVouchers: [{ code: 'WORKWEAR10', voucherCode: 'WORKWEAR10' }, { code: 'FREESHIP' }] }), 'WORKWEAR10');
    expect(next?.appliedVouchers.map((voucher) => voucher.code)).toEqual(['FREESHIP']);
  });
});
