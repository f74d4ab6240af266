import type * as Resources from '@/i18n/resources';
import { getTranslator } from '@/i18n/server';

// A key British English does not have yet, to watch the en-gb -> en fallback at work.
vi.mock('@/i18n/resources', async (importOriginal) => {
  const original = await importOriginal<typeof Resources>();
  return {
    ...original,
    serverResources: (...args: Parameters<typeof original.serverResources>) => {
      const picked = original.serverResources(...args);
      const english = picked.en;
      if (english?.messages) english.messages = { ...english.messages, onlyInEnglish: 'Only in English.' };
      return picked;
    },
  };
});

describe('getTranslator', () => {
  it('translates into German for de', () => {
    const { t } = getTranslator('de', ['messages']);
    expect(t('cartNotFound')).toBe('Warenkorb nicht gefunden.');
  });

  it('falls back from en-gb to en for a key British English lacks', () => {
    const { t } = getTranslator('en-gb', ['messages']);
    expect(t('onlyInEnglish')).toBe('Only in English.');
  });

  it('falls back from German to English, not to the key', () => {
    const { t } = getTranslator('de', ['messages']);
    expect(t('onlyInEnglish')).toBe('Only in English.');
  });

  it('keeps en-gb in lower case as in URLs and file names', () => {
    expect(getTranslator('en-gb').i18n.languages).toEqual(['en-gb', 'en']);
  });

  it('reads the first namespace by default and others with a prefix', () => {
    const { t } = getTranslator('fr', ['common', 'auth']);
    expect(t('close')).toBe('Fermer');
    expect(t('auth:login.title')).toBe('Se connecter');
  });

  it('chooses plural forms by the language rules', () => {
    const { t } = getTranslator('nl', ['common']);
    expect(t('cart', { count: 1 })).toBe('Winkelwagen, 1 artikel');
    expect(t('cart', { count: 3 })).toBe('Winkelwagen, 3 artikelen');
  });

  it('does not escape interpolated values (React escapes what it renders)', () => {
    const { t } = getTranslator('en', ['common']);
    expect(t('footer.copyright', { year: 2026, brand: 'A & B' })).toBe('© 2026 A & B. All rights reserved.');
  });
});
