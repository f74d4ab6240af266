import { describe, expect, it } from 'vitest';
import { alternateLanguages, brandSuffixedTitle, cmsPageMetadata, robotsFromTag } from '@/cms/metadata';
import { isEuCountryLink } from '@/features/content/page-metadata';

/** Spec 3 §9 (titles end with the brand; title, description, robots, preview image) and spec 1 §2.2 (hreflang). */

const BRAND = 'Ironbark Workwear';
const ORIGIN = 'https://shop.example.com';

describe('CMS page metadata', () => {
  it('gives the title to the layout template, which appends the brand', () => {
    expect(cmsPageMetadata({ title: 'Contact us' }, { brand: BRAND, origin: ORIGIN }).title).toBe('Contact us');
  });

  it('does not add the brand twice when the CMS title already ends with it', () => {
    expect(cmsPageMetadata({ title: 'About Ironbark Workwear' }, { brand: BRAND, origin: ORIGIN }).title).toEqual({
      absolute: 'About Ironbark Workwear',
    });
  });

  it('uses one rule for every page title: trimmed, the brand never twice, whatever its case', () => {
    expect(brandSuffixedTitle('  Your cart ', BRAND)).toBe('Your cart');
    expect(brandSuffixedTitle('Cart | IRONBARK WORKWEAR', BRAND)).toEqual({ absolute: 'Cart | IRONBARK WORKWEAR' });
  });

  it('falls back to a given title when the CMS has none', () => {
    expect(cmsPageMetadata({ title: '' }, { brand: BRAND, origin: ORIGIN, fallbackTitle: 'Home' }).title).toBe('Home');
  });

  it('takes description, robots and the preview image from the page', () => {
    const metadata = cmsPageMetadata(
      { title: 'FAQ', description: 'Answers to common questions', robots: 'NOINDEX_FOLLOW' },
      { brand: BRAND, origin: ORIGIN, previewImageUrl: 'https://img.example.com/faq.jpg' },
    );
    expect(metadata.description).toBe('Answers to common questions');
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.openGraph).toEqual({ images: [{ url: 'https://img.example.com/faq.jpg' }] });
  });

  it.each([
    ['INDEX_FOLLOW', { index: true, follow: true }],
    ['NOINDEX_NOFOLLOW', { index: false, follow: false }],
    ['INDEX_NOFOLLOW', { index: true, follow: false }],
    ['something else', undefined],
    [undefined, undefined],
  ])('reads the robot tag %s', (tag, robots) => {
    expect(robotsFromTag(tag)).toEqual(robots);
  });
});

describe('hreflang alternates (spec 1 §2.2)', () => {
  const lookup = {
    enabled: true,
    alternateUrls: [
      { hrefLang: 'de-AT', href: '/eu/de/contact-us' },
      { hrefLang: 'fr-FR', href: 'https://other.example.com/eu/fr/contact-us' },
      { hrefLang: 'xx-XX', href: 'javascript:alert(1)' },
    ],
  };

  it('adds a link per alternate when the lookup is enabled, with absolute hrefs', () => {
    expect(alternateLanguages(lookup, ORIGIN)).toEqual({
      'de-AT': 'https://shop.example.com/eu/de/contact-us',
      'fr-FR': 'https://other.example.com/eu/fr/contact-us',
    });
    expect(cmsPageMetadata({ title: 'x' }, { brand: BRAND, origin: ORIGIN, alternates: lookup }).alternates?.languages).toBeDefined();
  });

  it('adds none when the lookup says it is not enabled, or did not answer', () => {
    expect(alternateLanguages({ ...lookup, enabled: false }, ORIGIN)).toBeUndefined();
    expect(alternateLanguages(undefined, ORIGIN)).toBeUndefined();
    expect(cmsPageMetadata({ title: 'x' }, { brand: BRAND, origin: ORIGIN, alternates: { ...lookup, enabled: false } }).alternates).toBeUndefined();
  });

  it('keeps only the countries of the EU store', () => {
    expect(isEuCountryLink('de-AT')).toBe(true);
    expect(isEuCountryLink('nl-BE')).toBe(true);
    expect(isEuCountryLink('en-GB')).toBe(false);
    expect(isEuCountryLink('x-default')).toBe(false);
    expect(isEuCountryLink('en')).toBe(false);
  });
});
