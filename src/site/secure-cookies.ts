const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/**
 * A reverse proxy's `X-Forwarded-*` value as the browser's side of it: the first hop of a list that
 * several proxies appended to (`https, http`), trimmed; undefined when absent or empty.
 */
export function forwardedHeader(headers: Pick<Headers, 'get'>, name: 'x-forwarded-proto' | 'x-forwarded-host'): string | undefined {
  return headers.get(name)?.split(',')[0]?.trim() || undefined;
}

/**
 * Whether the cookies a response sets are `Secure`: always, except when the storefront is addressed
 * over plain http on the machine itself (`next dev`, `npm start` on a developer's machine, the test
 * runs). A TLS-terminating proxy that says `X-Forwarded-Proto: https` makes them Secure whatever
 * `Host` it forwards (a default `proxy_pass http://127.0.0.1:3000` sends the loopback address).
 */
export function secureCookiesFor(headers: Pick<Headers, 'get'>): boolean {
  if (forwardedHeader(headers, 'x-forwarded-proto')?.toLowerCase() === 'https') return true;
  const host = (headers.get('host') ?? '').toLowerCase();
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? host);
  return !LOOPBACK_HOSTS.has(hostname);
}
