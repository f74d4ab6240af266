import { describe, expect, it } from 'vitest';
import {
  editorUrl,
  parseCategoryCode,
  parseProductCode,
  parseSitePath,
  pathFor,
  routePath,
  slugify,
  switchSitePath,
  resolveSiteChoice,
  siteForCountry,
  withDialog,
  withLiteralPercents,
  type Route,
} from '@/site';

describe('site from path', () => {
  it('reads unprefixed paths as the US site in English', () => {
    expect(parseSitePath('/c/men')).toEqual({ site: 'us', lang: 'en', segments: ['c', 'men'], prefixed: false });
    expect(parseSitePath('/')).toEqual({ site: 'us', lang: 'en', segments: [], prefixed: false });
  });

  it('reads uk and eu as reserved first segments followed by the language', () => {
    expect(parseSitePath('/uk/en-gb/cart')).toEqual({ site: 'uk', lang: 'en-gb', segments: ['cart'], prefixed: true });
    expect(parseSitePath('/eu/de')).toEqual({ site: 'eu', lang: 'de', segments: [], prefixed: true });
    expect(parseSitePath('/eu')).toMatchObject({ site: 'eu', lang: '', prefixed: true });
  });

  it('does not treat other first segments as sites', () => {
    expect(parseSitePath('/xx/zz/')).toMatchObject({ site: 'us', segments: ['xx', 'zz'], prefixed: false });
  });
});

describe('paths that are not valid percent-encoding', () => {
  it('takes a % that starts no escape literally, keeping the segment’s valid escapes', () => {
    expect(withLiteralPercents('/c/100%')).toBe('/c/100%25');
    expect(withLiteralPercents('/c/a%20b%')).toBe('/c/a%20b%25');
    expect(withLiteralPercents('/%/x%zz')).toBe('/%25/x%25zz');
    expect(decodeURIComponent(withLiteralPercents('/c/a%20b%'))).toBe('/c/a b%');
  });

  it('takes every % of a segment literally when its escapes spell no UTF-8 text', () => {
    expect(withLiteralPercents('/c/%E0%A4%A')).toBe('/c/%25E0%25A4%25A');
    expect(decodeURIComponent(withLiteralPercents('/c/%E0%A4%A/x%20y'))).toBe('/c/%E0%A4%A/x y');
  });

  it('leaves a valid pathname as it is', () => {
    for (const path of ['/', '/c/men', '/c/100%25', '/c/%C3%A9t%C3%A9', '/uk/en-gb/product/1/a%2Fb']) expect(withLiteralPercents(path)).toBe(path);
  });
});

describe('category codes (spec 1 §2.1)', () => {
  it('takes the segment after c on the US site', () => {
    expect(parseCategoryCode('us', ['men-jackets'])).toBe('men-jackets');
    expect(parseCategoryCode('us', ['men-jackets', 'ignored'])).toBe('men-jackets');
  });

  it('takes the last segment on EMEA sites', () => {
    expect(parseCategoryCode('eu', ['men', 'jackets', 'men-jackets'])).toBe('men-jackets');
    expect(parseCategoryCode('uk', ['men-jackets'])).toBe('men-jackets');
  });

  it('has no code without a segment', () => {
    expect(parseCategoryCode('us', [])).toBeUndefined();
  });
});

describe('product URLs (spec 1 §2.1)', () => {
  it('reads every US shape', () => {
    expect(parseProductCode('us', ['102776', 'duck-jacket'])).toBe('102776');
    expect(parseProductCode('us', ['102776'])).toBe('102776');
  });

  it('reads every EMEA shape', () => {
    expect(parseProductCode('eu', ['duck-jacket', '102776'])).toBe('102776');
    expect(parseProductCode('uk', ['102776'])).toBe('102776');
  });

  it('refuses deeper paths', () => {
    expect(parseProductCode('us', ['a', 'b', 'c'])).toBeUndefined();
    expect(parseProductCode('us', [])).toBeUndefined();
  });

  it('builds the canonical shape of each region', () => {
    const route: Route = { name: 'product', code: '102776', productName: 'Duck Active Jacket®' };
    expect(pathFor({ site: 'us', lang: 'en' }, route)).toBe('/product/102776/duck-active-jacket');
    expect(pathFor({ site: 'eu', lang: 'de' }, route)).toBe('/eu/de/p/duck-active-jacket/102776');
    expect(pathFor({ site: 'uk', lang: 'en-gb' }, { name: 'product', code: 'A 1' })).toBe('/uk/en-gb/p/A%201');
  });

  it('slugifies names with accents and symbols', () => {
    expect(slugify('Veste Matelassée – Coupe Ample')).toBe('veste-matelassee-coupe-ample');
  });
});

