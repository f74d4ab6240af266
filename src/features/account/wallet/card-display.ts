/**
 * How a saved card is shown (spec 3 §3 payment info): the last four digits only, the expiry as
 * MM/YY, and whether it has expired. Pure, so each rule is tested on its own.
 */

/** `************1111` -> `•••• 1111`; anything without four trailing digits shows masked entirely. */
export function maskedCardNumber(cardNumber: string | undefined): string {
  const lastFour = /(\d{4})\s*$/.exec(cardNumber ?? '')?.[1];
  return lastFour ? `•••• ${lastFour}` : '••••';
}

/** Month `8` or `08` and year `2029` or `29` -> `08/29`. */
export function cardExpiry(month: string | undefined, year: string | undefined): string | undefined {
  const m = Number(month);
  const y = Number(year);
  if (!Number.isInteger(m) || m < 1 || m > 12 || !Number.isInteger(y) || !year) return undefined;
  return `${String(m).padStart(2, '0')}/${String(y % 100).padStart(2, '0')}`;
}

/** A card expires after the last day of its expiry month; OCC's own `isExpired` wins when present. */
export function isCardExpired(
  card: { expiryMonth?: string; expiryYear?: string; isExpired?: boolean },
  now: Date = new Date(),
): boolean {
  if (typeof card.isExpired === 'boolean') return card.isExpired;
  const month = Number(card.expiryMonth);
  let year = Number(card.expiryYear);
  if (!month || !year) return false;
  if (year < 100) year += 2000;
  return now.getTime() >= Date.UTC(year, month, 1);
}

/** Card brands the wallet has an icon for (OCC card type codes). */
const CARD_BRANDS = ['visa', 'master', 'amex', 'discover', 'diners', 'jcb', 'maestro'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export function cardBrandOf(code: string | undefined): CardBrand | undefined {
  const normalized = code?.trim().toLowerCase() === 'mastercard' ? 'master' : code?.trim().toLowerCase();
  return (CARD_BRANDS as readonly string[]).includes(normalized ?? '') ? (normalized as CardBrand) : undefined;
}
