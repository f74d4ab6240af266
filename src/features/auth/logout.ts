import { revokeToken } from '@/commerce/auth/oauth';
import { commerceConfig } from '@/commerce/config';
import { requestSession } from '@/commerce/session/next';
import { isValidSiteLanguage, safeReturnPath, withSitePrefix, type Language, type SiteKey } from '@/site';

interface LogoutContext {
  params: Promise<{ site: string; lang: string }>;
}

/**
 * `logout` (spec 1 §2.1): signs out and shows no page. Revokes the tokens, clears the session and goes
 * home, or to a same-origin return path (the password-reset link signs a signed-in user out first).
 */
export async function handleLogout(request: Request, { params }: LogoutContext): Promise<Response> {
  const { site, lang } = await params;
  const home = isValidSiteLanguage(site, lang) ? withSitePrefix(site as SiteKey, lang as Language, '/') : '/';
  const target = safeReturnPath(new URL(request.url).searchParams.get('returnUrl')) ?? home;

  const session = await requestSession();
  const { token } = await session.read();
  session.clear();
  if (token) await revokeTokens([token.refreshToken, token.accessToken]);

  return new Response(null, { status: 303, headers: { Location: target, 'Cache-Control': 'private, no-store' } });
}

/** Revocation is best effort: the session is gone either way, a failure is only logged. */
async function revokeTokens(tokens: (string | undefined)[]): Promise<void> {
  const deps = { config: commerceConfig() };
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
