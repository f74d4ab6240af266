/**
 * Same-origin check for route handlers that change state (ARCHITECTURE §4): the browser's `Origin`
 * must be the request's own origin, or, when a browser sends no Origin, `Sec-Fetch-Site` must say
 * same-origin. A request carrying neither is refused.
 */
export function isSameOriginRequest(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (origin) return origin === requestOrigin(request);
  return request.headers.get('sec-fetch-site') === 'same-origin';
}

/** The origin the browser addressed, honouring a reverse proxy's forwarded host and protocol. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? url.host;
  const protocol = request.headers.get('x-forwarded-proto') ?? url.protocol.replace(':', '');
  return `${protocol}://${host}`;
}
