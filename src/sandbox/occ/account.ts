import { CARD_TYPES, MULTI_BUY_PROMOTION, ORDER_THRESHOLD_PROMOTION } from '../seed/commerce-copy';
import { INTL_LOCALE, fill, formatMoney, pick, type CurrencyIso, type OccLanguage } from '../seed/locale';
import { REGIONS, TITLES } from '../seed/sites';
import { COLOURS, FITS } from '../seed/vocabulary';
import type { AddressRecord, OrderEntryRecord, OrderRecord, PaymentRecord, UserRecord } from '../state';
import type { SandboxStore } from '../store';
import type { OccContext } from './context';
import { voucherDto } from './carts';
import { findVoucher } from './pricing';
import { deliveryModeDto } from './delivery';
import { entryProductDto, isPoBoxAddress, price } from './products';

/** Users, addresses, saved cards and orders in OCC's shapes (see occ-contract/samples/order-*.json). */

const displayNames = new Map<string, Intl.DisplayNames>();

export function countryName(iso: string, lang: OccLanguage): string {
  const key = `${lang}|region`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([INTL_LOCALE[lang]], { type: 'region' });
    displayNames.set(key, names);
  }
  return names.of(iso) ?? iso;
}

/** Regions keep their own names (Michigan, Ontario, Lombardia) in every language, as the shop shows them. */
export function regionDto(regionIso: string) {
  const countryIso = regionIso.split('-')[0] ?? '';
  const region = REGIONS[countryIso]?.find((r) => r.isocode === regionIso);
  return { isocode: regionIso, isocodeShort: regionIso.split('-')[1] ?? regionIso, countryIso, name: region?.name ?? regionIso };
}

function titleName(code: string | undefined, lang: OccLanguage): string | undefined {
  if (!code) return undefined;
  const title = TITLES.find((t) => t.code === code);
  return title ? pick(title.name, lang) : undefined;
}

export function formattedAddress(a: AddressRecord): string {
  const region = a.regionIso ? regionDto(a.regionIso).name : undefined;
  return [a.line1, a.line2, a.town, region, a.postalCode].filter((p): p is string => Boolean(p)).join(', ');
}

export function addressDto(a: AddressRecord, lang: OccLanguage) {
  return {
    id: a.id,
    ...(a.titleCode ? { titleCode: a.titleCode, title: titleName(a.titleCode, lang) } : {}),
    firstName: a.firstName,
    lastName: a.lastName,
    ...(a.companyName ? { companyName: a.companyName } : {}),
    line1: a.line1,
    ...(a.line2 ? { line2: a.line2 } : {}),
    town: a.town,
    ...(a.regionIso ? { region: regionDto(a.regionIso) } : {}),
    postalCode: a.postalCode,
    country: { isocode: a.countryIso, name: countryName(a.countryIso, lang) },
    ...(a.phone ? { phone: a.phone } : {}),
    ...(a.email ? { email: a.email } : {}),
    formattedAddress: formattedAddress(a),
    isApoFpoPoBox: isPoBoxAddress(a),
    defaultAddress: a.defaultAddress,
    shippingAddress: a.shippingAddress,
    visibleInAddressBook: a.visibleInAddressBook,
  };
}

/** A card is expired after the last day of its expiry month. */
export function isCardExpired(p: Pick<PaymentRecord, 'expiryMonth' | 'expiryYear'>, now: Date): boolean {
  const year = Number(p.expiryYear);
  const month = Number(p.expiryMonth);
  if (!year || !month) return false;
  const firstDayAfter = Date.UTC(year, month, 1);
  return now.getTime() >= firstDayAfter;
}

