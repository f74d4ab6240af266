import type { Catalog, Variant } from '../seed/catalog';
import { MULTI_BUY_PROMOTION, ORDER_THRESHOLD_PROMOTION, VOUCHERS, type VoucherSeed } from '../seed/commerce-copy';
import { roundMoney, type CurrencyIso } from '../seed/locale';
import type { SiteSeed } from '../seed/sites';
import { salesTaxRate } from '../seed/tax';

/**
 * Cart arithmetic, shared by carts and seeded orders.
 *
 * - Entry: basePrice × quantity, less product promotions = totalPrice.
 * - Order discounts (threshold promotion, percentage vouchers) apply to the sum of entry totals.
 * - subTotal is the sum of entry totals less order discounts, as OCC reports it; totalDiscounts is
 *   product plus order discounts.
 * - Delivery: the chosen mode's price, 0 for a mode eligible for free standard shipping once subTotal
 *   reaches the site threshold or a free-shipping voucher is applied; totalPrice = subTotal + delivery.
 * - EMEA prices include VAT (totalTax is the VAT share of the total, delivery included). US/Canada prices
 *   are net: sales tax for the delivery address (state or province rate × (subTotal + delivery)) is
 *   added once an address is known, so it is 0 before; totalPriceWithTax = totalPrice + totalTax.
 */

export interface PricedEntry {
  entryNumber: number;
  variant: Variant;
  quantity: number;
  basePrice: number;
  msrp: number;
  totalMsrp: number;
  productDiscount: number;
  totalPrice: number;
}

export interface PricedPromotion {
  code: string;
  discount: number;
  entryNumbers: number[];
}

export interface PotentialPromotion {
  code: string;
  /** Amount still to spend (order threshold) or items to add (multi-buy). */
  remaining: number;
  entryNumbers: number[];
}

export interface PricedVoucher {
  voucher: VoucherSeed;
  appliedValue: number;
}

export interface PricedCart {
  currency: CurrencyIso;
  entries: PricedEntry[];
  productDiscounts: number;
  entriesTotal: number;
  appliedProductPromotions: PricedPromotion[];
  potentialProductPromotions: PotentialPromotion[];
  appliedOrderPromotions: PricedPromotion[];
  potentialOrderPromotions: PotentialPromotion[];
  vouchers: PricedVoucher[];
  orderDiscounts: number;
  subTotal: number;
  totalDiscounts: number;
  deliveryCost: number;
  totalTax: number;
  totalPrice: number;
  totalPriceWithTax: number;
  net: boolean;
  totalItems: number;
  totalUnitCount: number;
  freeShippingThreshold: number;
  freeShippingRemaining: number;
  freeShipping: boolean;
}

export interface CartLine {
  productCode: string;
  quantity: number;
}

/** What checkout adds to a cart's arithmetic. */
export interface CheckoutPricing {
  /** The chosen delivery mode's price, and whether free standard shipping makes it free. */
  delivery?: { cost: number; freeShippingEligible: boolean };
  /** Where the order ships; North American sales tax depends on it. */
  destination?: { countryIso: string; regionIso?: string };
}

export function findVoucher(code: string): VoucherSeed | undefined {
  const wanted = code.trim().toUpperCase();
  return VOUCHERS.find((v) => v.code === wanted);
}

