/**
 * What a typed quantity becomes (spec 1 §5: min 1, max the stock level). Nothing typed is sent as is:
 * a number outside the range is clamped and says why, anything else is refused and the line keeps its
 * quantity.
 */

export const MIN_QUANTITY = 1;

export type QuantityReading =
  | { ok: true; quantity: number; adjusted?: 'raisedToMinimum' | 'loweredToStock' | 'roundedDown' }
  | { ok: false; reason: 'notANumber' };

export function readQuantityInput(raw: string, { max }: { max?: number | undefined }): QuantityReading {
  const text = raw.trim().replace(',', '.');
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return { ok: false, reason: 'notANumber' };
  const value = Number(text);
  if (!Number.isFinite(value)) return { ok: false, reason: 'notANumber' };
  const whole = Math.floor(value);
  const upper = max === undefined ? Number.POSITIVE_INFINITY : Math.max(MIN_QUANTITY, Math.floor(max));
  if (whole < MIN_QUANTITY) return { ok: true, quantity: MIN_QUANTITY, adjusted: 'raisedToMinimum' };
  if (whole > upper) return { ok: true, quantity: upper, adjusted: 'loweredToStock' };
  if (whole !== value) return { ok: true, quantity: whole, adjusted: 'roundedDown' };
  return { ok: true, quantity: whole };
}

/** The highest quantity the selector offers: the stock level (spec 1 §5), at least the minimum. */
export function maxQuantityFor(stockLevel: number | undefined): number | undefined {
  return stockLevel === undefined ? undefined : Math.max(MIN_QUANTITY, stockLevel);
}
