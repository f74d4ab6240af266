import { LANGUAGES } from '@/i18n/config';
import { getTranslator } from '@/i18n/server';
import { readNamespace } from './locale-files';

/**
 * Spec 1 §8, "Error catalogue", shared global messages (quoted verbatim):
 *
 * | badGateway | A server error occurred. Please try again later. |
 * | forbidden | You are not authorized to perform this action. Please contact your administrator if you think this is a mistake. |
 * | gatewayTimeout | The server did not respond, please try again later. |
 * | internalServerError | An Internal Server Error occurred. Please try again later. |
 * | sessionExpired | Your session has expired. Please login again. |
 * | unknownError | An unknown error occurred. |
 * | cartNotFound | Cart not found. |
 * | invalid code | Code is not valid. |
 * | invalid entries | Products are not available in your region. |
 */
const SPEC_GLOBAL_MESSAGES = {
  badGateway: 'A server error occurred. Please try again later.',
  forbidden:
    'You are not authorized to perform this action. Please contact your administrator if you think this is a mistake.',
  gatewayTimeout: 'The server did not respond, please try again later.',
  internalServerError: 'An Internal Server Error occurred. Please try again later.',
  sessionExpired: 'Your session has expired. Please login again.',
  unknownError: 'An unknown error occurred.',
  cartNotFound: 'Cart not found.',
  // The spec writes these two keys with a space; the catalogue keys are camel-cased.
  invalidCode: 'Code is not valid.',
  invalidEntries: 'Products are not available in your region.',
} as const;

describe('global message catalogue (spec 1 §8)', () => {
  it('has the English texts of the spec, word for word', () => {
    const english = readNamespace('en', 'messages') as Record<string, unknown>;
    for (const [key, text] of Object.entries(SPEC_GLOBAL_MESSAGES)) {
      expect({ key, text: english[key] }).toEqual({ key, text });
    }
  });

  it.each(LANGUAGES)('has every catalogue key in %s', (language) => {
    const catalogue = readNamespace(language, 'messages') as Record<string, unknown>;
    for (const key of Object.keys(SPEC_GLOBAL_MESSAGES)) expect(typeof catalogue[key]).toBe('string');
  });

  it('spells authorised the British way in en-gb and otherwise keeps the spec text', () => {
    const { t } = getTranslator('en-gb', ['messages']);
    expect(t('forbidden')).toBe(SPEC_GLOBAL_MESSAGES.forbidden.replace('authorized', 'authorised'));
    expect(t('gatewayTimeout')).toBe(SPEC_GLOBAL_MESSAGES.gatewayTimeout);
  });
});

describe('footer copyright', () => {
  it.each(LANGUAGES)('names the year and the brand in %s', (language) => {
    const { t } = getTranslator(language, ['common']);
    const line = t('footer.copyright', { year: 2026, brand: t('brand') });
    expect(line).toMatch(/^© 2026 Ironbark Workwear\. \S/);
    expect(line).not.toContain('..');
  });
});
