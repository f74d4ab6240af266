import { catalogPathIntent } from '@/features/catalog/catalog-path';
import { keywordRedirectLocation } from '@/features/catalog/load-listing';

describe('what a c/ path asks for (spec 1 §2.1)', () => {
  it('asks the backend whether one segment is a category or a search', () => {
    expect(catalogPathIntent('us', ['men-jackets'])).toEqual({ kind: 'categoryOrSearch', code: 'men-jackets' });
    expect(catalogPathIntent('eu', ['jacket'])).toEqual({ kind: 'categoryOrSearch', code: 'jacket' });
  });

  it('searches at once for text that can never be a code', () => {
    expect(catalogPathIntent('us', ['work%20jacket'])).toEqual({ kind: 'search', text: 'work jacket' });
    expect(catalogPathIntent('uk', ['%20%20'])).toEqual({ kind: 'search', text: '  ' });
  });

  it('reads the category after c on the US site and the last segment on EMEA', () => {
    expect(catalogPathIntent('us', ['men-jackets', 'anything'])).toEqual({ kind: 'category', code: 'men-jackets' });
    expect(catalogPathIntent('eu', ['men', 'outerwear', 'men-jackets'])).toEqual({ kind: 'category', code: 'men-jackets' });
  });

  it('has nothing for an empty or broken path', () => {
    expect(catalogPathIntent('us', [])).toEqual({ kind: 'invalid' });
    expect(catalogPathIntent('us', ['%E0%A4%A'])).toEqual({ kind: 'invalid' });
  });
});

describe('keyword redirects', () => {
  it('keeps a site-relative target on the site and language of the page', () => {
    expect(keywordRedirectLocation('us', 'en', '/returns-exchanges')).toBe('/returns-exchanges');
    expect(keywordRedirectLocation('eu', 'de', '/contact-us')).toBe('/eu/de/contact-us');
    // As a backend may write it, without the leading slash.
    expect(keywordRedirectLocation('eu', 'de', 'c/herren')).toBe('/eu/de/c/herren');
  });

  it('follows an absolute http(s) target and refuses anything else', () => {
    expect(keywordRedirectLocation('uk', 'en-gb', 'https://help.example.com/returns')).toBe('https://help.example.com/returns');
    expect(keywordRedirectLocation('us', 'en', '//evil.example.com')).toBeUndefined();
    expect(keywordRedirectLocation('us', 'en', 'javascript:alert(1)')).toBeUndefined();
    expect(keywordRedirectLocation('us', 'en', 'JavaScript:alert(1)')).toBeUndefined();
    for (const sneaky of ['\\\\evil.example.com', '/\\evil.example.com', '/\t/evil.example.com']) {
      expect(keywordRedirectLocation('us', 'en', sneaky)).toBeUndefined();
    }
    // One backslash is a slash to a browser: a path of this site, as a CMS link reads it.
    expect(keywordRedirectLocation('us', 'en', '\\evil.example.com')).toBe('/evil.example.com');
    expect(keywordRedirectLocation('us', 'en', 'mailto:help@example.com')).toBeUndefined();
    expect(keywordRedirectLocation('us', 'en', undefined)).toBeUndefined();
  });
});
