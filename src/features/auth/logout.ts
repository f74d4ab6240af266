import { revokeToken, sharedRefreshOf, type OAuthDeps } from '@/commerce/auth/oauth';
import { commerceConfig } from '@/commerce/config';
import { requestSession } from '@/commerce/session/next';
import { parseRouteSite, safeReturnPath, withSitePrefix } from '@/site';

interface LogoutContext {
  params: Promise<{ site: string; lang: string }>;
}

/**
 * `logout` (spec 1 §2.1): signs out and shows no page. Revokes the tokens, clears the session and goes
 * home, or to a same-origin return path (the password-reset link signs a signed-in user out first).
 *
 * It is a GET (a plain link), so another site could trigger it with an image or a script: such a request
 * (`isOwnSignOutRequest`) goes home without signing anybody out.
 */
export async function handleLogout(request: Request, { params }: LogoutContext): Promise<Response> {
  // The router's own fetches of the URL: a prefetch of a link in view, or a client-side navigation.
  // Neither signs out (a prefetch would sign the shopper out unasked); a navigation given this answer
  // loads the URL as a document instead, which signs out and leaves nothing of the old page behind.
  if (isRouterFetch(request)) return new Response(null, { status: 204, headers: { 'Cache-Control': 'private, no-store' } });
  const { site, lang } = await params;
  const location = parseRouteSite(site, lang);
  const home = location ? withSitePrefix(location.site, location.lang, '/') : '/';
  // Refused: home, never the return path (it could lead back here, or wherever the other site chose).
  if (!isOwnSignOutRequest(request)) return goTo(home);
  const target = safeReturnPath(new URL(request.url).searchParams.get('returnUrl')) ?? home;

  const session = await requestSession();
  const { token } = await session.read();
  session.clear();
  if (token) {
    const deps = { config: commerceConfig() };
    // A request with the same cookie may be refreshing it right now: what that brings is revoked as
    // it arrives (the sign-out does not wait for it), or its answer would sign the shopper back in.
    const underWay = token.refreshToken ? sharedRefreshOf(deps, token.refreshToken) : undefined;
    void underWay?.then(
      (renewed) => revokeTokens(deps, [renewed.refresh_token, renewed.access_token]),
      () => undefined,
    );
    await revokeTokens(deps, [token.refreshToken, token.accessToken]);
  }

  return goTo(target);
}

/** Next's router marks its fetches of a page's data (`RSC`) and its prefetches (`Next-Router-Prefetch`). */
function isRouterFetch(request: Request): boolean {
  return request.headers.has('rsc') || request.headers.has('next-router-prefetch');
}

function goTo(location: string): Response {
  return new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'private, no-store' } });
}

/**
 * Whether a sign-out is one the shopper asked for. A GET can be fired by another site without the
 * shopper's knowledge only from inside a page it controls: an image, a frame, a script's fetch. The
 * browser's fetch metadata says which (pages cannot forge it): a cross-site or same-site request that
 * is not a top-level navigation to a document is refused. A navigation signs out wherever it comes
 * from, as a typed-in URL does: the password-reset link in a webmail, which the proxy sends through
 * here first, is one. A browser that sends no fetch metadata is not told apart.
 */
export function isOwnSignOutRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== 'cross-site' && fetchSite !== 'same-site') return true;
  return request.headers.get('sec-fetch-mode') === 'navigate' && request.headers.get('sec-fetch-dest') === 'document';
}

/** Revocation is best effort: the session is gone either way, a failure is only logged. */
async function revokeTokens(deps: OAuthDeps, tokens: (string | undefined)[]): Promise<void> {
  await Promise.all(
    tokens
      .filter((token): token is string => Boolean(token))
      .map((token) =>
        revokeToken(deps, token).catch((error: unknown) => {
          console.warn('Token revocation failed on sign-out', error);
        }),
      ),
  );
}