describe('the route map', () => {
  const us = { site: 'us', lang: 'en' } as const;
  const eu = { site: 'eu', lang: 'fr' } as const;

  it.each<[Route, string, string]>([
    [{ name: 'home' }, '/', '/eu/fr'],
    [{ name: 'cart' }, '/cart', '/eu/fr/cart'],
    [{ name: 'checkout' }, '/checkout', '/eu/fr/checkout'],
    [{ name: 'checkoutStep', step: 'payment-details' }, '/checkout/multistep/payment-details', '/eu/fr/checkout/multistep/payment-details'],
    [{ name: 'checkoutConfirmation' }, '/checkout/confirmation', '/eu/fr/checkout/confirmation'],
    [{ name: 'account', page: 'buy-it-again' }, '/account/buy-it-again', '/eu/fr/account/buy-it-again'],
    [{ name: 'accountOrder', orderCode: '00012' }, '/account/order/00012', '/eu/fr/account/order/00012'],
    [{ name: 'guestOrder', orderCode: '7', navigationFromLookup: 'true' }, '/guest/order/7/true', '/eu/fr/guest/order/7/true'],
    [{ name: 'logout' }, '/logout', '/eu/fr/logout'],
    [{ name: 'orderLookup' }, '/order-lookup', '/eu/fr/order-lookup'],
    [{ name: 'passwordChange', apiKey: 'k', pwrt: 't' }, '/login/pw/change?apiKey=k&pwrt=t', '/eu/fr/login/pw/change?apiKey=k&pwrt=t'],
    [{ name: 'doubleOptIn', email: 'a@b.c' }, '/DoubleOptIn?email=a%40b.c', '/eu/fr/DoubleOptIn?email=a%40b.c'],
    [{ name: 'content', label: 'store-finder/find' }, '/store-finder/find', '/eu/fr/store-finder/find'],
    [{ name: 'category', code: 'men-jackets', names: ['Men', 'Jackets'] }, '/c/men-jackets', '/eu/fr/c/men/jackets/men-jackets'],
    [{ name: 'search', query: ' duck jacket ' }, '/c/duck%20jacket', '/eu/fr/c/duck%20jacket'],
    [{ name: 'invoice', orderNumber: '42' }, '/invoice/42', '/eu/fr/invoice/42'],
    [{ name: 'creditMemo', orderNumber: '42' }, '/creditmemo/42', '/eu/fr/creditmemo/42'],
  ])('builds %j', (route, usPath, euPath) => {
    expect(pathFor(us, route)).toBe(usPath);
    expect(pathFor(eu, route)).toBe(euPath);
  });

  it('addresses the EU site’s en-gb as /eu/en, so a returning visitor’s links and canonicals stay on the public URL (spec 1 §1)', () => {
    expect(pathFor({ site: 'eu', lang: 'en-gb' }, { name: 'cart' })).toBe('/eu/en/cart');
    expect(pathFor({ site: 'eu', lang: 'en-gb' }, { name: 'home' })).toBe('/eu/en');
    expect(pathFor({ site: 'uk', lang: 'en-gb' }, { name: 'cart' })).toBe('/uk/en-gb/cart');
  });

  it('reads back the category code an EMEA category URL was built with', () => {
    const path = routePath('eu', { name: 'category', code: 'men-jackets', names: ['Men', 'Jackets'] });
    expect(parseCategoryCode('eu', parseSitePath(path).segments.slice(1))).toBe('men-jackets');
  });

  it('opens a dialog on top of a page, keeping its query', () => {
    expect(withDialog('/c/men?sort=price', 'login', '/account/orders')).toBe(
      '/c/men?sort=price&dialog=login&returnUrl=%2Faccount%2Forders',
    );
  });
});

