import type { Language, SiteKey } from '@/site';
import { languageTag } from '@/site';

/** `2026-01-14T19:58:41+0000` as the page's language writes a date ("Jan 14, 2026", "14.01.2026"). */
export function formatOrderDate(value: string | undefined, site: SiteKey, lang: Language): string {
  if (!value) return '';
  // OCC writes the offset without a colon (+0000), which not every engine parses.
  const date = new Date(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(languageTag(site, lang), { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}
