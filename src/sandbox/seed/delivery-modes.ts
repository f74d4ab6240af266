import type { CurrencyIso, Texts } from './locale';
import type { SiteUid } from './sites';

/**
 * The delivery modes each site offers, by destination country (spec 2 §3 "Delivery mode": code, name,
 * serviceCode, deliveryCost, deliveryEstimate). Carriers follow spec 2 §7 "Estimate courier": US
 * APO/FPO/PO-box addresses go by USPS, Canadian addresses by Purolator, all others by UPS; EMEA ships
 * with Royal Mail/DPD (UK) and DHL (EU).
 *
 * - `freeShippingEligible`: the site's free-standard-shipping threshold and the FREESHIP voucher make
 *   this mode free (spec 2 §9 "Free shipping shows 'FREE' when cost value is 0").
 * - `poBox`: `only` = offered to P.O.-box/APO/FPO addresses only, `yes` = delivers there too,
 *   `no` = the carrier cannot deliver to a P.O. box.
 */

export type Carrier = 'ups' | 'usps' | 'purolator' | 'royal-mail' | 'dpd' | 'dhl';

export interface DeliveryModeSeed {
  code: string;
  site: SiteUid;
  /** Destination countries; absent = every country the site ships to. */
  countries?: readonly string[];
  carrier: Carrier;
  /** The carrier's service, the key of estimated delivery dates (spec 2 §3). */
  serviceCode: string;
  name: Texts;
  description: Texts;
  /** Price per currency the site sells in. */
  cost: Partial<Record<CurrencyIso, number>>;
  /** Business days from the order to delivery, shortest and longest. */
  businessDays: readonly [number, number];
  freeShippingEligible: boolean;
  poBox: 'only' | 'yes' | 'no';
}

const t = (en: string, de: string, es: string, fr: string, it: string, nl: string, en_GB?: string): Texts =>
  en_GB ? { en, en_GB, de, es, fr, it, nl } : { en, de, es, fr, it, nl };

const STANDARD_NAME = t('Standard Shipping', 'Standardversand', 'Envío estándar', 'Livraison standard', 'Spedizione standard', 'Standaardverzending', 'Standard Delivery');
const EXPRESS_NAME = t('Express Shipping', 'Expressversand', 'Envío exprés', 'Livraison express', 'Spedizione espressa', 'Expresverzending', 'Express Delivery');
const NEXT_DAY_NAME = t('Next Day Shipping', 'Lieferung am nächsten Werktag', 'Entrega al día siguiente', 'Livraison le lendemain', 'Consegna il giorno successivo', 'Volgende werkdag bezorgd', 'Next Working Day Delivery');

const days = (min: number, max: number): Texts => {
  if (min === 1 && max === 1) {
    return t('Next business day', 'Nächster Werktag', 'Siguiente día laborable', 'Jour ouvré suivant', 'Giorno lavorativo successivo', 'Volgende werkdag', 'Next working day');
  }
  if (min === max) {
    return t(`${min} business days`, `${min} Werktage`, `${min} días laborables`, `${min} jours ouvrés`, `${min} giorni lavorativi`, `${min} werkdagen`, `${min} working days`);
  }
  return t(
    `${min}–${max} business days`,
    `${min}–${max} Werktage`,
    `${min}–${max} días laborables`,
    `${min} à ${max} jours ouvrés`,
    `${min}–${max} giorni lavorativi`,
    `${min}–${max} werkdagen`,
    `${min}–${max} working days`,
  );
};

