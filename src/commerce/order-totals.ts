import type { Price } from './schemas';

/** The totals of a cart or an order that its summary lists. */
export interface OrderTotalsSource {
  subTotal?: Price | undefined;
  totalDiscounts?: Price | undefined;
  productDiscounts?: Price | undefined;
  orderDiscounts?: Price | undefined;
}

export interface SummaryAmounts {
  /** What the lines come to, each already after its own (product) discounts; undefined when unknown. */
  itemsTotal: number | undefined;
  /** The discounts on the cart or order as a whole (promotions, vouchers); 0 when there are none. */
  orderDiscount: number;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The amounts a summary can list one under the other so they add up to the total. OCC's `subTotal`
 * is the lines' total less the order's discounts, and its `totalDiscounts` is the product discounts
 * (already in each line's total) plus the order's. Listed as they come, "subtotal, then savings"
 * would take the order's discounts off twice. So the summary starts from the lines' total and takes
 * off the order's part: from `orderDiscounts` when the answer carries it, else from the difference
 * of `totalDiscounts` and `productDiscounts`. When neither tells the split, the subtotal stays as
 * OCC sends it and no discount is listed (each line still shows its own).
 */
export function summaryAmounts(totals: OrderTotalsSource): SummaryAmounts {
  const subTotal = totals.subTotal?.value;
  const orderDiscount = orderLevelDiscount(totals);
  return { itemsTotal: subTotal === undefined ? undefined : cents(subTotal + orderDiscount), orderDiscount };
}

function orderLevelDiscount({ orderDiscounts, totalDiscounts, productDiscounts }: OrderTotalsSource): number {
  if (orderDiscounts?.value !== undefined) return Math.max(0, cents(orderDiscounts.value));
  if (totalDiscounts?.value === undefined || productDiscounts?.value === undefined) return 0;
  return Math.max(0, cents(totalDiscounts.value - productDiscounts.value));
}
