import { afterEach, describe, expect, it } from 'vitest';
import { readBrowserCookie } from '@/features/session/browser-cookie';

/** The one reader of the browser's readable cookies (country, cart hint). */

const written: string[] = [];

function setCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/`;
  written.push(name);
}

afterEach(() => {
  for (const name of written.splice(0)) document.cookie = `${name}=; path=/; max-age=0`;
});

describe('readBrowserCookie', () => {
  it('reads a cookie by its exact name, decoded', () => {
    setCookie('country', 'CA');
    setCookie('country-x', 'US');
    setCookie('note', encodeURIComponent('a b/ü'));
    expect(readBrowserCookie('country')).toBe('CA');
    expect(readBrowserCookie('country-x')).toBe('US');
    expect(readBrowserCookie('note')).toBe('a b/ü');
  });

  it('answers undefined without the cookie, and for a value that is not valid percent-encoding', () => {
    expect(readBrowserCookie('missing')).toBeUndefined();
    setCookie('broken', '%E0%A4%A');
    expect(readBrowserCookie('broken')).toBeUndefined();
  });

  it('reads an empty value as empty, not as missing', () => {
    setCookie('empty', '');
    expect(readBrowserCookie('empty')).toBe('');
  });
});
