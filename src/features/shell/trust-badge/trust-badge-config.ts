import { isEmeaSite, SITE_KEYS, SITES, type SiteKey } from '@/site';
import { scriptUrlFrom } from '@/features/chat/chat-config';

/** The countries of the European sites (spec 1 §1: the UK and the EU sites), which may have badges. */
const EUROPEAN_COUNTRIES: readonly string[] = SITE_KEYS.filter(isEmeaSite).flatMap((site) => SITES[site].countries);

/**
 * Trust badge scripts per European country (spec 1 §2.2: "A trust badge script is loaded per country
 * in Europe"), from `TRUST_BADGE_SCRIPTS`: `GB=https://...,DE=https://...`. Entries for countries of
 * no European site or with an unusable URL are dropped (and logged).
 */
export function trustBadgeScriptsFrom(value: string | undefined): Readonly<Record<string, string>> {
  const scripts: Record<string, string> = {};
  for (const entry of (value ?? '').split(/[,\s]+/).filter(Boolean)) {
    const separator = entry.indexOf('=');
    const country = entry.slice(0, Math.max(0, separator)).trim().toUpperCase();
    const url = scriptUrlFrom(entry.slice(separator + 1));
    if (separator <= 0 || !EUROPEAN_COUNTRIES.includes(country) || !url) {
      console.warn(`Ignoring the trust badge entry "${entry}": expected COUNTRY=https://... for a country of the UK or EU site.`);
      continue;
    }
    scripts[country] = url;
  }
  return scripts;
}

/**
 * The scripts a site may load: the European sites' (UK and EU), each for its own countries; the
 * page shows the one of the visitor's country.
 */
export function trustBadgeScriptsForSite(site: SiteKey, scripts: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (!isEmeaSite(site)) return {};
  return Object.fromEntries(Object.entries(scripts).filter(([country]) => SITES[site].countries.includes(country)));
}
