import { findDeliveryMode, type DeliveryModeSeed } from '../seed/delivery-modes';
import type { AddressRecord, CartRecord, PaymentRecord, UserRecord } from '../state';
import type { SandboxStore } from '../store';
import { addressDto, paymentDto } from './account';
import type { OccContext } from './context';
import { deliveryModeDto, destinationOf, modeCost, offeredModes, restrictionFor, type RestrictionReason } from './delivery';
import { priceCart, type CheckoutPricing, type PricedCart } from './pricing';
import { price, type ShippingDestination } from './products';

/**
 * The checkout part of a cart (spec 2 §3): its delivery address, delivery mode and payment details,
 * what they add to the totals, and the modes a cart can choose from.
 */

function ownerOf(store: SandboxStore, cart: CartRecord): UserRecord | undefined {
  return cart.owner === 'anonymous' ? undefined : store.state.users[cart.owner];
}

/** The cart's delivery address: the customer's address-book entry while it exists, else the cart's copy. */
export function cartDeliveryAddress(store: SandboxStore, cart: CartRecord): AddressRecord | undefined {
  const copy = cart.deliveryAddress;
  if (!copy) return undefined;
  return ownerOf(store, cart)?.addresses.find((a) => a.id === copy.id) ?? copy;
}

/** The cart's payment details: the customer's card while it exists, else the cart's copy. */
export function cartPayment(store: SandboxStore, cart: CartRecord): PaymentRecord | undefined {
  const copy = cart.paymentInfo;
  if (!copy) return undefined;
  return ownerOf(store, cart)?.payments.find((p) => p.id === copy.id) ?? copy;
}

/** The chosen mode, if it is one of the cart's site. */
export function cartDeliveryMode(cart: CartRecord, ctx: Pick<OccContext, 'site'>): DeliveryModeSeed | undefined {
  return cart.deliveryModeCode ? findDeliveryMode(ctx.site.uid, cart.deliveryModeCode) : undefined;
}

/** Where the cart ships, for its entries' restrictions and its sales tax. */
export function cartDestination(store: SandboxStore, cart: CartRecord): ReturnType<typeof destinationOf> | undefined {
  const address = cartDeliveryAddress(store, cart);
  return address ? destinationOf(address) : undefined;
}

/** What the cart's checkout details add to its arithmetic (delivery cost, sales tax). */
export function checkoutPricingOf(store: SandboxStore, cart: CartRecord, ctx: OccContext): CheckoutPricing {
  const destination = cartDestination(store, cart);
  const mode = cartDeliveryMode(cart, ctx);
  const cost = mode?.cost[ctx.currency];
  return {
    ...(mode && cost !== undefined ? { delivery: { cost, freeShippingEligible: mode.freeShippingEligible } } : {}),
    ...(destination ? { destination } : {}),
  };
}

/** Entries that cannot go to a destination, with the reason (spec 2 §4, §8 `cart.productShippingRestrictions`). */
export function restrictedEntries(store: SandboxStore, cart: CartRecord, destination: ShippingDestination) {
  const restricted: { entryNumber: number; productCode: string; reason: RestrictionReason }[] = [];
  cart.entries.forEach((line, entryNumber) => {
    const variant = store.catalog.variants.get(line.productCode);
    const product = variant ? store.catalog.products.get(variant.baseCode) : undefined;
    const reason = product ? restrictionFor(product, destination) : undefined;
    if (reason) restricted.push({ entryNumber, productCode: line.productCode, reason });
  });
  return restricted;
}

/**
 * The modes the cart can choose, with their price for this cart (OCC: "all delivery modes supported for
 * the current base store and cart delivery address"). None without a delivery address, and none while
 * an entry cannot be shipped there: no mode can carry the whole cart.
 */
export function supportedDeliveryModes(store: SandboxStore, cart: CartRecord, ctx: OccContext): { mode: DeliveryModeSeed; cost: number }[] {
  const destination = cartDestination(store, cart);
  if (!destination || restrictedEntries(store, cart, destination).length > 0) return [];
  const { freeShipping } = priceCart(store.catalog, ctx.site, ctx.currency, cart.entries, cart.vouchers);
  return offeredModes(ctx.site, ctx.currency, destination).map((mode) => ({ mode, cost: modeCost(mode, ctx.currency, freeShipping) }));
}

/** `deliveryAddress`, `deliveryMode`, `deliveryCost` and `paymentInfo` of a cart answer, when set. */
export function cartCheckoutDto(store: SandboxStore, cart: CartRecord, ctx: OccContext, priced: PricedCart) {
  const address = cartDeliveryAddress(store, cart);
  const mode = cartDeliveryMode(cart, ctx);
  const payment = cartPayment(store, cart);
  return {
    ...(address ? { deliveryAddress: addressDto(address, ctx.lang) } : {}),
    ...(mode ? { deliveryMode: deliveryModeDto(mode, priced.deliveryCost, ctx, true), deliveryCost: price(priced.deliveryCost, ctx) } : {}),
    ...(payment ? { paymentInfo: paymentDto(payment, ctx) } : {}),
  };
}

/** Luhn check digit test (ISO/IEC 7812). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The card type a number's issuer prefix names (OCC card type codes), if any. */
export function cardTypeOf(digits: string): string | undefined {
  if (/^3[47]\d{13}$/.test(digits)) return 'amex';
  if (/^4\d{12}(\d{3}){0,2}$/.test(digits)) return 'visa';
  if (/^(5[1-5]\d{2}|222[1-9]|22[3-9]\d|2[3-6]\d{2}|27[01]\d|2720)\d{12}$/.test(digits)) return 'master';
  if (/^(6011|65\d{2}|64[4-9]\d)\d{12,15}$/.test(digits)) return 'discover';
  if (/^(5018|5020|5038|5[6-8]\d{2}|6304|6759|676[1-3])\d{8,15}$/.test(digits)) return 'maestro';
  return undefined;
}

/** Card numbers the simulated payment provider declines when the order is placed. */
export const DECLINED_TEST_CARDS: readonly string[] = ['4000000000000002'];
