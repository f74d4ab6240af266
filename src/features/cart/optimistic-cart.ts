import type { Cart } from '@/commerce/schemas';

/**
 * What the cart looks like while a change is on its way (ARCHITECTURE §6: optimistic updates, rolled
 * back on error). Only counts and quantities change here; prices and totals wait for the server's
 * answer, which replaces this state as soon as it arrives.
 */

/** A cart with nothing in it yet, standing in until the first add creates the real one. */
export function placeholderCart(): Cart {
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

export function withEntryAdded(cart: Cart | null | undefined, productCode: string, quantity: number): Cart {
  const base = cart ?? placeholderCart();
  const line = base.entries.find((entry) => entry.product.code === productCode);
  if (!line) return withUnits(base, quantity, 1);
  return withUnits(
    { ...base, entries: base.entries.map((entry) => (entry === line ? { ...entry, quantity: entry.quantity + quantity } : entry)) },
    quantity,
    0,
  );
}

export function withEntryQuantity(cart: Cart | null | undefined, productCode: string, quantity: number): Cart | null | undefined {
  const line = cart?.entries.find((entry) => entry.product.code === productCode);
  if (!cart || !line) return cart;
  return withUnits(
    { ...cart, entries: cart.entries.map((entry) => (entry === line ? { ...entry, quantity } : entry)) },
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
