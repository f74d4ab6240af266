/**
 * The strike-through rule (spec 1 §5): "Strike-through price is shown when MSRP is positive, or when
 * base price times quantity exceeds the line total." One pure function for the product page, the
 * listing cards, the mini cart and the cart.
 */

export interface PriceFacts {
  /** The manufacturer's suggested retail price per unit, when the backend sends one. */
  msrp?: number | undefined;
  /** Price per unit before product promotions. */
  basePrice?: number | undefined;
  quantity?: number | undefined;
  /** What the shopper pays for the line (the unit price on a product page). */
  lineTotal?: number | undefined;
}

/**
 * The amount to show struck through, or `undefined` when nothing is reduced: the MSRP times the
 * quantity when the MSRP is positive, else the base price times the quantity when that is more than
 * the line total.
 */
export function strikeThroughPrice({ msrp, basePrice, quantity = 1, lineTotal }: PriceFacts): number | undefined {
  const units = quantity > 0 ? quantity : 1;
  if (msrp !== undefined && msrp > 0) return roundMoney(msrp * units);
  if (basePrice !== undefined && lineTotal !== undefined && roundMoney(basePrice * units) > roundMoney(lineTotal)) {
    return roundMoney(basePrice * units);
  }
  return undefined;
}

/** Cents, not binary fractions: 19.99 × 3 is 59.97, never 59.970000000000006. */
function roundMoney(value: number): number {
  return Math.round(value * 100) / 100;
}
