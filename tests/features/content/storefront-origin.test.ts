import { describe, expect, it, vi } from 'vitest';
import { storefrontOrigin } from '@/features/content/storefront-origin';

/** hreflang links must be absolute (spec 1 §2.2): the public origin comes from STOREFRONT_URL. */
describe('storefrontOrigin', () => {
  it('uses STOREFRONT_URL when it is set', () => {
    expect(storefrontOrigin({ STOREFRONT_URL: 'https://www.example.com/some/path' })).toBe('https://www.example.com');
  });

  it('falls back to the local server port', () => {
    expect(storefrontOrigin({ PORT: '3100' })).toBe('http://localhost:3100');
    expect(storefrontOrigin({})).toBe('http://localhost:3000');
  });

  it('ignores a STOREFRONT_URL that is not a URL, with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(storefrontOrigin({ STOREFRONT_URL: 'not a url', PORT: '4000' })).toBe('http://localhost:4000');
    expect(warn).toHaveBeenCalled();
  });
});
