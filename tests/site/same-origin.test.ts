import { isSameOriginRequest, requestOrigin } from '@/site';

/**
 * The route handlers' and Server Actions' origin check behind a reverse proxy: the origin is the one
 * the browser addressed (forwarded host and protocol), not the server's own.
 */

const behindProxy = (headers: Record<string, string>) => new Request('http://127.0.0.1:3000/api/x', { method: 'POST', headers: { host: '127.0.0.1:3000', ...headers } });

describe('the origin a request addressed', () => {
  it('is the forwarded host and protocol, the first hop of a list that several proxies appended to', () => {
    expect(requestOrigin(behindProxy({ 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' }))).toBe('https://shop.example.com');
    expect(requestOrigin(behindProxy({ 'x-forwarded-host': 'shop.example.com, edge.internal', 'x-forwarded-proto': 'HTTPS, http' }))).toBe(
      'https://shop.example.com',
    );
    expect(requestOrigin(behindProxy({}))).toBe('http://127.0.0.1:3000');
  });

  it('lets a form from that origin through without fetch metadata, and refuses the server’s own origin', () => {
    const forwarded = { 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https, http' };
    expect(isSameOriginRequest(behindProxy({ ...forwarded, origin: 'https://shop.example.com' }))).toBe(true);
    expect(isSameOriginRequest(behindProxy({ ...forwarded, origin: 'http://127.0.0.1:3000' }))).toBe(false);
  });
});
