import { EU_COUNTRIES, SITES, type SiteKey } from '@/site';
import { scriptUrlFrom } from '@/features/chat/chat-config';

/**
 * Trust badge scripts per EU country (spec 1 §2.2: "A trust badge script is loaded per country in
 * Europe"), from `TRUST_BADGE_SCRIPTS`: `DE=https://...,FR=https://...`. Entries for countries outside
 * the EU or with an unusable URL are dropped (and logged).
 */
export function trustBadgeScriptsFrom(value: string | undefined): Readonly<Record<string, string>> {
  const scripts: Record<string, string> = {};
  for (const entry of (value ?? '').split(/[,\s]+/).filter(Boolean)) {
    const separator = entry.indexOf('=');
    const country = entry.slice(0, Math.max(0, separator)).trim().toUpperCase();
    const url = scriptUrlFrom(entry.slice(separator + 1));
    if (separator <= 0 || !(EU_COUNTRIES as readonly string[]).includes(country) || !url) {
      console.warn(`Ignoring the trust badge entry "${entry}": expected COUNTRY=https://... for an EU country.`);
      continue;
    }
    scripts[country] = url;
  }
  return scripts;
}

/** The scripts the site may load: only the EU site shows trust badges, one for the visitor's country. */
export function trustBadgeScriptsForSite(site: SiteKey, scripts: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  if (site !== 'eu') return {};
  return Object.fromEntries(Object.entries(scripts).filter(([country]) => SITES.eu.countries.includes(country)));
}
