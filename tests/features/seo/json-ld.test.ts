import { breadcrumbListJsonLd, breadcrumbTrailJsonLd, isBaseProduct, offerAvailability, productJsonLd, serializeJsonLd } from '@/features/seo/json-ld';

const facts = {
  code: '103828-BRN-L-REG',
  name: 'Detroit Duck Jacket',
  url: 'https://shop.example.com/product/103828-BRN-L-REG/detroit-duck-jacket',
  images: ['https://images.example.com/is/image/brand/103828_BRN_AVB?wid=1000'],
  brand: 'Ironbark Workwear',
  sku: '103828',
  price: 139.99,
  currency: 'USD',
  stockStatus: 'inStock',
  isBaseProduct: false,
};

describe('product structured data (spec 3 §4)', () => {
  it('names the product with its offer, rating and reviews', () => {
    const data = productJsonLd(facts, { average: 4.04, count: 11 }, [
      { author: 'MartaBuilds', rating: 5, title: 'Tough', text: 'Lasted a season.', date: '2025-08-11' },
    ]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Detroit Duck Jacket',
      sku: '103828',
      brand: { '@type': 'Brand', name: 'Ironbark Workwear' },
      offers: { '@type': 'Offer', price: 139.99, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 11 },
      review: [{ '@type': 'Review', author: { '@type': 'Person', name: 'MartaBuilds' }, reviewRating: { ratingValue: 5 } }],
    });
  });

  it('offers an out-of-stock variant as OutOfStock, but never a base product', () => {
    expect(offerAvailability('outOfStock', false)).toBe('https://schema.org/OutOfStock');
    expect(offerAvailability('outOfStock', true)).toBe('https://schema.org/InStock');
    // A style is a base product; a variant (colour, size) is not.
    expect(isBaseProduct({ code: '103828' })).toBe(true);
    expect(isBaseProduct({ code: '103828', baseProduct: '103828' })).toBe(true);
    expect(isBaseProduct({ code: '103828-BRN-L-REG', baseProduct: '103828' })).toBe(false);
    expect(productJsonLd({ ...facts, stockStatus: 'outOfStock' }).offers).toMatchObject({ availability: 'https://schema.org/OutOfStock' });
  });

  it('gives a style priced by size as an aggregate offer', () => {
    expect(productJsonLd({ ...facts, isBaseProduct: true, priceRange: { min: 139.99, max: 149.99 } }).offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: 139.99,
      highPrice: 149.99,
    });
  });

  it('leaves out the rating without ratings, and the offer without a price', () => {
    const data = productJsonLd({ ...facts, price: undefined, currency: undefined }, { average: 0, count: 0 });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('offers');
  });
});

describe('breadcrumb structured data', () => {
  it('lists the crumbs in order, the current page without a URL', () => {
    expect(breadcrumbListJsonLd([{ name: 'Home', url: 'https://shop.example.com/' }, { name: 'Jacket' }])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/' },
        { '@type': 'ListItem', position: 2, name: 'Jacket' },
      ],
    });
  });
});

describe('a page’s breadcrumb trail as structured data', () => {
  it('makes the shop’s site paths absolute on the storefront’s origin', () => {
    const trail = [{ label: 'Home', href: '/uk/en-gb' }, { label: 'Men', href: '/uk/en-gb/c/men' }, { label: 'Jackets' }];
    expect(breadcrumbTrailJsonLd(trail, 'https://shop.example.com').itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://shop.example.com/uk/en-gb' },
      { '@type': 'ListItem', position: 2, name: 'Men', item: 'https://shop.example.com/uk/en-gb/c/men' },
      { '@type': 'ListItem', position: 3, name: 'Jackets' },
    ]);
  });
});

describe('the JSON-LD script text', () => {
  it('escapes < so catalogue text cannot end the script, and parses back unchanged', () => {
    const data = { name: '</script><script>alert(1)</script>', note: '<!-- x -->' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual(data);
  });
});
