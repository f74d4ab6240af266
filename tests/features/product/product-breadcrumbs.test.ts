import { categoryTrail, productBreadcrumbs } from '@/features/product/product-breadcrumbs';
import { sandboxProduct } from './sandbox-product';

const men = { code: 'men', name: 'Men' };
const outerwear = { code: 'men-outerwear', name: 'Outerwear' };
const jackets = { code: 'men-jackets', name: 'Jackets' };
const root = { code: 'brandCatalogRoot', name: 'All products' };

describe('the product category trail (spec 1 §2.1, spec 3 §2)', () => {
  it('drops the root and reverses a path that runs from the product’s category up', () => {
    expect(categoryTrail([jackets, outerwear, men, root], [jackets])).toEqual([men, outerwear, jackets]);
  });

  it('keeps a path that already runs from the department down', () => {
    expect(categoryTrail([men, outerwear, jackets], [jackets])).toEqual([men, outerwear, jackets]);
  });

  it('is empty without a path', () => {
    expect(categoryTrail([], [jackets])).toEqual([]);
  });
});

describe('product breadcrumbs', () => {
  const product = { code: '103828', name: 'Detroit Duck Jacket', categories: [jackets] };

  it('are Home, the category trail and the product, unlinked', () => {
    expect(productBreadcrumbs({ site: 'us', lang: 'en', homeLabel: 'Home', product: { ...product, primaryCategoryPath: [jackets, outerwear, men, root] } })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Men', href: '/c/men' },
      { label: 'Outerwear', href: '/c/men-outerwear' },
      { label: 'Jackets', href: '/c/men-jackets' },
      { label: 'Detroit Duck Jacket' },
    ]);
  });

  it('carry the ancestors’ names in EMEA category links', () => {
    const crumbs = productBreadcrumbs({ site: 'eu', lang: 'de', homeLabel: 'Startseite', product: { ...product, primaryCategoryPath: [men, outerwear, jackets] } });
    expect(crumbs.at(-2)).toEqual({ label: 'Jackets', href: '/eu/de/c/men/outerwear/men-jackets' });
  });

  it('without a category path, are the page metadata’s: home and the product’s first category (spec 3 §2)', () => {
    expect(productBreadcrumbs({ site: 'us', lang: 'en', homeLabel: 'Home', product: { ...product, primaryCategoryPath: [] } })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Jackets', href: '/c/men-jackets' },
      { label: 'Detroit Duck Jacket' },
    ]);
  });

  it('lead from home straight to a product in no category', () => {
    const uncategorised = { ...product, categories: [], primaryCategoryPath: [] };
    expect(productBreadcrumbs({ site: 'us', lang: 'en', homeLabel: 'Home', product: uncategorised })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Detroit Duck Jacket' },
    ]);
  });
});

describe('product breadcrumbs from the product as the page loads it', () => {
  it('show the whole category trail, department first (the page’s field set asks for the path)', async () => {
    const product = await sandboxProduct('103828');
    expect(productBreadcrumbs({ site: 'us', lang: 'en', homeLabel: 'Home', product })).toEqual([
      { label: 'Home', href: '/' },
      { label: 'Men', href: '/c/men' },
      { label: 'Outerwear', href: '/c/men-outerwear' },
      { label: 'Jackets', href: '/c/men-jackets' },
      { label: 'Detroit Duck Jacket' },
    ]);
  });
});
