import type { ProductCardModel } from '@/features/catalog/product-card';
import { splitListingPage, type ListingPageModel } from '@/features/catalog/listing-model';

/** A list restored in one request is kept as the pages of 12 the listing goes on from (spec 1 §9: product limit 12). */

function cards(count: number): ProductCardModel[] {
  return Array.from({ length: count }, (_, index) => ({ code: `P${index}` }) as ProductCardModel);
}

function restored(count: number, totalResults: number): ListingPageModel {
  return { cards: cards(count), facets: [], sorts: [], currentPage: 0, totalPages: 2, totalResults };
}

describe('splitListingPage', () => {
  it('cuts one page of 36 into pages of 12, numbered from 0, counted in pages of 12', () => {
    const pages = splitListingPage(restored(30, 39), 12);
    expect(pages.map((page) => page.cards.length)).toEqual([12, 12, 6]);
    expect(pages.map((page) => page.currentPage)).toEqual([0, 1, 2]);
    expect(pages.map((page) => page.totalPages)).toEqual([4, 4, 4]);
    expect(pages.map((page) => page.cards[0]?.code)).toEqual(['P0', 'P12', 'P24']);
    expect(pages.every((page) => page.totalResults === 39)).toBe(true);
  });

  it('keeps an empty answer as one empty page', () => {
    expect(splitListingPage(restored(0, 0), 12)).toEqual([expect.objectContaining({ cards: [], currentPage: 0, totalPages: 0 })]);
  });
});
