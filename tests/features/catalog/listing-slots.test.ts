import type { CmsPageModel, CmsSlotModel } from '@/cms/types';
import { PRIORITY_CARD_COUNT } from '@/features/catalog/listing-constants';
import { listingSlotLayout, priorityCardCount } from '@/features/catalog/listing-slots';

/** Where a listing page's CMS slots go around the listing island (spec 1 §2.1, template order). */

function slot(position: string, ...typeCodes: string[]): CmsSlotModel {
  return {
    position,
    slotId: `${position}Slot`,
    components: typeCodes.map((typeCode, index) =>
      typeCode.startsWith('flex:')
        ? { uid: `${position}-${index}`, typeCode: 'CMSFlexComponent', flexType: typeCode.slice('flex:'.length) }
        : { uid: `${position}-${index}`, typeCode },
    ),
  };
}

function page(template: string, ...slots: CmsSlotModel[]): CmsPageModel {
  return { uid: 'p', template, title: '', slots: Object.fromEntries(slots.map((s) => [s.position, s])) };
}

const layoutOf = (p: CmsPageModel) => {
  const { before, after } = listingSlotLayout(p);
  const describe = (slots: CmsSlotModel[]) => slots.map((s) => `${s.position}:${s.components.map((c) => c.flexType ?? c.typeCode).join('+')}`);
  return { before: describe(before), after: describe(after) };
};

describe('a category page', () => {
  it('puts the banner and the refinements slot’s own content above the listing, in template order', () => {
    const category = page(
      'ProductListPageTemplate',
      // OCC sends slots in no particular order.
      slot('ProductListSlot', 'CMSProductListComponent'),
      slot('ProductLeftRefinements', 'ProductRefinementComponent', 'CMSParagraphComponent'),
      slot('CategoryBanner', 'SimpleResponsiveBannerComponent'),
    );
    expect(layoutOf(category)).toEqual({
      before: ['CategoryBanner:SimpleResponsiveBannerComponent', 'ProductLeftRefinements:CMSParagraphComponent'],
      after: [],
    });
  });

  it('puts slots an editor added below the listing, and leaves out the shell’s', () => {
    const category = page(
      'ProductListPageTemplate',
      slot('BottomContent', 'BannerComponent'),
      slot('CategoryBanner', 'SimpleResponsiveBannerComponent'),
      slot('ProductListSlot', 'CMSProductListComponent', 'ProductCarouselComponent'),
      slot('TopHeader', 'RotatingMessagesComponent'),
    );
    expect(layoutOf(category)).toEqual({
      before: ['CategoryBanner:SimpleResponsiveBannerComponent'],
      after: ['ProductListSlot:ProductCarouselComponent', 'BottomContent:BannerComponent'],
    });
  });

  it('keeps editorial content of the listing’s own slot on its side of the list', () => {
    const category = page('ProductListPageTemplate', slot('ProductListSlot', 'CMSParagraphComponent', 'ProductGridComponent', 'BannerComponent'));
    expect(layoutOf(category)).toEqual({
      before: ['ProductListSlot:CMSParagraphComponent'],
      after: ['ProductListSlot:BannerComponent'],
    });
  });

  it('keeps every slot above the listing when no slot holds a product list', () => {
    const category = page('ProductListPageTemplate', slot('Section9', 'BannerComponent'), slot('CategoryBanner', 'SimpleResponsiveBannerComponent'));
    expect(layoutOf(category)).toEqual({ before: ['CategoryBanner:SimpleResponsiveBannerComponent', 'Section9:BannerComponent'], after: [] });
  });

  it('has nothing to place without a page', () => {
    expect(listingSlotLayout(undefined)).toEqual({ before: [], after: [] });
  });
});

describe('search results', () => {
  it('place the search page’s slots around the listing, its functional components left to the listing', () => {
    const search = page(
      'SearchResultsListPageTemplate',
      slot('SearchResultsListSlot', 'SearchResultsListComponent', 'CMSParagraphComponent'),
      slot('ProductLeftRefinements', 'ProductRefinementComponent'),
    );
    expect(layoutOf(search)).toEqual({ before: ['ProductLeftRefinements:'], after: ['SearchResultsListSlot:CMSParagraphComponent'] });
  });

  it('recognise a product list given as a flex component', () => {
    const search = page('SearchResultsListPageTemplate', slot('Section1', 'CMSParagraphComponent'), slot('SearchResultsListSlot', 'flex:SearchResultsGridComponent'));
    // Section1 is not one of the template's positions, so it follows the known one.
    expect(layoutOf(search)).toEqual({ before: [], after: ['Section1:CMSParagraphComponent'] });
  });
});

describe('the cards whose pictures load first', () => {
  it('are the first row when the grid opens the page', () => {
    const bare = page('ProductListPageTemplate', slot('ProductListSlot', 'CMSProductListComponent'));
    expect(priorityCardCount(listingSlotLayout(bare))).toBe(PRIORITY_CARD_COUNT);
    // A CMS that failed leaves the grid on top as well.
    expect(priorityCardCount(undefined)).toBe(PRIORITY_CARD_COUNT);
  });

  it('are none below a banner: its picture is the page’s largest', () => {
    const withBanner = page(
      'ProductListPageTemplate',
      slot('CategoryBanner', 'SimpleResponsiveBannerComponent'),
      slot('ProductListSlot', 'CMSProductListComponent'),
    );
    expect(priorityCardCount(listingSlotLayout(withBanner))).toBe(0);
  });

  it('are the first row when the slots above hold only the listing’s own functional components', () => {
    const functionalOnly = page(
      'ProductListPageTemplate',
      slot('CategoryBanner'),
      slot('ProductLeftRefinements', 'ProductRefinementComponent'),
      slot('ProductListSlot', 'CMSProductListComponent'),
    );
    expect(priorityCardCount(listingSlotLayout(functionalOnly))).toBe(PRIORITY_CARD_COUNT);
  });
});