export function paymentDto(p: PaymentRecord, ctx: Pick<OccContext, 'lang' | 'now'>) {
  return {
    id: p.id,
    type: 'CREDIT_CARD',
    accountHolderName: p.accountHolderName,
    cardNumber: `************${p.last4}`,
    cardType: { code: p.cardType, name: CARD_TYPES[p.cardType] ?? p.cardType },
    expiryMonth: p.expiryMonth,
    expiryYear: p.expiryYear,
    billingAddress: addressDto(p.billingAddress, ctx.lang),
    defaultPayment: p.defaultPayment,
    saved: p.saved,
    subscriptionId: p.subscriptionId,
    isExpired: isCardExpired(p, ctx.now),
  };
}

const LANGUAGE_NAMES: Record<string, { name: string; nativeName: string }> = {
  en: { name: 'English', nativeName: 'English' },
  en_GB: { name: 'English (United Kingdom)', nativeName: 'English (UK)' },
  de: { name: 'German', nativeName: 'Deutsch' },
  es: { name: 'Spanish', nativeName: 'Español' },
  fr: { name: 'French', nativeName: 'Français' },
  it: { name: 'Italian', nativeName: 'Italiano' },
  nl: { name: 'Dutch', nativeName: 'Nederlands' },
};

function languageDto(isocode: string) {
  const names = LANGUAGE_NAMES[isocode] ?? { name: isocode, nativeName: isocode };
  return { active: true, isocode, ...names };
}

const CURRENCY_NAMES: Record<CurrencyIso, { name: string; symbol: string }> = {
  USD: { name: 'US Dollar', symbol: '$' },
  CAD: { name: 'Canadian Dollar', symbol: 'C$' },
  GBP: { name: 'Pound Sterling', symbol: '£' },
  EUR: { name: 'Euro', symbol: '€' },
};

export function currencyDto(isocode: CurrencyIso) {
  return { active: true, isocode, ...CURRENCY_NAMES[isocode] };
}

export function userDto(user: UserRecord, ctx: OccContext) {
  const defaultAddress = user.addresses.find((a) => a.defaultAddress);
  return {
    type: 'customerWsDTO',
    uid: user.uid,
    displayUid: user.uid,
    customerId: user.customerId,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    ...(user.titleCode ? { titleCode: user.titleCode, title: titleName(user.titleCode, ctx.lang) } : {}),
    currency: currencyDto(user.currencyIso ?? ctx.currency),
    language: languageDto(user.languageIso ?? ctx.lang),
    ...(defaultAddress ? { defaultAddress: addressDto(defaultAddress, ctx.lang) } : {}),
    ...(user.type === 'agent' ? { roles: ['asagentgroup'] } : { roles: ['customergroup'] }),
  };
}

/** OCC's statusDisplay for an order status. */
const STATUS_DISPLAY: Record<string, string> = {
  CREATED: 'created',
  ON_VALIDATION: 'processing',
  CHECKED_VALID: 'open',
  PAYMENT_CAPTURED: 'processing',
  READY: 'processing',
  COMPLETED: 'completed',
  CANCELLING: 'cancelling',
  CANCELLED: 'cancelled',
  PENDING_APPROVAL: 'pending.approval',
  REJECTED: 'rejected',
  ERROR: 'error',
};

export function statusDisplay(status: string): string {
  return STATUS_DISPLAY[status] ?? status.toLowerCase();
}

/** Order prices are always in the order's currency, formatted in the requested language. */
function orderCtx(order: OrderRecord, ctx: OccContext): OccContext {
  return { ...ctx, currency: order.currency };
}

