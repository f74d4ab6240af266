import type { CartEntry } from '@/commerce/schemas';

/**
 * The order of the mini cart's lines (spec 1 §4): by entry number, with the lines just added or
 * changed first, so what the shopper just did is at the top of the panel.
 */
export function sortEntries<E extends Pick<CartEntry, 'entryNumber' | 'product'>>(
  entries: readonly E[],
  changedProductCodes: readonly string[] = [],
): E[] {
  const changedRank = (entry: E) => {
    const index = changedProductCodes.indexOf(entry.product.code);
    return index < 0 ? Number.POSITIVE_INFINITY : index;
  };
  return [...entries].sort((a, b) => changedRank(a) - changedRank(b) || a.entryNumber - b.entryNumber);
}
