import { sortEntries } from '@/features/cart/entry-order';

const line = (entryNumber: number, code: string) => ({ entryNumber, product: { code } }) as Parameters<typeof sortEntries>[0][number];

describe('the order of the mini cart lines (spec 1 §4)', () => {
  it('sorts by entry number', () => {
    const sorted = sortEntries([line(2, 'C'), line(0, 'A'), line(1, 'B')]);
    expect(sorted.map((entry) => entry.product.code)).toEqual(['A', 'B', 'C']);
  });

  it('puts lines just added or changed first, most recent first', () => {
    const sorted = sortEntries([line(0, 'A'), line(1, 'B'), line(2, 'C'), line(3, 'D')], ['C', 'A']);
    expect(sorted.map((entry) => entry.product.code)).toEqual(['C', 'A', 'B', 'D']);
  });

  it('leaves the list it was given alone', () => {
    const entries = [line(1, 'B'), line(0, 'A')];
    sortEntries(entries);
    expect(entries.map((entry) => entry.product.code)).toEqual(['B', 'A']);
  });
});
