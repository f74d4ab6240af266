import { withEntryAdded, withEntryQuantity, withEntryRemoved, withVoucherRemoved } from '@/features/cart/optimistic-cart';
import { strikeThroughPrice } from '@/features/cart/strike-through-price';
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

  describe('the line total while its quantity change is pending (spec 1 §5 strike-through)', () => {
    const undiscounted = () => entry({ quantity: 1, basePrice: { value: 139.99, currencyIso: 'USD' }, totalPrice: { value: 139.99, formattedValue: '$139.99', currencyIso: 'USD' } });

    it('moves with the quantity, so an undiscounted line shows no strike-through', () => {
      const line = withEntryQuantity(cart([undiscounted()]), '102207-BLK-M-REG', 3)?.entries[0];
      expect(line?.totalPrice).toEqual({ value: 419.97, currencyIso: 'USD' });
      expect(line && strikeThroughPrice(line)).toBeUndefined();
    });

    it('moves with an add to a line already in the cart', () => {
      const line = withEntryAdded(cart([undiscounted()]), '102207-BLK-M-REG', 2).entries[0];
      expect(line?.totalPrice?.value).toBe(419.97);
      expect(line && strikeThroughPrice(line)).toBeUndefined();
    });

    it('keeps a real discount and the MSRP in proportion', () => {
      const discounted = entry({
        quantity: 2,
        basePrice: { value: 50, currencyIso: 'USD' },
        totalPrice: { value: 80, currencyIso: 'USD' },
        totalMsrp: { value: 0, currencyIso: 'USD' },
      });
      const line = withEntryQuantity(cart([discounted]), '102207-BLK-M-REG', 3)?.entries[0];
      expect(line?.totalPrice?.value).toBe(120);
      expect(line && strikeThroughPrice(line)).toBe(150);
      const withMsrp = entry({ quantity: 1, totalMsrp: { value: 60, currencyIso: 'USD' } });
      expect(withEntryQuantity(cart([withMsrp]), '102207-BLK-M-REG', 2)?.entries[0]?.totalMsrp?.value).toBe(120);
    });
  });
});