export function priceCart(
  catalog: Catalog,
  site: SiteSeed,
  currency: CurrencyIso,
  lines: readonly CartLine[],
  voucherCodes: readonly string[] = [],
  checkout: CheckoutPricing = {},
): PricedCart {
  const entries: PricedEntry[] = [];
  lines.forEach((line, entryNumber) => {
    const variant = catalog.variants.get(line.productCode);
    if (!variant) return;
    const basePrice = variant.prices[currency];
    const msrp = variant.msrps?.[currency] ?? 0;
    entries.push({
      entryNumber,
      variant,
      quantity: line.quantity,
      basePrice,
      msrp,
      totalMsrp: roundMoney(msrp * line.quantity),
      productDiscount: 0,
      totalPrice: roundMoney(basePrice * line.quantity),
    });
  });

  // Multi-buy: counted across all qualifying lines, so two different colours qualify together.
  const multiBuyLines = entries.filter((e) => MULTI_BUY_PROMOTION.styles.includes(e.variant.baseCode));
  const multiBuyUnits = multiBuyLines.reduce((sum, e) => sum + e.quantity, 0);
  const appliedProductPromotions: PricedPromotion[] = [];
  const potentialProductPromotions: PotentialPromotion[] = [];
  if (multiBuyUnits >= MULTI_BUY_PROMOTION.minQuantity) {
    let discount = 0;
    for (const entry of multiBuyLines) {
      entry.productDiscount = roundMoney((entry.basePrice * entry.quantity * MULTI_BUY_PROMOTION.percentOff) / 100);
      entry.totalPrice = roundMoney(entry.basePrice * entry.quantity - entry.productDiscount);
      discount += entry.productDiscount;
    }
    appliedProductPromotions.push({
      code: MULTI_BUY_PROMOTION.code,
      discount: roundMoney(discount),
      entryNumbers: multiBuyLines.map((e) => e.entryNumber),
    });
  } else if (multiBuyUnits > 0) {
    potentialProductPromotions.push({
      code: MULTI_BUY_PROMOTION.code,
      remaining: MULTI_BUY_PROMOTION.minQuantity - multiBuyUnits,
      entryNumbers: multiBuyLines.map((e) => e.entryNumber),
    });
  }

  const productDiscounts = roundMoney(entries.reduce((sum, e) => sum + e.productDiscount, 0));
  const entriesTotal = roundMoney(entries.reduce((sum, e) => sum + e.totalPrice, 0));

  const appliedOrderPromotions: PricedPromotion[] = [];
  const potentialOrderPromotions: PotentialPromotion[] = [];
  const threshold = ORDER_THRESHOLD_PROMOTION.threshold[currency];
  if (entriesTotal >= threshold) {
    appliedOrderPromotions.push({
      code: ORDER_THRESHOLD_PROMOTION.code,
      discount: ORDER_THRESHOLD_PROMOTION.discount[currency],
      entryNumbers: [],
    });
  } else if (entriesTotal >= threshold * ORDER_THRESHOLD_PROMOTION.nudgeFrom) {
    potentialOrderPromotions.push({
      code: ORDER_THRESHOLD_PROMOTION.code,
      remaining: roundMoney(threshold - entriesTotal),
      entryNumbers: [],
    });
  }

  const vouchers: PricedVoucher[] = [];
  for (const code of voucherCodes) {
    const voucher = findVoucher(code);
    if (!voucher) continue;
    const appliedValue = voucher.kind === 'percent' ? roundMoney((entriesTotal * voucher.value) / 100) : 0;
    vouchers.push({ voucher, appliedValue });
  }

  const rawOrderDiscounts =
    appliedOrderPromotions.reduce((sum, p) => sum + p.discount, 0) + vouchers.reduce((sum, v) => sum + v.appliedValue, 0);
  const orderDiscounts = roundMoney(Math.min(rawOrderDiscounts, entriesTotal));
  const subTotal = roundMoney(entriesTotal - orderDiscounts);
  const freeShippingThreshold = site.freeShippingThreshold[currency] ?? 0;
  const freeShipping =
    (freeShippingThreshold > 0 && subTotal >= freeShippingThreshold) || vouchers.some((v) => v.voucher.kind === 'freeShipping');
  const delivery = checkout.delivery;
  const shipping = !delivery || (freeShipping && delivery.freeShippingEligible) ? 0 : delivery.cost;
  const net = site.vatRate === 0;
  const totalPrice = roundMoney(subTotal + shipping);
  const salesTax = checkout.destination ? salesTaxRate(checkout.destination.countryIso, checkout.destination.regionIso) : 0;
  const totalTax = net ? roundMoney(totalPrice * salesTax) : roundMoney(totalPrice - totalPrice / (1 + site.vatRate));

  return {
    currency,
    entries,
    productDiscounts,
    entriesTotal,
    appliedProductPromotions,
    potentialProductPromotions,
    appliedOrderPromotions,
    potentialOrderPromotions,
    vouchers,
    orderDiscounts,
    subTotal,
    totalDiscounts: roundMoney(productDiscounts + orderDiscounts),
    deliveryCost: shipping,
    totalTax,
    totalPrice,
    totalPriceWithTax: net ? roundMoney(totalPrice + totalTax) : totalPrice,
    net,
    totalItems: entries.length,
    totalUnitCount: entries.reduce((sum, e) => sum + e.quantity, 0),
    freeShippingThreshold,
    freeShippingRemaining: freeShippingThreshold > 0 ? roundMoney(Math.max(0, freeShippingThreshold - subTotal)) : 0,
    freeShipping,
  };
}
