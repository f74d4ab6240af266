import { fallbackLanguages, isLanguage } from '@/i18n/config';
import { pickResources } from '@/i18n/resources';

describe('fallback rules', () => {
  it('lets British English fall back to English', () => {
    expect(fallbackLanguages('en-gb')).toEqual(['en']);
  });

  it('lets every other language fall back to English, and English to nothing', () => {
    expect(fallbackLanguages('nl')).toEqual(['en']);
    expect(fallbackLanguages('en')).toEqual([]);
  });
});

describe('languages', () => {
  it('recognises only storefront languages', () => {
    expect(isLanguage('en-gb')).toBe(true);
    expect(isLanguage('en-GB')).toBe(false);
    expect(isLanguage('pt')).toBe(false);
  });
});

describe('pickResources', () => {
  it('hands an island only the namespaces it uses, and no English where the language has every key', () => {
    const picked = pickResources('de', ['messages']);
    expect(Object.keys(picked)).toEqual(['de']);
    expect(Object.keys(picked.de ?? {})).toEqual(['messages']);
    expect(picked.de?.messages?.cartNotFound).toBe('Warenkorb nicht gefunden.');
  });

  it('hands English pages English only', () => {
    expect(Object.keys(pickResources('en', ['common', 'auth']))).toEqual(['en']);
  });
});
