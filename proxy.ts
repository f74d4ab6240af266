import { NextResponse, type NextRequest } from 'next/server';
import { decideProxyAction, type ProxyDecision } from '@/site/proxy-rules';
import { SIGNED_IN_HINT_COOKIE } from '@/site/context';
import { isSameOriginRequest, requestOrigin } from '@/site/same-origin';
import { secureCookiesFor } from '@/site/secure-cookies';
import { securityHeaders } from '@/site/security-headers';

/**
 * The edge of the storefront: site rewrite, route-map redirects, client-only marking and security
 * headers. Synchronous and free of network calls: every rule is a pure function in `src/site`.
 */
export function proxy(request: NextRequest): NextResponse {
  const { nextUrl } = request;
  // A Server Action (a POST naming one in `Next-Action`) from another origin is refused here, as the
  // route handlers refuse it, instead of failing inside the framework as a 500.
  const serverAction = request.method === 'POST' && request.headers.has('next-action');
  if (serverAction && !isSameOriginRequest(request)) {
    const refused = new NextResponse(null, { status: 403 });
    for (const [name, value] of Object.entries(securityHeaders({ preview: false, https: secureCookiesFor(request.headers) }))) refused.headers.set(name, value);
    return refused;
  }
  const decision = decideProxyAction({
    pathname: nextUrl.pathname,
    search: nextUrl.search,
    signedIn: Boolean(request.cookies.get(SIGNED_IN_HINT_COOKIE)?.value),
    cookies: Object.fromEntries(request.cookies.getAll().map((cookie) => [cookie.name, cookie.value])),
    referer: request.headers.get('referer'),
    origin: requestOrigin(request),
    serverAction,
  });
  return finish(toResponse(request, decision), decision, secureCookiesFor(request.headers));
}

function toResponse(request: NextRequest, decision: ProxyDecision): NextResponse {
  switch (decision.kind) {
    case 'redirect':
      return NextResponse.redirect(new URL(decision.location, request.nextUrl), decision.permanent ? 308 : 307);
    case 'rewrite':
      return NextResponse.rewrite(new URL(decision.path, request.nextUrl));
    case 'next':
      return NextResponse.next();
  }
}

function finish(response: NextResponse, decision: ProxyDecision, secure: boolean): NextResponse {
  const headers = securityHeaders({
    preview: decision.preview,
    previewOrigins: process.env.PREVIEW_ALLOWED_ORIGINS,
    https: secure,
  });
  for (const [name, value] of Object.entries(headers)) response.headers.set(name, value);
  // Shared caches (a CDN) must neither keep for a URL the page a cookie chose for one visitor (the
  // framework's own Vary header replaces any other), nor keep a response that sets a cookie.
  if (decision.clientOnly) response.headers.set('Cache-Control', 'private, no-store');
  else if (decision.chosenByCookie || decision.cookies.length > 0) response.headers.set('Cache-Control', 'private, no-cache');
  for (const cookie of decision.cookies) {
    response.cookies.set(cookie.name, cookie.value, {
      maxAge: cookie.maxAgeSeconds,
      path: '/',
      sameSite: 'lax',
      secure,
    });
  }
  return response;
}

export const config = {
  // Everything but framework assets, the API routes (`api/`), the app's icon, robots.txt and the
  // sitemaps. Paths with a dot are pages too (a search for "5.11" is /c/5.11) and need the site
  // rewrite and security headers.
  matcher: ['/((?!api/|_next/|icon\\.svg$|robots\\.txt$|sitemap/[^/]+\\.xml$).*)'],
};
