import { forwardedHeader } from './secure-cookies';

/**
 * Only the storefront's own pages may call its route handlers (ARCHITECTURE §4):
 * - a browser that says the request is cross-site or same-site (another subdomain) is refused;
 * - with an `Origin` header, it must be our own origin (or the browser vouches `Sec-Fetch-Site:
 *   same-origin`, e.g. behind a proxy that rewrites the host);
 * - without `Origin` (browsers omit it on same-origin GETs), `Sec-Fetch-Site` must say same-origin,
 *   or `none` (typed into the address bar) for reads only.
 * A request with neither header is refused: every browser the storefront supports sends
 * `Sec-Fetch-Site` (Chrome 76, Firefox 90, Safari 16.4); only non-browser clients lack both.
 */
export function isSameOriginRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite === 'cross-site' || fetchSite === 'same-site') return false;
  const origin = request.headers.get('origin');
  if (origin !== null) return origin === requestOrigin(request) || fetchSite === 'same-origin';
  if (fetchSite === 'same-origin') return true;
  return fetchSite === 'none' && (request.method === 'GET' || request.method === 'HEAD');
}

/**
 * The origin the browser addressed, honouring a reverse proxy's forwarded host and protocol. Not
 * `request.url`'s: the framework builds that from the server's own host name and port.
 */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = forwardedHeader(request.headers, 'x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const protocol = forwardedHeader(request.headers, 'x-forwarded-proto')?.toLowerCase() ?? url.protocol.replace(':', '');
  return `${protocol}://${host}`;
}
