import type { Cart, CartEntry } from '@/commerce/schemas';
import { isSoldOut } from '@/features/product/product-offer';

/**
 * Per-line warnings of the mini cart and the cart page (spec 1 §5) and the cart-wide stock warning
 * that blocks checkout from the mini cart (spec 1 §2.4). Pure: the components only render the result.
 */

export type EntryWarning =
  | { kind: 'outOfStock' }
  /** The line asks for more than the shop holds; the message names the stock level. */
  | { kind: 'stockExceeded'; stockLevel: number }
  /** Country or state restriction; `addressRestricted` once a delivery address is known (checkout). */
  | { kind: 'restrictedProduct' }
  | { kind: 'addressRestricted' }
  /** P.O. box restriction, only when the line is not otherwise restricted (spec 1 §5). */
  | { kind: 'poBoxRestrictedProduct' }
  | { kind: 'poBoxRestricted' }
  /** The backend lowered the quantity to the stock level (a lowStock modification). */
  | { kind: 'qtyReduced' };

/** The units the shop holds for a line, when the backend says. */
export function stockLevelOf(entry: Pick<CartEntry, 'product'>): number | undefined {
  const level = entry.product.stock?.stockLevel;
  return typeof level === 'number' && Number.isFinite(level) ? Math.max(0, Math.floor(level)) : undefined;
}

/** The product page's sold-out rule (`isSoldOut`), on the line's product. */
export function isOutOfStock(entry: Pick<CartEntry, 'product'>): boolean {
  return isSoldOut({ stockLevel: stockLevelOf(entry), stockStatus: entry.product.stock?.stockLevelStatus });
}

/** In stock, but fewer units than the line asks for ("low on stock for its quantity", spec 1 §5). */
export function exceedsStock(entry: Pick<CartEntry, 'product' | 'quantity'>): boolean {
  const level = stockLevelOf(entry);
  return !isOutOfStock(entry) && level !== undefined && entry.quantity > level;
}

export interface EntryWarningContext {
  /** Product codes whose quantity the backend just reduced (the quantity-reduced notice is showing). */
  reducedProductCodes?: ReadonlySet<string>;
  /** The cart has a delivery address: restrictions are then about that address. */
  hasDeliveryAddress?: boolean;
}

export function entryWarnings(entry: CartEntry, context: EntryWarningContext = {}): EntryWarning[] {
  const warnings: EntryWarning[] = [];
  const stockLevel = stockLevelOf(entry);
  if (isOutOfStock(entry)) warnings.push({ kind: 'outOfStock' });
  else if (exceedsStock(entry) && stockLevel !== undefined) warnings.push({ kind: 'stockExceeded', stockLevel });

  const restrictions = entry.product.shippingRestrictions;
  const regionRestricted = Boolean(restrictions?.countryRestricted || restrictions?.stateRestricted);
  if (regionRestricted) warnings.push({ kind: context.hasDeliveryAddress ? 'addressRestricted' : 'restrictedProduct' });
  else if (restrictions?.poBoxRestricted) {
    warnings.push({ kind: context.hasDeliveryAddress ? 'poBoxRestricted' : 'poBoxRestrictedProduct' });
  }

  if (context.reducedProductCodes?.has(entry.product.code)) warnings.push({ kind: 'qtyReduced' });
  return warnings;
}

/** Spec 1 §5: shown (and checkout from the mini cart disabled) while any line is out of stock or low for its quantity. */
export function hasStockWarning(cart: Pick<Cart, 'entries'> | null | undefined): boolean {
  return (cart?.entries ?? []).some((entry) => isOutOfStock(entry) || exceedsStock(entry));
}

export function hasOutOfStockEntry(cart: Pick<Cart, 'entries'> | null | undefined): boolean {
  return (cart?.entries ?? []).some(isOutOfStock);
}
