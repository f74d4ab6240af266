import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { proxy } from '../../proxy';

function visit(path: string, cookie?: string) {
  return proxy(new NextRequest(new URL(path, 'http://shop.test'), { headers: cookie ? { cookie } : {} }));
}

describe('the proxy’s answer to shared caches', () => {
  it('answers private where a cookie chose the page (Canadian prices, UK English), shareable otherwise', () => {
    expect(visit('/c/men', 'country=CA').headers.get('cache-control')).toBe('private, no-cache');
    expect(visit('/eu/en/c/men', 'eu-visited=1').headers.get('cache-control')).toBe('private, no-cache');
    expect(visit('/c/men').headers.get('cache-control')).toBeNull();
    expect(visit('/uk/en-gb/c/men', 'country=CA').headers.get('cache-control')).toBeNull();
  });

  it('keeps a response that sets a cookie out of shared caches', () => {
    const firstEuVisit = visit('/eu/de/c/men');
    expect(firstEuVisit.headers.get('set-cookie')).toMatch(/eu-visited=1/);
    expect(firstEuVisit.headers.get('cache-control')).toBe('private, no-cache');
    expect(visit('/eu/de/c/men', 'eu-visited=1').headers.get('cache-control')).toBeNull();
  });

  it('sends HSTS behind a TLS-terminating proxy, not to the machine’s own plain-http address', () => {
    const url = 'http://127.0.0.1:3000/uk/en-gb/';
    const behindTls = new NextRequest(url, { headers: { host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' } });
    expect(proxy(behindTls).headers.get('strict-transport-security')).toBe('max-age=31536000');
    const plain = new NextRequest(url, { headers: { host: '127.0.0.1:3000' } });
    expect(proxy(plain).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers client-only pages private and unstored', () => {
    expect(visit('/uk/en-gb/account/orders', 'ws_auth=1').headers.get('cache-control')).toBe('private, no-store');
  });
});

describe('Server Actions from another origin', () => {
  const action = (headers: Record<string, string>) =>
    proxy(new NextRequest('http://shop.test/account/profile', { method: 'POST', headers: { host: 'shop.test', 'next-action': '7f00ab', ...headers } }));

  it('refuses them with 403 before the framework runs them', () => {
    const foreign = action({ origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('x-frame-options')).toBe('DENY');
    expect(action({ origin: 'https://evil.test' }).status).toBe(403);
    // No Origin and no Sec-Fetch-Site: not a browser on our pages.
    expect(action({}).status).toBe(403);
  });

  it('lets the storefront’s own pages through', () => {
    expect(action({ origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' }).status).not.toBe(403);
    expect(action({ origin: 'http://shop.test' }).status).not.toBe(403);
  });

  it('leaves other POSTs (the site and newsletter forms) to their own checks', () => {
    const form = proxy(new NextRequest('http://shop.test/c/men', { method: 'POST', headers: { origin: 'https://evil.test' } }));
    expect(form.status).not.toBe(403);
  });
});

describe('the proxy behind a reverse proxy', () => {
  it('finds the page /login was opened from by the origin the browser addressed, not the server’s own', () => {
    const request = new NextRequest('http://127.0.0.1:3000/login', {
      headers: { host: '127.0.0.1:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https', referer: 'https://shop.example.com/c/men?sort=price' },
    });
    const location = new URL(proxy(request).headers.get('location') ?? '', 'http://x');
    expect(`${location.pathname}${location.search}`).toBe('/c/men?sort=price&dialog=login');
  });
});
