import { fill, formatMoney, pick } from '../seed/locale';
import { FREE_SHIPPING_MESSAGES, MULTI_BUY_PROMOTION, ORDER_THRESHOLD_PROMOTION } from '../seed/commerce-copy';
import { COLOURS, FITS } from '../seed/vocabulary';
import type { CartRecord, UserRecord } from '../state';
import type { SandboxStore } from '../store';
import type { OccContext } from './context';
import { priceCart, type PricedCart, type PricedEntry, type PricedPromotion, type PotentialPromotion, type PricedVoucher } from './pricing';
import { cartCheckoutDto, cartDestination, checkoutPricingOf } from './checkout';
import { entryProductDto, price, type ShippingDestination } from './products';

/** Cart answers in OCC's shape (cartWsDTO), with the brand's cart fields. */

export const ANONYMOUS = 'anonymous';

/** The cart's arithmetic, with its delivery cost and sales tax once checkout has set them. */
export function priceOf(store: SandboxStore, cart: CartRecord, ctx: OccContext): PricedCart {
  return priceCart(store.catalog, ctx.site, ctx.currency, cart.entries, cart.vouchers, checkoutPricingOf(store, cart, ctx));
}

/** `destination`: the cart's delivery address, which the product's shipping restrictions are checked against. */
export function entryDto(store: SandboxStore, entry: PricedEntry, ctx: OccContext, destination?: ShippingDestination) {
  const variant = entry.variant;
  return {
    entryNumber: entry.entryNumber,
    quantity: entry.quantity,
    updateable: true,
    product: entryProductDto(store.catalog, variant, ctx, destination),
    basePrice: price(entry.basePrice, ctx),
    totalPrice: price(entry.totalPrice, ctx),
    totalMsrp: price(entry.totalMsrp, ctx),
    productColorSelected: pick(COLOURS[variant.colour].name, ctx.lang),
    productSizeSelected: variant.size,
    ...(variant.fit ? { productFitSelected: pick(FITS[variant.fit].name, ctx.lang) } : {}),
    statusSummaryList: [],
  };
}

function promotionDto(code: string, ctx: OccContext, description: string) {
  const source = code === MULTI_BUY_PROMOTION.code ? MULTI_BUY_PROMOTION : ORDER_THRESHOLD_PROMOTION;
  return {
    code,
    title: pick(source.title, ctx.lang),
    description,
    promotionType: 'Rule Based Promotion',
    enabled: true,
  };
}

function appliedPromotionDto(p: PricedPromotion, priced: PricedCart, ctx: OccContext) {
  const money = (v: number) => formatMoney(v, ctx.currency, ctx.lang);
  const description =
    p.code === ORDER_THRESHOLD_PROMOTION.code
      ? fill(pick(ORDER_THRESHOLD_PROMOTION.fired, ctx.lang), { discount: money(p.discount), amount: money(ORDER_THRESHOLD_PROMOTION.threshold[ctx.currency]) })
      : pick(MULTI_BUY_PROMOTION.fired, ctx.lang);
  return {
    description,
    promotion: promotionDto(p.code, ctx, description),
    consumedEntries: p.entryNumbers.map((n) => {
      const entry = priced.entries.find((e) => e.entryNumber === n);
      return {
        orderEntryNumber: n,
        quantity: entry?.quantity ?? 0,
        adjustedUnitPrice: entry ? Math.round((entry.totalPrice / entry.quantity) * 100) / 100 : 0,
      };
    }),
  };
}

function potentialPromotionDto(p: PotentialPromotion, ctx: OccContext) {
  const money = (v: number) => formatMoney(v, ctx.currency, ctx.lang);
  const description =
    p.code === ORDER_THRESHOLD_PROMOTION.code
      ? fill(pick(ORDER_THRESHOLD_PROMOTION.couldFire, ctx.lang), { amount: money(p.remaining), discount: money(ORDER_THRESHOLD_PROMOTION.discount[ctx.currency]) })
      : pick(MULTI_BUY_PROMOTION.couldFire, ctx.lang);
  return {
    description,
    promotion: { ...promotionDto(p.code, ctx, description), couldFireMessages: [description] },
    consumedEntries: p.entryNumbers.map((n) => ({ orderEntryNumber: n })),
  };
}

export function voucherDto(v: PricedVoucher, ctx: OccContext) {
  const value = v.voucher.kind === 'percent' ? `${v.voucher.value}%` : '';
  return {
    code: v.voucher.code,
    voucherCode: v.voucher.code,
    name: pick(v.voucher.name, ctx.lang),
    description: pick(v.voucher.description, ctx.lang),
    value: v.voucher.value,
    valueFormatted: value,
    valueString: value,
    freeShipping: v.voucher.kind === 'freeShipping',
    currency: { isocode: ctx.currency },
    appliedValue: price(v.appliedValue, ctx),
  };
}