describe('switching site', () => {
  it('follows the country to its site', () => {
    expect(siteForCountry('ca')).toBe('us');
    expect(siteForCountry('GB')).toBe('uk');
    expect(siteForCountry('NL')).toBe('eu');
    expect(siteForCountry('JP')).toBeUndefined();
  });

  it('keeps a language the site offers and falls back to its default otherwise', () => {
    expect(resolveSiteChoice('DE', 'de')).toEqual({ site: 'eu', lang: 'de', country: 'DE' });
    expect(resolveSiteChoice('GB', 'de')).toEqual({ site: 'uk', lang: 'en-gb', country: 'GB' });
    expect(resolveSiteChoice('AT', 'en-gb')).toEqual({ site: 'eu', lang: 'en', country: 'AT' });
    expect(resolveSiteChoice('ZZ', 'en')).toBeUndefined();
  });

  it('rebuilds product and category URLs in the shape of the new site', () => {
    expect(switchSitePath('/product/102776/duck-jacket', { site: 'eu', lang: 'de' })).toBe('/eu/de/p/102776');
    expect(switchSitePath('/eu/de/p/duck-jacket/102776', { site: 'us', lang: 'en' })).toBe('/p/102776');
    expect(switchSitePath('/eu/de/c/men/jackets/men-jackets', { site: 'us', lang: 'en' })).toBe('/c/men-jackets');
    expect(switchSitePath('/cart?x=1', { site: 'uk', lang: 'en-gb' })).toBe('/uk/en-gb/cart?x=1');
    expect(switchSitePath('/uk/en-gb', { site: 'us', lang: 'en' })).toBe('/');
  });
});


describe('a URL an editor or merchandiser wrote (CMS links, keyword redirects, canonical overrides)', () => {
  const UK = { site: 'uk', lang: 'en-gb' } as const;

  it('puts a site path under the page’s site prefix once, however it was written', () => {
    expect(editorUrl(UK, '/c/men')).toBe('/uk/en-gb/c/men');
    expect(editorUrl(UK, 'c/men')).toBe('/uk/en-gb/c/men');
    expect(editorUrl(UK, '/uk/en-gb/c/men')).toBe('/uk/en-gb/c/men');
    expect(editorUrl(UK, '/uk/en-gb?sort=price')).toBe('/uk/en-gb?sort=price');
    // Only a whole segment is the prefix.
    expect(editorUrl(UK, '/uk/en-gbx')).toBe('/uk/en-gb/uk/en-gbx');
    expect(editorUrl({ site: 'us', lang: 'en' }, '/c/men')).toBe('/c/men');
  });

  it('leaves http(s) URLs as they are and sends nobody to another scheme or a protocol-relative host', () => {
    expect(editorUrl(UK, ' https://help.example.com/returns ')).toBe('https://help.example.com/returns');
    for (const refused of ['//evil.example.com', '/\\evil.example.com', '\\\\evil.example.com', '/\t/evil.example.com', 'java\nscript:alert(1)', 'data:text/html,x', '', undefined, null]) {
      expect(editorUrl(UK, refused), String(refused)).toBeUndefined();
    }
  });

  it('keeps anchors, mailto: and tel: for links only', () => {
    expect(editorUrl(UK, '#sizes', { asLink: true })).toBe('#sizes');
    expect(editorUrl(UK, 'mailto:help@example.com', { asLink: true })).toBe('mailto:help@example.com');
    expect(editorUrl(UK, 'tel:+441234567890', { asLink: true })).toBe('tel:+441234567890');
    expect(editorUrl(UK, 'mailto:help@example.com')).toBeUndefined();
  });
});
