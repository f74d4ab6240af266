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

describe('pickResources with parts of a namespace', () => {
  it('keeps only the top-level groups asked for, with their plural forms, in the language and its fallback', () => {
    const picked = pickResources('en-gb', ['messages', 'common'], { messages: ['errors', 'cartNotFound'], common: ['cart'] });
    // Only the groups asked for (British English lacks both here, so they come from English).
    expect(Object.keys(picked['en-gb']?.messages ?? {}).every((key) => ['errors', 'cartNotFound'].includes(key))).toBe(true);
    expect(picked.en?.messages).toEqual({ cartNotFound: expect.any(String), errors: { offline: 'You are offline.', timeout: 'Too slow.' } });
    // `cart_one` and `cart_other` are the plural forms of the group `cart`.
    expect(Object.keys(picked['en-gb']?.common ?? {}).sort()).toEqual(['cart_one', 'cart_other']);
  });
});
