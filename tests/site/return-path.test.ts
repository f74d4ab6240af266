import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/site';

// Redirect targets are accepted only as same-origin relative paths (ARCHITECTURE §4).
const HOSTILE = [
  '//evil.example',
  '//evil.example/path',
  '///evil.example',
  '/\\evil.example',
  '\\\\evil.example',
  '\\/evil.example',
  '/\\/evil.example',
  'https://evil.example',
  'http://evil.example/account',
  'HTTPS://evil.example',
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r\n/evil.example',
  ' /account',
  '/ /evil.example',
  '/%2F%2Fevil.example',
  '/%2f/evil.example',
  '/%5C%5Cevil.example',
  '/%5c/evil.example',
  'evil.example',
  'account/orders',
  './/evil.example',
  '//%09/evil.example',
  '/\u0000/evil.example',
  '//evil.example@shop.example',
  'https:evil.example',
  '',
  `/${'a'.repeat(3000)}`,
];

const SAFE: [string, string][] = [
  ['/account/orders', '/account/orders'],
  ['/eu/de/account/order/00012?tab=items#top', '/eu/de/account/order/00012?tab=items#top'],
  ['/', '/'],
  ['/c/duck%20jacket', '/c/duck%20jacket'],
  ['/a/../account', '/account'],
];

describe('same-origin return paths', () => {
  it.each(HOSTILE)('refuses %j', (value) => {
    expect(safeReturnPath(value)).toBeUndefined();
  });

  it.each(SAFE)('accepts %j', (value, normalised) => {
    expect(safeReturnPath(value)).toBe(normalised);
  });

  it('refuses a missing value', () => {
    expect(safeReturnPath(null)).toBeUndefined();
    expect(safeReturnPath(undefined)).toBeUndefined();
  });
});
