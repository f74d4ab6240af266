import { categoryTag, cmsPageTag, productTag } from '@/commerce/cache-tags';

describe('cache tags', () => {
  it('name one entity each, so a change revalidates only the pages showing it', () => {
    expect(productTag('104670')).toBe('product:104670');
    expect(categoryTag('outerwear')).toBe('category:outerwear');
    expect(cmsPageTag('homepage')).toBe('cms-page:homepage');
    expect(new Set([productTag('x'), categoryTag('x'), cmsPageTag('x')]).size).toBe(3);
  });
});
