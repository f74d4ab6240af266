import { getTranslator } from '@/i18n/server';

/** The line under a product list agrees with its number in every language. */
describe('"Showing X of Y products"', () => {
  it.each([
    ['en', 'Showing 1 of 1 product', 'Showing 12 of 39 products'],
    ['en-gb', 'Showing 1 of 1 product', 'Showing 12 of 39 products'],
    ['de', '1 von 1 Produkt', '12 von 39 Produkten'],
    ['fr', '1 sur 1 produit', '12 sur 39 produits'],
  ] as const)('%s', (language, one, many) => {
    const { t } = getTranslator(language, ['catalog']);
    expect(t('showing', { shown: 1, count: 1 })).toBe(one);
    expect(t('showing', { shown: 12, count: 39 })).toBe(many);
  });
});
