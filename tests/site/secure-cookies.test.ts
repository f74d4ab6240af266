import { secureCookiesFor } from '@/site/secure-cookies';

const request = (headers: Record<string, string>) => new Headers(headers);

describe('Secure cookies', () => {
  it('are Secure on any public host', () => {
    expect(secureCookiesFor(request({ host: 'shop.example.com' }))).toBe(true);
    expect(secureCookiesFor(request({ host: 'shop.example.com:8443', 'x-forwarded-proto': 'http' }))).toBe(true);
  });

  it('are not Secure over plain http on this machine (development and test runs)', () => {
    expect(secureCookiesFor(request({ host: 'localhost:3000' }))).toBe(false);
    expect(secureCookiesFor(request({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'http' }))).toBe(false);
    expect(secureCookiesFor(request({ host: '[::1]:3000' }))).toBe(false);
    expect(secureCookiesFor(request({ host: 'LOCALHOST' }))).toBe(false);
  });

  it('are Secure behind a TLS proxy that forwards the loopback address as the host', () => {
    expect(secureCookiesFor(request({ host: '127.0.0.1:3000', 'x-forwarded-proto': 'https' }))).toBe(true);
    expect(secureCookiesFor(request({ host: 'localhost', 'x-forwarded-proto': 'HTTPS, http' }))).toBe(true);
  });

  it('are Secure when the request names no host', () => {
    expect(secureCookiesFor(request({}))).toBe(true);
  });
});
