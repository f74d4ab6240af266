import { createInstance } from 'i18next';
import { LANGUAGES, NAMESPACES, type Language, type Namespace } from '@/i18n/config';
import { i18nextOptions, type PickedResources } from '@/i18n/options';
import { pickResources } from '@/i18n/resources';
import { createTranslate, type TranslateOptions } from '@/i18n/translate';
import { familyPlaceholders, flattenKeys, keyFamilies, readNamespace } from './locale-files';

/** The server's translator for the same resources: i18next with the storefront's options. */
function i18nextT(language: Language, namespace: Namespace, resources: PickedResources) {
  const instance = createInstance();
  void instance.init({ ...i18nextOptions(language, resources), ns: [namespace], defaultNS: namespace });
  return instance.getFixedT(language, namespace);
}

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 1.5, 1_000_000];

function optionSets(variables: readonly string[], plural: boolean): TranslateOptions[] {
  const values = Object.fromEntries(variables.map((name) => [name, `<${name}>`]));
  if (!plural) return [values, {}];
  return COUNTS.map((count) => ({ ...values, count }));
}

/** Counts the Intl.NumberFormat objects built until `restore()`. */
function countNumberFormats(): { built: () => number; restore: () => void } {
  const Real = Intl.NumberFormat;
  let built = 0;
  class Counting extends Real {
    constructor(...args: ConstructorParameters<typeof Real>) {
      super(...args);
      built += 1;
    }
  }
  Intl.NumberFormat = Counting as typeof Intl.NumberFormat;
  return {
    built: () => built,
    restore: () => {
      Intl.NumberFormat = Real;
    },
  };
}

describe('client translate resolves like the server’s i18next (ARCHITECTURE §7)', () => {
  for (const language of LANGUAGES) {
    it(`gives the same text for every key of every namespace in ${language}`, () => {
      let compared = 0;
      for (const namespace of NAMESPACES) {
        const resources = pickResources(language, [namespace]);
        const expected = i18nextT(language, namespace, resources);
        const actual = createTranslate(language, namespace, resources);
        for (const [key, family] of keyFamilies(flattenKeys(readNamespace(language, namespace)))) {
          for (const options of optionSets(familyPlaceholders(family), family.plural)) {
            expect(actual(key, options), `${language} ${namespace}:${key} ${JSON.stringify(options)}`).toBe(expected(key, options));
            expect(actual(`${namespace}:${key}`, options)).toBe(expected(`${namespace}:${key}`, options));
            compared += 1;
          }
        }
      }
      expect(compared).toBeGreaterThan(500);
    });
  }

  const synthetic: PickedResources = {
    'en-gb': { cart: { title: 'Basket', items_one: '{{count}} item in basket' } },
    en: {
      cart: { title: 'Cart', items_one: '{{count}} item', items_other: '{{count}} items', onlyHere: 'Only in English', nested: { deep: 'Deep {{ name }}' } },
      common: { close: 'Close' },
    },
  };
  const cases: [string, TranslateOptions | undefined][] = [
    ['title', undefined],
    ['items', { count: 1 }],
    ['items', { count: 4 }],
    ['items', { count: 0 }],
    ['onlyHere', undefined],
    ['nested.deep', { name: 'sea' }],
    ['nested.deep', {}],
    ['nested.deep', { name: undefined }],
    ['nested.deep', { name: null }],
    ['missing.key', undefined],
    ['missing', { defaultValue: 'Fallback {{code}}', code: 'X1' }],
    ['common:close', undefined],
    ['common:missing', undefined],
    ['toString', undefined],
    ['title.constructor', undefined],
  ];

  it.each(cases)('falls back, pluralises and interpolates as i18next does: %s %j', (key, options) => {
    const expected = i18nextT('en-gb', 'cart', synthetic);
    const actual = createTranslate('en-gb', 'cart', synthetic);
    expect(actual(key, options)).toBe(expected(key, options));
  });

  it('gives the key for a key that names a group of texts (i18next gives a developer message there)', () => {
    expect(createTranslate('en-gb', 'cart', synthetic)('nested')).toBe('nested');
  });

  it('reads the zero form for a count of 0 when a locale has one', () => {
    const resources: PickedResources = { en: { cart: { items_zero: 'Empty', items_one: 'One', items_other: 'Many' } } };
    const actual = createTranslate('en', 'cart', resources);
    expect(actual('items', { count: 0 })).toBe(i18nextT('en', 'cart', resources)('items', { count: 0 }));
    expect(actual('items', { count: 0 })).toBe('Empty');
  });

  it.each([
    ['en', '1,234 products'],
    ['de', '1.234 Produkte'],
    ['fr', '1\u202f234 produits'],
  ] as const)('writes a count in the digits and grouping of %s, on the server and in the islands', (language, text) => {
    const resources = pickResources(language, ['catalog']);
    expect(i18nextT(language, 'catalog', resources)('filters.productCount', { count: 1234 })).toBe(text);
    expect(createTranslate(language, 'catalog', resources)('filters.productCount', { count: 1234 })).toBe(text);
  });

  it('builds one number format per language however many counts it writes (a listing writes one per facet value)', async () => {
    vi.resetModules();
    const fresh = await import('@/i18n/translate');
    const translate = fresh.createTranslate('de', 'catalog', pickResources('de', ['catalog']));
    const formats = countNumberFormats();
    try {
      const texts = [1234, 5, 67_890, 1_000_000].map((count) => translate('filters.productCount', { count }));
      expect(texts).toEqual(['1.234 Produkte', '5 Produkte', '67.890 Produkte', '1.000.000 Produkte']);
      expect(formats.built()).toBe(1);
    } finally {
      formats.restore();
    }
  });

  it('writes small whole counts without building a number format (the header’s cart count is on every page)', async () => {
    vi.resetModules();
    const fresh = await import('@/i18n/translate');
    const formats = countNumberFormats();
    try {
      for (const language of LANGUAGES) {
        const translate = fresh.createTranslate(language, 'common', pickResources(language, ['common']));
        expect(translate('cart', { count: 0 })).toMatch(/\b0\b/);
        expect(translate('cart', { count: 999 })).toMatch(/\b999\b/);
      }
      expect(formats.built()).toBe(0);
    } finally {
      formats.restore();
    }
  });

  it.each(LANGUAGES)('writes every count as Intl does in %s, below 1,000 and above', (language) => {
    const resources: PickedResources = { [language]: { cart: { n: '{{count, number}}' } } };
    const translate = createTranslate(language, 'cart', resources);
    const intl = new Intl.NumberFormat(language);
    const counts = [...Array.from({ length: 1001 }, (_, count) => count), 1234, 12_345, 1_234_567, 2.5, -3];
    const mismatches = counts.filter((count) => translate('n', { count }) !== intl.format(count));
    expect(mismatches).toEqual([]);
  });
});