export const DELIVERY_MODES: readonly DeliveryModeSeed[] = [
  // US site, United States
  {
    code: 'standard', site: 'brand-us', countries: ['US'], carrier: 'ups', serviceCode: 'GND',
    name: STANDARD_NAME, description: days(3, 5), cost: { USD: 7.95, CAD: 9.95 }, businessDays: [3, 5], freeShippingEligible: true, poBox: 'no',
  },
  {
    code: 'usps-econ', site: 'brand-us', countries: ['US'], carrier: 'usps', serviceCode: 'GROUND_ADVANTAGE',
    name: t('Economy Shipping (USPS)', 'Economy-Versand (USPS)', 'Envío económico (USPS)', 'Livraison économique (USPS)', 'Spedizione economica (USPS)', 'Voordelige verzending (USPS)'),
    description: t('5–8 business days; P.O. boxes and APO/FPO addresses', '5–8 Werktage; Postfächer und APO/FPO-Adressen', '5–8 días laborables; apartados de correos y direcciones APO/FPO', '5 à 8 jours ouvrés ; boîtes postales et adresses APO/FPO', '5–8 giorni lavorativi; caselle postali e indirizzi APO/FPO', '5–8 werkdagen; postbussen en APO/FPO-adressen'),
    cost: { USD: 6.95, CAD: 8.95 }, businessDays: [5, 8], freeShippingEligible: true, poBox: 'only',
  },
  {
    code: 'second-day', site: 'brand-us', countries: ['US'], carrier: 'ups', serviceCode: '2DA',
    name: t('2nd Day Shipping', 'Lieferung in 2 Werktagen', 'Entrega en 2 días', 'Livraison en 2 jours', 'Consegna in 2 giorni', 'Bezorging in 2 werkdagen'),
    description: days(2, 2), cost: { USD: 19.95, CAD: 26.95 }, businessDays: [2, 2], freeShippingEligible: false, poBox: 'no',
  },
  {
    code: 'next-day', site: 'brand-us', countries: ['US'], carrier: 'ups', serviceCode: '1DA',
    name: NEXT_DAY_NAME, description: days(1, 1), cost: { USD: 29.95, CAD: 39.95 }, businessDays: [1, 1], freeShippingEligible: false, poBox: 'no',
  },
  // US site, Canada
  {
    code: 'purolator-standard', site: 'brand-us', countries: ['CA'], carrier: 'purolator', serviceCode: 'PurolatorGround',
    name: t('Standard Shipping (Purolator)', 'Standardversand (Purolator)', 'Envío estándar (Purolator)', 'Livraison standard (Purolator)', 'Spedizione standard (Purolator)', 'Standaardverzending (Purolator)'),
    description: days(3, 6), cost: { CAD: 9.95, USD: 7.95 }, businessDays: [3, 6], freeShippingEligible: true, poBox: 'yes',
  },
  {
    code: 'purolator-express', site: 'brand-us', countries: ['CA'], carrier: 'purolator', serviceCode: 'PurolatorExpress',
    name: t('Express Shipping (Purolator)', 'Expressversand (Purolator)', 'Envío exprés (Purolator)', 'Livraison express (Purolator)', 'Spedizione espressa (Purolator)', 'Expresverzending (Purolator)'),
    description: days(1, 2), cost: { CAD: 24.95, USD: 18.95 }, businessDays: [1, 2], freeShippingEligible: false, poBox: 'no',
  },
  // UK site
  {
    code: 'standard', site: 'brand-uk', carrier: 'royal-mail', serviceCode: 'TRACKED_48',
    name: STANDARD_NAME, description: days(2, 4), cost: { GBP: 4.95 }, businessDays: [2, 4], freeShippingEligible: true, poBox: 'yes',
  },
  {
    code: 'express', site: 'brand-uk', carrier: 'dpd', serviceCode: 'DPD_EXPRESS',
    name: EXPRESS_NAME, description: days(1, 2), cost: { GBP: 9.95 }, businessDays: [1, 2], freeShippingEligible: false, poBox: 'no',
  },
  {
    code: 'next-day', site: 'brand-uk', carrier: 'dpd', serviceCode: 'DPD_NEXT_DAY',
    name: NEXT_DAY_NAME, description: days(1, 1), cost: { GBP: 14.95 }, businessDays: [1, 1], freeShippingEligible: false, poBox: 'no',
  },
  // EU site
  {
    code: 'standard', site: 'brand-eu', carrier: 'dhl', serviceCode: 'V01PAK',
    name: STANDARD_NAME, description: days(3, 5), cost: { EUR: 5.95 }, businessDays: [3, 5], freeShippingEligible: true, poBox: 'yes',
  },
  {
    code: 'express', site: 'brand-eu', carrier: 'dhl', serviceCode: 'EXPRESS_WORLDWIDE',
    name: EXPRESS_NAME, description: days(1, 2), cost: { EUR: 12.95 }, businessDays: [1, 2], freeShippingEligible: false, poBox: 'no',
  },
  {
    // Next-day delivery only where the warehouse reaches overnight.
    code: 'next-day', site: 'brand-eu', countries: ['DE', 'AT', 'NL', 'BE', 'LU'], carrier: 'dhl', serviceCode: 'V01PAK_NEXT_DAY',
    name: NEXT_DAY_NAME, description: days(1, 1), cost: { EUR: 19.95 }, businessDays: [1, 1], freeShippingEligible: false, poBox: 'no',
  },
];

/** A site's mode by code (codes repeat across sites: `standard`, `next-day`). */
export function findDeliveryMode(site: SiteUid, code: string): DeliveryModeSeed | undefined {
  return DELIVERY_MODES.find((mode) => mode.site === site && mode.code === code);
}

/** EMEA answers carry an estimated-delivery text (spec 2 §3); `{from}`/`{to}` are dates. */
export const DELIVERY_ESTIMATE = {
  range: t(
    'Estimated delivery {from} – {to}',
    'Voraussichtliche Lieferung {from} – {to}',
    'Entrega estimada {from} – {to}',
    'Livraison estimée du {from} au {to}',
    'Consegna prevista {from} – {to}',
    'Verwachte levering {from} – {to}',
  ),
  single: t(
    'Estimated delivery {from}',
    'Voraussichtliche Lieferung {from}',
    'Entrega estimada {from}',
    'Livraison estimée le {from}',
    'Consegna prevista {from}',
    'Verwachte levering {from}',
  ),
};
