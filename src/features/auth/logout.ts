import { SIGNED_IN_HINT_COOKIE, isValidSiteLanguage, safeReturnPath, withSitePrefix, type Language, type SiteKey } from '@/site';

/** The sealed session cookie; owned by the commerce session, cleared here on sign-out. */
export const SESSION_COOKIE = 'ws_session';

interface LogoutContext {
  params: Promise<{ site: string; lang: string }>;
}

/**
 * `logout` (spec 1 §2.1): signs out and shows no page. Clears the session and goes home, or to a
 * same-origin return path (the password-reset link signs a signed-in user out first, then returns).
 */
export async function handleLogout(request: Request, { params }: LogoutContext): Promise<Response> {
  const { site, lang } = await params;
  const home = isValidSiteLanguage(site, lang) ? withSitePrefix(site as SiteKey, lang as Language, '/') : '/';
  const target = safeReturnPath(new URL(request.url).searchParams.get('returnUrl')) ?? home;
  const headers = new Headers({ Location: target, 'Cache-Control': 'private, no-store' });
  for (const name of [SESSION_COOKIE, SIGNED_IN_HINT_COOKIE]) {
    headers.append('Set-Cookie', `${name}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`);
  }
  return new Response(null, { status: 303, headers });
}
