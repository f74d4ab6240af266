/**
 * Sales tax for orders shipped in North America, where prices are net and tax is added at checkout
 * once the delivery address is known (EMEA prices include VAT instead, see `SiteSeed.vatRate`).
 *
 * One rate per US state (the state-wide base rate; local add-ons are ignored) and per Canadian
 * province (GST plus PST, or HST). The rate applies to the goods after discounts plus delivery.
 */

/** Percent, by ISO 3166-2 region code. States without a sales tax are 0. */
const RATES_PERCENT: Readonly<Record<string, number>> = {
  'US-AL': 4, 'US-AK': 0, 'US-AZ': 5.6, 'US-AR': 6.5, 'US-CA': 7.25, 'US-CO': 2.9, 'US-CT': 6.35, 'US-DE': 0,
  'US-DC': 6, 'US-FL': 6, 'US-GA': 4, 'US-HI': 4, 'US-ID': 6, 'US-IL': 6.25, 'US-IN': 7, 'US-IA': 6,
  'US-KS': 6.5, 'US-KY': 6, 'US-LA': 4.45, 'US-ME': 5.5, 'US-MD': 6, 'US-MA': 6.25, 'US-MI': 6, 'US-MN': 6.875,
  'US-MS': 7, 'US-MO': 4.225, 'US-MT': 0, 'US-NE': 5.5, 'US-NV': 6.85, 'US-NH': 0, 'US-NJ': 6.625, 'US-NM': 4.875,
  'US-NY': 4, 'US-NC': 4.75, 'US-ND': 5, 'US-OH': 5.75, 'US-OK': 4.5, 'US-OR': 0, 'US-PA': 6, 'US-RI': 7,
  'US-SC': 6, 'US-SD': 4.2, 'US-TN': 7, 'US-TX': 6.25, 'US-UT': 6.1, 'US-VT': 6, 'US-VA': 5.3, 'US-WA': 6.5,
  'US-WV': 6, 'US-WI': 5, 'US-WY': 4, 'US-PR': 10.5, 'US-GU': 0, 'US-VI': 0,
  'CA-AB': 5, 'CA-BC': 12, 'CA-MB': 12, 'CA-NB': 15, 'CA-NL': 15, 'CA-NS': 14, 'CA-NT': 5, 'CA-NU': 5,
  'CA-ON': 13, 'CA-PE': 15, 'CA-QC': 14.975, 'CA-SK': 11, 'CA-YT': 5,
};

/** The sales-tax rate (0..1) for a delivery address; 0 outside the US and Canada or without a region. */
export function salesTaxRate(countryIso: string, regionIso: string | undefined): number {
  if (countryIso !== 'US' && countryIso !== 'CA') return 0;
  return (regionIso ? RATES_PERCENT[regionIso] ?? 0 : 0) / 100;
}
