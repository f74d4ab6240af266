import { listingBreadcrumbs } from '@/features/catalog/breadcrumbs';

describe('listing breadcrumbs (spec 3 §2)', () => {
  it('is only Home, linking to the root, without page metadata', () => {
    expect(listingBreadcrumbs({ site: 'us', lang: 'en', homeLabel: 'Home' })).toEqual([{ label: 'Home', href: '/' }]);
    expect(listingBreadcrumbs({ site: 'eu', lang: 'de', homeLabel: 'Startseite', categoryTrail: [] })).toEqual([
      { label: 'Startseite', href: '/eu/de' },
    ]);
  });

  it('starts with the translated Home and ends with the category, unlinked', () => {
    const crumbs = listingBreadcrumbs({
      site: 'uk',
      lang: 'en-gb',
      homeLabel: 'Home',
      categoryTrail: [
        { code: 'men', name: 'Men' },
        { code: 'men-outerwear', name: 'Outerwear' },
        { code: 'men-jackets', name: 'Jackets' },
      ],
    });
    expect(crumbs).toEqual([
      { label: 'Home', href: '/uk/en-gb' },
      { label: 'Men', href: '/uk/en-gb/c/men' },
      { label: 'Outerwear', href: '/uk/en-gb/c/men/men-outerwear' },
      { label: 'Jackets' },
    ]);
  });
});
