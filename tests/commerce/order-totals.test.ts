import { describe, expect, it } from 'vitest';
import { summaryAmounts } from '@/commerce/order-totals';

const usd = (value: number) => ({ value, currencyIso: 'USD' });

describe('summaryAmounts: a summary whose rows add up to the total', () => {
  it('starts from the lines and takes off only the order’s own discount (OCC’s subTotal already left it out)', () => {
    // Lines $599.95 after a $5 product discount, a $20 order promotion: OCC sends subTotal 579.95 and
    // totalDiscounts 25 (product and order together).
    const amounts = summaryAmounts({ subTotal: usd(579.95), totalDiscounts: usd(25), productDiscounts: usd(5) });
    expect(amounts).toEqual({ itemsTotal: 599.95, orderDiscount: 20 });
    expect(Math.round(((amounts.itemsTotal ?? 0) - amounts.orderDiscount) * 100) / 100).toBe(579.95);
  });

  it('takes the order’s discount as the answer states it, when it does', () => {
    expect(summaryAmounts({ subTotal: usd(80), totalDiscounts: usd(20), orderDiscounts: usd(20) })).toEqual({ itemsTotal: 100, orderDiscount: 20 });
  });

  it('lists no discount when only the lines are reduced: they show their own', () => {
    expect(summaryAmounts({ subTotal: usd(80), totalDiscounts: usd(20), productDiscounts: usd(20) })).toEqual({ itemsTotal: 80, orderDiscount: 0 });
  });

  it('keeps the subtotal as sent when the answer does not tell the split', () => {
    expect(summaryAmounts({ subTotal: usd(80), totalDiscounts: usd(20) })).toEqual({ itemsTotal: 80, orderDiscount: 0 });
    expect(summaryAmounts({})).toEqual({ itemsTotal: undefined, orderDiscount: 0 });
  });
});
