import { LANGUAGES, NAMESPACES, type Language } from '@/i18n/config';
import { languageTag } from '@/site';
import {
  familyPlaceholders,
  flattenKeys,
  keyFamilies,
  localeDirectories,
  namespaceFilesOf,
  readNamespace,
  type KeyFamily,
} from './locale-files';

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

function familiesOf(language: Language, namespace: string): Map<string, KeyFamily> {
  return keyFamilies(flattenKeys(readNamespace(language, namespace)));
}

function leavesOf(language: Language, namespace: string): Map<string, unknown> {
  return flattenKeys(readNamespace(language, namespace));
}

describe('locale files', () => {
  it('has one folder per storefront language and nothing else', () => {
    expect(localeDirectories()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('has exactly the registered namespaces in %s', (language) => {
    expect(namespaceFilesOf(language)).toEqual([...NAMESPACES].sort());
  });
});

describe.each(NAMESPACES)('namespace %s', (namespace) => {
  const english = familiesOf('en', namespace);

  it.each(OTHER_LANGUAGES)('has every English key in %s', (language) => {
    const missing = [...english.keys()].filter((key) => !familiesOf(language, namespace).has(key));
    expect(missing).toEqual([]);
  });

  it.each(OTHER_LANGUAGES)('has no key in %s that English lacks', (language) => {
    const extra = [...familiesOf(language, namespace).keys()].filter((key) => !english.has(key));
    expect(extra).toEqual([]);
  });

  it.each(LANGUAGES)('gives each plural key in %s the forms its plural rules need', (language) => {
    const categories = new Intl.PluralRules(languageTag(language === 'en-gb' ? 'uk' : 'eu', language)).resolvedOptions().pluralCategories;
    // i18next also honours `_zero` for a count of 0 in every language, so it may be added anywhere.
    const allowed = new Set<string>([...categories, 'zero']);
    for (const [key, family] of familiesOf(language, namespace)) {
      if (!family.plural) continue;
      const forms = [...family.forms.keys()];
      expect({ key, missing: categories.filter((c) => !family.forms.has(c)) }).toEqual({ key, missing: [] });
      expect({ key, unused: forms.filter((f) => !allowed.has(f)) }).toEqual({ key, unused: [] });
    }
  });

  it.each(LANGUAGES)('has only non-empty strings in %s', (language) => {
    for (const [key, value] of leavesOf(language, namespace)) {
      expect({ key, type: typeof value }).toEqual({ key, type: 'string' });
      expect({ key, empty: String(value).trim() === '' }).toEqual({ key, empty: false });
    }
  });

  it.each(OTHER_LANGUAGES)('uses the same placeholders as English in %s', (language) => {
    for (const [key, family] of familiesOf(language, namespace)) {
      const englishFamily = english.get(key);
      if (!englishFamily) continue;
      expect({ key, placeholders: familyPlaceholders(family) }).toEqual({
        key,
        placeholders: familyPlaceholders(englishFamily),
      });
    }
  });
});

/** Texts that are rightly the same as English: the brand, endonyms and words shared with English. */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  common: ['brand', 'pageTitleSuffix', 'menu'],
  site: ['languageNames.*', 'siteNames.ca', 'siteNames.eu'],
  messages: ['regions.status'],
  // Italian "Password" is the word English uses.
  auth: ['fields.password'],
  // Spanish "Subtotal" is spelt as in English.
  cart: ['totals.subtotal'],
  // Spanish "Color" is spelt as in US English.
  product: ['picker.colour'],
  // French "Date" and "Points" are spelt as in English.
  account: ['loyaltyHistory.date', 'loyaltyHistory.points'],
  // Spanish "Color: …" is spelt as in US English; Spanish "Subtotal" as in English.
  orders: ['detail.colour', 'detail.subtotal'],
};

function mayEqualEnglish(namespace: string, key: string): boolean {
  return (SAME_AS_ENGLISH[namespace] ?? []).some((pattern) =>
    pattern.endsWith('.*') ? key.startsWith(pattern.slice(0, -1)) : key === pattern,
  );
}

describe('translations', () => {
  it.each(['de', 'es', 'fr', 'it', 'nl'] as const)('are real translations in %s, not English copies', (language) => {
    for (const namespace of NAMESPACES) {
      const english = leavesOf('en', namespace);
      const copies = [...leavesOf(language, namespace)]
        .filter(([key, value]) => value === english.get(key) && !mayEqualEnglish(namespace, key))
        .map(([key]) => `${namespace}:${key}`);
      expect(copies).toEqual([]);
    }
  });

  it('differ between British and US English only in spelling and UK shopping words', () => {
    // Everything else is shared; a new difference must be added here on purpose.
    const britishTexts: Readonly<Record<string, readonly string[]>> = {
      // "Basket", not "cart".
      common: ['cartLink', 'cart_one', 'cart_other'],
      // "authorised"; "Basket".
      messages: ['forbidden', 'cartNotFound'],
      // "postcode".
      auth: ['validation.postalCodeRequired'],
      // "clothing", "bib and brace overalls", "building sites".
      home: ['title', 'intro'],
      cart: [
        'page.title',
        'loading',
        'loadFailed',
        'cartInfo.emptyCart',
        'cartInfo.priceChanged',
        'cartItem.restrictedProduct',
        'cartItem.poBoxRestrictedProduct',
        'cartItem.addressRestricted',
        'cartItem.poBoxRestricted',
        'quantity.outOfStock',
        'lineNotice.removed',
        'lineNotice.removeFailed',
        'lineNotice.moveFailed',
        'totals.shipping',
        'threshold.label',
        'voucher.alreadyApplied',
        'lifecycle.cartPlaced',
      ],
      minicart: [
        'title',
        'open',
        'close',
        'loading',
        'loadFailed',
        'emptyCart',
        'entryAdded',
        'entries',
        'viewAll_one',
        'stockWarning',
        'goToCart',
      ],
      // "trousers".
      catalog: ['empty.hintFewerWords'],
      // "delivered", "PO box", "Colour", "basket".
      product: [
        'restrictions.country',
        'restrictions.state',
        'restrictions.poBox',
        'picker.colour',
        'addToCart.label',
        'addToCart.adding',
        'addToCart.added',
        'addToCart.viewCart',
      ],
      // "Flat", "Postcode", "County", "basket", "programme".
      account: [
        'address.line2',
        'address.postalCode',
        'address.region',
        'address.validation.region',
        'wishlist.moveToCart',
        'wishlist.moved',
        'buyItAgain.intro',
        'buyItAgain.addToCart',
        'reorder.added',
        'loyalty.notOffered',
      ],
      // "dispatched", "collection", "credit note", "Colour", "cancelled", "parcel".
      orders: [
        'detail.shipments',
        'detail.shipment',
        'detail.notYetShipped',
        'detail.colour',
        // "Delivery", where US English says "Shipping" (as on the basket).
        'detail.delivery',
        'documents.creditMemo',
        'cancel.intro',
        'cancel.refused',
        'orderStatus.cancelled',
        'orderStatus.cancelling',
        'deliveryStatus.READY_FOR_PICKUP',
        'deliveryStatus.READY_FOR_SHIPPING',
        'deliveryStatus.PICKUP_COMPLETE',
        'deliveryStatus.SHIPPED',
        'deliveryStatus.CANCELLED',
        'deliveryStatus.PARTIAL_DELIVERY',
        'returnStatus.CANCELED',
        'returnStatus.CANCELLING',
        'returnStatus.WAIT',
      ],
    };
    const expected = NAMESPACES.flatMap((namespace) => (britishTexts[namespace] ?? []).map((key) => `${namespace}:${key}`));
    const differences: string[] = [];
    for (const namespace of NAMESPACES) {
      const english = leavesOf('en', namespace);
      for (const [key, value] of leavesOf('en-gb', namespace)) {
        if (value !== english.get(key)) differences.push(`${namespace}:${key}`);
      }
    }
    expect(differences).toEqual(expected);
    expect(leavesOf('en-gb', 'messages').get('forbidden')).toContain('not authorised');
    expect(leavesOf('en-gb', 'product').get('picker.colour')).toBe('Colour');
    expect(leavesOf('en-gb', 'common').get('cartLink')).toBe('Basket');
    expect(leavesOf('en-gb', 'cart').get('totals.shipping')).toBe('Delivery');
    expect(leavesOf('en-gb', 'account').get('address.postalCode')).toBe('Postcode');
    expect(leavesOf('en', 'orders').get('detail.colour')).toBe('Color: {{colour}}');
    expect(leavesOf('en', 'orders').get('orderStatus.cancelled')).toBe('Canceled');
  });

  it('use US words and spellings in US English and British ones in UK English', () => {
    const british = /colour|cancell(ed|ing)|programme|favourite|centre|(authori|organi|reali|recogni|customi|personali|priori|minimi|maximi|categori|optimi|finali|summari|apologi|speciali|utili|initiali)s(e|ed|es|ing|ation)\b|\bparcel|\bpostcode/i;
    const american = /\bcart\b|\bship(ping|ped|ment|ments)?\b|\bcolor\b|cancel(ed|ing)\b|\bprogram\b|\bpants\b|\bzip\b|postal code|\bP\.O\./i;
    // What the shopper reads: placeholders such as {{colour}} are names, not text.
    const text = (value: unknown) => String(value).replace(/\{\{[^}]*\}\}/g, '');
    const found: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const [key, value] of leavesOf('en', namespace)) if (british.test(text(value))) found.push(`en ${namespace}:${key}`);
      for (const [key, value] of leavesOf('en-gb', namespace)) if (american.test(text(value))) found.push(`en-gb ${namespace}:${key}`);
    }
    expect(found).toEqual([]);
  });

  it.each([
    // Formal "Sie"/"Ihr…" mid-sentence (a sentence-initial "Sie" may be "they"); "Ihnen"/"Ihrem"… anywhere.
    ['de', /[a-zäöüß,] (Sie|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b|^(Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b|\bIhnen\b/],
    // "usted" and its imperatives.
    ['es', /\busted\b|\b(Inténtelo|Vuelva|Introduzca|Elija|Revise|Compruebe|Pruebe)\b/],
  ] as const)('address the shopper informally throughout in %s', (language, formal) => {
    const found: string[] = [];
    for (const namespace of NAMESPACES) {
      for (const [key, value] of leavesOf(language, namespace)) if (formal.test(String(value))) found.push(`${namespace}:${key}`);
    }
    expect(found).toEqual([]);
  });

  it.each(LANGUAGES)('names every language in itself in %s', (language) => {
    expect(leavesOf(language, 'site').get('languageNames.de')).toBe('Deutsch');
    expect(leavesOf(language, 'site').get('languageNames.en-gb')).toBe('English (UK)');
  });
});
