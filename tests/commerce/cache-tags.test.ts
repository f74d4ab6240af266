import { categoryTag, cmsPageComponentTags, cmsPageTag, inTagBatches, productCategoryTags, productTag } from '@/commerce/cache-tags';

describe('cache tags', () => {
  it('name one entity each, so a change revalidates only the pages showing it', () => {
    expect(productTag('104670')).toBe('product:104670');
    expect(categoryTag('outerwear')).toBe('category:outerwear');
    expect(cmsPageTag('homepage')).toBe('cms-page:homepage');
    expect(new Set([productTag('x'), categoryTag('x'), cmsPageTag('x')]).size).toBe(3);
  });
});

describe('tags an entry needs to be refreshed by every change it shows', () => {
  it('tags a product with its categories, so renaming one reaches its page’s breadcrumb', () => {
    const product = { categories: [{ code: 'men-jackets' }, { code: 'sale' }], primaryCategoryPath: [{ code: 'men' }, { code: 'men-outerwear' }, { code: 'men-jackets' }] };
    expect(productCategoryTags(product)).toEqual(['category:men', 'category:men-outerwear', 'category:men-jackets', 'category:sale']);
  });

  it('tags a CMS page with the components in its slots, so editing one reaches the page', () => {
    const page = {
      contentSlots: {
        contentSlot: [
          { components: { component: [{ uid: 'HomepageHeroBanner' }, { uid: 'SiteLogoComponent' }] } },
          { components: { component: [{ uid: 'SiteLogoComponent' }] } },
          {},
        ],
      },
    };
    expect(cmsPageComponentTags(page)).toEqual(['cms-component:HomepageHeroBanner', 'cms-component:SiteLogoComponent']);
  });

  it('splits long tag lists into the 128 tags Next keeps per call', () => {
    const tags = Array.from({ length: 300 }, (_, index) => `cms-component:c${index}`);
    const batches = inTagBatches(tags);
    expect(batches.map((batch) => batch.length)).toEqual([128, 128, 44]);
    expect(batches.flat()).toEqual(tags);
  });
});