function cartUser(store: SandboxStore, cart: CartRecord) {
  if (cart.owner === ANONYMOUS) {
    return cart.guestEmail ? { uid: `${cart.guid}|${cart.guestEmail}`, name: 'guest' } : { uid: ANONYMOUS, name: 'Anonymous' };
  }
  const user: UserRecord | undefined = store.state.users[cart.owner];
  return { uid: cart.owner, name: user ? `${user.firstName} ${user.lastName}` : cart.owner };
}

/** A line's price differs from the one the shopper last saw in this currency (spec 1 §2.5 price-changed info). */
function hasUpdatedPriceRow(cart: CartRecord, priced: PricedCart, ctx: OccContext): boolean {
  return priced.entries.some((entry) => {
    const seen = cart.entries[entry.entryNumber]?.seenPrice;
    return seen !== undefined && seen.currency === ctx.currency && seen.value !== entry.basePrice;
  });
}

export function cartDto(store: SandboxStore, cart: CartRecord, ctx: OccContext) {
  const priced = priceOf(store, cart, ctx);
  const money = (v: number) => formatMoney(v, ctx.currency, ctx.lang);
  const thresholdMessage =
    priced.freeShippingThreshold > 0
      ? priced.freeShipping
        ? pick(FREE_SHIPPING_MESSAGES.reached, ctx.lang)
        : fill(pick(FREE_SHIPPING_MESSAGES.remaining, ctx.lang), { amount: money(priced.freeShippingRemaining) })
      : undefined;
  return {
    type: 'cartWsDTO',
    code: cart.code,
    guid: cart.guid,
    user: cartUser(store, cart),
    site: cart.site,
    store: cart.site,
    net: priced.net,
    calculated: true,
    entries: priced.entries.map((e) => entryDto(store, e, ctx, cartDestination(store, cart))),
    totalItems: priced.totalItems,
    totalUnitCount: priced.totalUnitCount,
    deliveryItemsQuantity: priced.totalUnitCount,
    pickupItemsQuantity: 0,
    subTotal: price(priced.subTotal, ctx),
    totalPrice: price(priced.totalPrice, ctx),
    totalPriceWithTax: price(priced.totalPriceWithTax, ctx),
    totalTax: price(priced.totalTax, ctx),
    totalDiscounts: price(priced.totalDiscounts, ctx),
    productDiscounts: price(priced.productDiscounts, ctx),
    orderDiscounts: price(priced.orderDiscounts, ctx),
    totalPriceAfterGiftCards: price(priced.totalPriceWithTax, ctx),
    appliedGiftCardData: [],
    appliedVouchers: priced.vouchers.map((v) => voucherDto(v, ctx)),
    appliedOrderPromotions: priced.appliedOrderPromotions.map((p) => appliedPromotionDto(p, priced, ctx)),
    appliedProductPromotions: priced.appliedProductPromotions.map((p) => appliedPromotionDto(p, priced, ctx)),
    potentialOrderPromotions: priced.potentialOrderPromotions.map((p) => potentialPromotionDto(p, ctx)),
    potentialProductPromotions: priced.potentialProductPromotions.map((p) => potentialPromotionDto(p, ctx)),
    freeShippingThresholdValue: priced.freeShippingThreshold,
    freeShippingThresholdMessage: thresholdMessage,
    priceRowUpdated: hasUpdatedPriceRow(cart, priced, ctx),
    ...cartCheckoutDto(store, cart, ctx, priced),
    ...(cart.name !== undefined ? { name: cart.name } : {}),
    ...(cart.description !== undefined ? { description: cart.description } : {}),
    ...(cart.saveTime ? { saveTime: cart.saveTime, savedBy: { uid: cart.savedBy ?? cart.owner, name: cartUser(store, cart).name } } : {}),
  };
}

export function cartModificationDto(
  store: SandboxStore,
  cart: CartRecord,
  ctx: OccContext,
  entryNumber: number,
  result: { statusCode: string; quantity: number; quantityAdded: number; statusMessage?: string },
) {
  const priced = priceOf(store, cart, ctx);
  const entry = priced.entries.find((e) => e.entryNumber === entryNumber);
  return {
    statusCode: result.statusCode,
    quantityAdded: result.quantityAdded,
    quantity: result.quantity,
    deliveryModeChanged: false,
    ...(result.statusMessage ? { statusMessage: result.statusMessage } : {}),
    ...(entry ? { entry: entryDto(store, entry, ctx) } : {}),
  };
}

export const CART_LEVEL_KEYS = {
  BASIC: ['code', 'guid', 'totalItems', 'totalPrice', 'totalPriceWithTax', 'user', 'site', 'store', 'type'],
} as const;
