import type { BaseProduct } from '../seed/catalog';
import { DELIVERY_ESTIMATE, DELIVERY_MODES, findDeliveryMode, type DeliveryModeSeed } from '../seed/delivery-modes';
import { INTL_LOCALE, fill, pick, type CurrencyIso, type OccLanguage } from '../seed/locale';
import { isEmea, type SiteSeed } from '../seed/sites';
import type { AddressRecord } from '../state';
import type { OccContext } from './context';
import { isPoBoxAddress, price, type ShippingDestination } from './products';

/**
 * Delivery modes for a destination and the shipping restrictions of products (spec 2 §3, §4): which
 * modes a site offers to an address, what they cost, their EMEA delivery estimate, and why a product
 * cannot go to an address.
 */

export type RestrictionReason = 'countryRestricted' | 'stateRestricted' | 'poBoxRestricted';

export function destinationOf(address: AddressRecord): Required<Pick<ShippingDestination, 'countryIso' | 'poBox'>> & ShippingDestination {
  return { countryIso: address.countryIso, regionIso: address.regionIso, line1: address.line1, poBox: isPoBoxAddress(address) };
}

/** Why a product cannot be shipped to a destination, or undefined when it can (same rules as `shippingRestrictions`). */
export function restrictionFor(product: BaseProduct, destination: ShippingDestination): RestrictionReason | undefined {
  const rules = product.style.restrictions ?? {};
  if ((rules.countries ?? []).includes(destination.countryIso)) return 'countryRestricted';
  if (destination.regionIso && (rules.regions ?? []).includes(destination.regionIso)) return 'stateRestricted';
  if (rules.poBox && destination.poBox) return 'poBoxRestricted';
  return undefined;
}

/** The modes a site offers to a destination and prices in a currency, in the order shoppers see them. */
export function offeredModes(site: SiteSeed, currency: CurrencyIso, destination: ShippingDestination & { poBox: boolean }): DeliveryModeSeed[] {
  return DELIVERY_MODES.filter((mode) => {
    if (mode.site !== site.uid || mode.cost[currency] === undefined) return false;
    if (!(mode.countries ?? site.shippingCountries).includes(destination.countryIso)) return false;
    return destination.poBox ? mode.poBox !== 'no' : mode.poBox !== 'only';
  });
}

/** A mode's price for a cart: 0 when it is eligible and the cart has earned free standard shipping. */
export function modeCost(mode: DeliveryModeSeed, currency: CurrencyIso, freeShipping: boolean): number {
  if (freeShipping && mode.freeShippingEligible) return 0;
  return mode.cost[currency] ?? 0;
}

/** Adds business days (Monday to Friday) to a date, in UTC. */
function addBusinessDays(from: Date, count: number): Date {
  const day = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate()));
  let added = 0;
  while (added < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) added += 1;
  }
  return day;
}

const estimateFormats = new Map<OccLanguage, Intl.DateTimeFormat>();

function formatEstimateDay(date: Date, lang: OccLanguage): string {
  let format = estimateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALE[lang], { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    estimateFormats.set(lang, format);
  }
  return format.format(date);
}

/** The estimated-delivery text EMEA sites show (spec 2 §3 `deliveryEstimate`), counted from today. */
export function deliveryEstimate(mode: DeliveryModeSeed, ctx: Pick<OccContext, 'lang' | 'now'>): string {
  const [min, max] = mode.businessDays;
  const from = formatEstimateDay(addBusinessDays(ctx.now, min), ctx.lang);
  if (min === max) return fill(pick(DELIVERY_ESTIMATE.single, ctx.lang), { from });
  return fill(pick(DELIVERY_ESTIMATE.range, ctx.lang), { from, to: formatEstimateDay(addBusinessDays(ctx.now, max), ctx.lang) });
}

/**
 * A delivery mode in OCC's shape (deliveryModeWsDTO) with the brand's `serviceCode` and, on EMEA sites
 * and for modes still to be chosen, `deliveryEstimate`. A code the site does not know (an old order)
 * keeps its code as its name.
 */
export function deliveryModeDto(mode: DeliveryModeSeed | string, cost: number, ctx: OccContext, withEstimate = false) {
  const seed = typeof mode === 'string' ? findDeliveryMode(ctx.site.uid, mode) : mode;
  if (!seed) return { code: mode as string, name: mode as string, description: '', deliveryCost: price(cost, ctx) };
  return {
    code: seed.code,
    name: pick(seed.name, ctx.lang),
    description: pick(seed.description, ctx.lang),
    serviceCode: seed.serviceCode,
    deliveryCost: price(cost, ctx),
    ...(withEstimate && isEmea(ctx.site) ? { deliveryEstimate: deliveryEstimate(seed, ctx) } : {}),
  };
}
