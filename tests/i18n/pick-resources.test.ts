import { pickResources } from '@/i18n/resources';

// British English without two of English's texts, to see what a page in it is handed.
vi.mock('@locales/en-gb/messages.json', async (importOriginal) => {
  const { default: original } = await importOriginal<{ default: Record<string, unknown> }>();
  const { cartNotFound: _cart, ...rest } = original;
  return { default: { ...rest, errors: undefined } };
});
vi.mock('@locales/en/messages.json', async (importOriginal) => {
  const { default: original } = await importOriginal<{ default: Record<string, unknown> }>();
  return { default: { ...original, errors: { offline: 'You are offline.', timeout: 'Too slow.' } } };
});

describe('pickResources with an incomplete locale', () => {
  it('adds from the fallback language only the keys the page language lacks', () => {
    const picked = pickResources('en-gb', ['messages', 'common']);
    expect(picked.en).toEqual({
      messages: { cartNotFound: expect.any(String), errors: { offline: 'You are offline.', timeout: 'Too slow.' } },
    });
    expect(picked['en-gb']?.messages?.cartNotFound).toBeUndefined();
    expect(Object.keys(picked['en-gb'] ?? {})).toEqual(['messages', 'common']);
  });
});