function orderEntryDto(store: SandboxStore, order: OrderRecord, entry: OrderEntryRecord, ctx: OccContext) {
  const variant = store.catalog.variants.get(entry.productCode);
  const consigned = order.consignments.flatMap((c) => c.entries).filter((e) => e.entryNumber === entry.entryNumber);
  const shipped = consigned.reduce((sum, e) => sum + e.shippedQuantity, 0);
  return {
    entryNumber: entry.entryNumber,
    quantity: entry.quantity,
    updateable: false,
    basePrice: price(entry.basePrice, ctx),
    totalPrice: price(entry.totalPrice, ctx),
    totalMsrp: price(Math.round((entry.msrp ?? 0) * entry.quantity * 100) / 100, ctx),
    cancellableQuantity: order.status === 'CREATED' ? entry.quantity - (entry.cancelledQuantity ?? 0) : 0,
    returnableQuantity: order.status === 'COMPLETED' ? Math.max(0, shipped - returnedQuantity(store, order, entry.entryNumber)) : 0,
    configurationInfos: [],
    statusSummaryList: [],
    ...(variant
      ? {
          product: entryProductDto(store.catalog, variant, ctx, order.deliveryAddress),
          productColorSelected: pick(COLOURS[variant.colour].name, ctx.lang),
          productSizeSelected: variant.size,
          ...(variant.fit ? { productFitSelected: pick(FITS[variant.fit].name, ctx.lang) } : {}),
        }
      : { product: { code: entry.productCode, name: entry.productCode, purchasable: false } }),
  };
}

/** Units of an order line already in a return that has not been cancelled. */
function returnedQuantity(store: SandboxStore, order: OrderRecord, entryNumber: number): number {
  return Object.values(store.state.returnRequests ?? {})
    .filter((r) => r.orderCode === order.code && r.status !== 'CANCELED' && r.status !== 'CANCELLING')
    .flatMap((r) => r.entries)
    .filter((e) => e.entryNumber === entryNumber)
    .reduce((sum, e) => sum + e.quantity, 0);
}

const DELIVERY_STATUS_DISPLAY: Record<string, string> = {
  DELIVERY_COMPLETED: 'delivered',
  PARTIAL_DELIVERY: 'partially shipped',
  SHIPPED: 'shipped',
  IN_TRANSIT: 'in transit',
  PICKPACK: 'being packed',
  READY_FOR_SHIPPING: 'ready for shipping',
  CANCELLED: 'cancelled',
};

