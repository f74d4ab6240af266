import type { Cart, CartEntry, Price } from '@/commerce/schemas';

/**
 * What the cart looks like while a change is on its way (ARCHITECTURE §6: optimistic updates, rolled
 * back on error). Counts and quantities change here, and a line's own totals with its quantity (at
 * the line's unit price, so the line's figures agree with each other); the cart's totals and
 * promotions wait for the server's answer, which replaces this state as soon as it arrives.
 */

/** A cart with nothing in it yet, standing in until the first add creates the real one. */
function placeholderCart(): Cart {
  return {
    code: '',
    entries: [],
    totalItems: 0,
    totalUnitCount: 0,
    deliveryItemsQuantity: 0,
    appliedVouchers: [],
    appliedOrderPromotions: [],
    appliedProductPromotions: [],
    potentialOrderPromotions: [],
    potentialProductPromotions: [],
    appliedGiftCardData: [],
  };
}

function withUnits(cart: Cart, delta: number, lineDelta: number): Cart {
  const units = (cart.totalUnitCount ?? cart.deliveryItemsQuantity ?? 0) + delta;
  return {
    ...cart,
    totalItems: Math.max(0, (cart.totalItems ?? cart.entries.length) + lineDelta),
    totalUnitCount: Math.max(0, units),
    deliveryItemsQuantity: Math.max(0, (cart.deliveryItemsQuantity ?? cart.totalUnitCount ?? 0) + delta),
  };
}

/** A total scaled by `factor`; its formatted text no longer fits, so the number alone is kept. */
function scaled(price: Price | undefined, factor: number): Price | undefined {
  if (price?.value === undefined) return price;
  const { formattedValue: _stale, ...rest } = price;
  return { ...rest, value: Math.round(price.value * factor * 100) / 100 };
}

/**
 * A line at a new quantity, its totals (`totalPrice`, `totalMsrp`, both for the whole line) scaled
 * with it. Left at the old quantity's amounts, the strike-through rule (spec 1 §5: base price times
 * quantity above the line total) would show a discount that is not there while the change is pending.
 */
function lineAtQuantity(entry: CartEntry, quantity: number): CartEntry {
  if (entry.quantity <= 0) return { ...entry, quantity };
  const factor = quantity / entry.quantity;
  return { ...entry, quantity, totalPrice: scaled(entry.totalPrice, factor), totalMsrp: scaled(entry.totalMsrp, factor) };
}

export function withEntryAdded(cart: Cart | null | undefined, productCode: string, quantity: number): Cart {
  const base = cart ?? placeholderCart();
  const line = base.entries.find((entry) => entry.product.code === productCode);
  if (!line) return withUnits(base, quantity, 1);
  return withUnits(
    { ...base, entries: base.entries.map((entry) => (entry === line ? lineAtQuantity(entry, entry.quantity + quantity) : entry)) },
    quantity,
    0,
  );
}

export function withEntryQuantity(cart: Cart | null | undefined, productCode: string, quantity: number): Cart | null | undefined {
  const line = cart?.entries.find((entry) => entry.product.code === productCode);
  if (!cart || !line) return cart;
  return withUnits(
    { ...cart, entries: cart.entries.map((entry) => (entry === line ? lineAtQuantity(entry, quantity) : entry)) },
    quantity - line.quantity,
    0,
  );
}

export function withEntryRemoved(cart: Cart | null | undefined, productCode: string): Cart | null | undefined {
  const line = cart?.entries.find((entry) => entry.product.code === productCode);
  if (!cart || !line) return cart;
  return withUnits({ ...cart, entries: cart.entries.filter((entry) => entry !== line) }, -line.quantity, -1);
}

export function withVoucherRemoved(cart: Cart | null | undefined, voucherCode: string): Cart | null | undefined {
  if (!cart) return cart;
  return { ...cart, appliedVouchers: cart.appliedVouchers.filter((voucher) => voucherCodeOf(voucher) !== voucherCode) };
}

export function voucherCodeOf(voucher: Cart['appliedVouchers'][number]): string {
  return voucher.voucherCode ?? voucher.code ?? '';
}
