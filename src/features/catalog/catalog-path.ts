import { parseCategoryCode, type SiteKey } from '@/site';
import { couldBeCategoryCode } from './search-query';

/**
 * What a `c/...` path asks for (spec 1 §2.1: "Category c/{categoryCode}", "Search c/{query}"):
 *
 * - one segment (`c/men-jackets`, `c/work jacket`): a category when the backend knows the code,
 *   else a free-text search for it. Only the backend can tell, so the page asks it (see load-listing).
 *   A segment that can never be a code (white space, `:`) is a search at once.
 * - more segments: a category path. US: `c/{code}/...`, EMEA: `c/{names...}/{code}`. Searches are
 *   always one segment, so an unknown code here is a 404.
 */
export type CatalogPathIntent =
  | { kind: 'categoryOrSearch'; code: string }
  | { kind: 'search'; text: string }
  | { kind: 'category'; code: string }
  | { kind: 'invalid' };

export function catalogPathIntent(site: SiteKey, segments: readonly string[]): CatalogPathIntent {
  if (segments.length === 0) return { kind: 'invalid' };
  const code = parseCategoryCode(site, segments);
  if (code === undefined) return { kind: 'invalid' };
  if (segments.length > 1) return couldBeCategoryCode(code) ? { kind: 'category', code } : { kind: 'invalid' };
  return couldBeCategoryCode(code) ? { kind: 'categoryOrSearch', code } : { kind: 'search', text: code };
}
