import type { CartEntry } from '@/commerce/schemas';
import { strikeThroughPrice as strikeThroughRule } from '@/features/product/price-rules';

/**
 * The struck-through original price of a cart line (spec 1 §5), by the storefront's one
 * strike-through rule (src/features/product/price-rules.ts). OCC gives a line's MSRP already
 * multiplied by the quantity (`totalMsrp`), so the line is handed over as one unit of its totals.
 * Returns the amount to strike through, or undefined when the line shows only its total.
 */
export function strikeThroughPrice(entry: Pick<CartEntry, 'totalMsrp' | 'basePrice' | 'totalPrice' | 'quantity'>): number | undefined {
  const base = entry.basePrice?.value;
  return strikeThroughRule({
    msrp: entry.totalMsrp?.value,
    basePrice: base === undefined ? undefined : base * entry.quantity,
    quantity: 1,
    lineTotal: entry.totalPrice?.value,
  });
}
