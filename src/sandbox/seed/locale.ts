/**
 * Languages, currencies and text tables of the sandbox.
 *
 * OCC names languages by isocode (`en`, `en_GB`, `de`, ...); every text in the seed is a `Texts` table with
 * one entry per language. British English falls back to American English unless a table spells it out.
 */

export const OCC_LANGUAGES = ['en', 'en_GB', 'de', 'es', 'fr', 'it', 'nl'] as const;
export type OccLanguage = (typeof OCC_LANGUAGES)[number];

export const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type CurrencyIso = (typeof CURRENCIES)[number];

/** A text in every storefront language; `en_GB` only where British spelling or wording differs. */
export interface Texts {
  en: string;
  en_GB?: string;
  de: string;
  es: string;
  fr: string;
  it: string;
  nl: string;
}

export function isOccLanguage(value: string): value is OccLanguage {
  return (OCC_LANGUAGES as readonly string[]).includes(value);
}

export function isCurrencyIso(value: string): value is CurrencyIso {
  return (CURRENCIES as readonly string[]).includes(value);
}

export function pick(texts: Texts, lang: OccLanguage): string {
  if (lang === 'en_GB') return texts.en_GB ?? texts.en;
  return texts[lang];
}

/** Fills `{name}` placeholders. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = values[key];
    return value === undefined ? whole : String(value);
  });
}

/** The same text in every language (proper names, codes). */
export function same(text: string): Texts {
  return { en: text, de: text, es: text, fr: text, it: text, nl: text };
}

/** Intl locale used for a language (names of countries, dates). */
export const INTL_LOCALE: Record<OccLanguage, string> = {
  en: 'en-US',
  en_GB: 'en-GB',
  de: 'de-DE',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
};

/** Prices are formatted the way the shop's own country formats them; euros follow the language. */
function moneyLocale(currency: CurrencyIso, lang: OccLanguage): string {
  switch (currency) {
    case 'USD':
      return 'en-US';
    case 'CAD':
      return 'en-CA';
    case 'GBP':
      return 'en-GB';
    case 'EUR':
      return lang === 'en' || lang === 'en_GB' ? 'en-IE' : INTL_LOCALE[lang];
  }
}

const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(value: number, currency: CurrencyIso, lang: OccLanguage): string {
  const locale = moneyLocale(currency, lang);
  const key = `${locale}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, currencyDisplay: 'symbol' });
    moneyFormats.set(key, format);
  }
  return format.format(value);
}

export function roundMoney(value: number): number {
  return Math.round((value + Number.EPSILON) * 100) / 100;
}