export function orderDto(store: SandboxStore, order: OrderRecord, base: OccContext) {
  const ctx = orderCtx(order, base);
  const entries = order.entries.map((e) => orderEntryDto(store, order, e, ctx));
  const consignedNumbers = new Set(order.consignments.flatMap((c) => c.entries.map((e) => e.entryNumber)));
  const user = store.state.users[order.owner];
  const money = (v: number) => formatMoney(v, ctx.currency, ctx.lang);
  const units = order.entries.reduce((sum, e) => sum + e.quantity, 0);
  const deliveryAddress = addressDto(order.deliveryAddress, ctx.lang);
  return {
    type: 'orderWsDTO',
    code: order.code,
    guid: order.guid,
    site: order.site,
    store: order.site,
    created: order.placed,
    status: order.status,
    statusDisplay: statusDisplay(order.status),
    ...(order.deliveryStatus
      ? { deliveryStatus: order.deliveryStatus, deliveryStatusDisplay: DELIVERY_STATUS_DISPLAY[order.deliveryStatus] ?? order.deliveryStatus.toLowerCase() }
      : {}),
    user: order.guestUid ? { uid: order.guestUid, name: 'guest' } : { uid: order.owner, name: user ? `${user.firstName} ${user.lastName}` : order.owner },
    guestCustomer: order.owner === 'anonymous',
    net: order.net,
    calculated: true,
    entries,
    totalItems: entries.length,
    totalUnitCount: units,
    deliveryItemsQuantity: units,
    pickupItemsQuantity: 0,
    deliveryAddress,
    deliveryMode: deliveryModeDto(order.deliveryModeCode, order.deliveryCost, ctx),
    deliveryCost: price(order.deliveryCost, ctx),
    paymentInfo: paymentDto(order.payment, ctx),
    subTotal: price(order.subTotal, ctx),
    totalPrice: price(order.totalPrice, ctx),
    totalPriceWithTax: price(order.totalPriceWithTax, ctx),
    totalTax: price(order.totalTax, ctx),
    totalDiscounts: price(Math.round((order.productDiscounts + order.orderDiscounts) * 100) / 100, ctx),
    productDiscounts: price(order.productDiscounts, ctx),
    orderDiscounts: price(order.orderDiscounts, ctx),
    // As the cart shows them; a code no longer in the catalogue keeps its code and value.
    appliedVouchers: order.vouchers.map((v) => {
      const voucher = findVoucher(v.code);
      if (voucher) return voucherDto({ voucher, appliedValue: v.appliedValue }, ctx);
      return { code: v.code, voucherCode: v.code, name: v.code, value: 0, freeShipping: false, appliedValue: price(v.appliedValue, ctx) };
    }),
    appliedOrderPromotions: order.orderPromotions.map((p) => {
      const description = fill(pick(ORDER_THRESHOLD_PROMOTION.fired, ctx.lang), {
        discount: money(p.discount),
        amount: money(ORDER_THRESHOLD_PROMOTION.threshold[ctx.currency]),
      });
      return { description, promotion: { code: p.code, title: pick(ORDER_THRESHOLD_PROMOTION.title, ctx.lang), description, promotionType: 'Rule Based Promotion' }, consumedEntries: [] };
    }),
    appliedProductPromotions:
      order.productDiscounts > 0
        ? [
            {
              description: pick(MULTI_BUY_PROMOTION.fired, ctx.lang),
              promotion: { code: MULTI_BUY_PROMOTION.code, title: pick(MULTI_BUY_PROMOTION.title, ctx.lang), promotionType: 'Rule Based Promotion' },
              consumedEntries: order.entries
                .filter((e) => e.totalPrice < e.basePrice * e.quantity)
                .map((e) => ({ orderEntryNumber: e.entryNumber, quantity: e.quantity, adjustedUnitPrice: Math.round((e.totalPrice / e.quantity) * 100) / 100 })),
            },
          ]
        : [],
    consignments: order.consignments.map((c) => ({
      code: c.code,
      status: c.status,
      statusDisplay: DELIVERY_STATUS_DISPLAY[c.status] ?? c.status.toLowerCase(),
      statusDate: c.statusDate,
      ...(c.trackingID ? { trackingID: c.trackingID } : {}),
      ...(c.carrier ? { carrier: c.carrier } : {}),
      ...(c.trackingUrl ? { trackingUrl: c.trackingUrl } : {}),
      shippingAddress: deliveryAddress,
      entries: c.entries.map((ce) => {
        const entry = entries.find((e) => e.entryNumber === ce.entryNumber);
        return { orderEntry: entry, quantity: ce.quantity, shippedQuantity: ce.shippedQuantity };
      }),
    })),
    unconsignedEntries: entries.filter((e) => !consignedNumbers.has(e.entryNumber)),
    deliveryOrderGroups: [{ entries, deliveryAddress, quantity: units, totalPriceWithTax: price(order.totalPriceWithTax, ctx) }],
    pickupOrderGroups: [],
    cancellable: order.status === 'CREATED' && order.entries.some((e) => e.quantity > (e.cancelledQuantity ?? 0)),
    returnable: order.status === 'COMPLETED' && entries.some((e) => e.returnableQuantity > 0),
  };
}

export function orderHistoryDto(store: SandboxStore, order: OrderRecord, base: OccContext, includeEntries: boolean) {
  const ctx = orderCtx(order, base);
  return {
    code: order.code,
    guid: order.guid,
    placed: order.placed,
    status: order.status,
    statusDisplay: statusDisplay(order.status),
    ...(order.deliveryStatus ? { deliveryStatus: order.deliveryStatus } : {}),
    total: price(order.totalPriceWithTax, ctx),
    totalItems: order.entries.length,
    ...(includeEntries ? { entries: order.entries.map((e) => orderEntryDto(store, order, e, ctx)) } : {}),
  };
}
