import {
  isSameOriginRequest,
  readForm,
  resolveSiteChoice,
  safeReturnPath,
  secureCookiesFor,
  siteChoiceCookies,
  switchSitePath,
  TOO_LARGE,
  withSitePrefix,
} from '@/site';
import { siteChoiceSchema } from './site-choice';

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/**
 * Applies a country/language choice: remembers it in cookies and sends the visitor to the same page
 * on the chosen site. A plain form post, so it works before any script has loaded.
 */
export async function handleSiteChoice(request: Request): Promise<Response> {
  if (!isSameOriginRequest(request)) return new Response('Forbidden', { status: 403 });
  const form = await readForm(request);
  if (form === TOO_LARGE) return new Response('Payload Too Large', { status: 413 });
  const parsed = siteChoiceSchema.safeParse(form ? Object.fromEntries(form) : {});
  const choice = parsed.success ? resolveSiteChoice(parsed.data.country, parsed.data.language) : undefined;
  if (!parsed.success || !choice) return new Response('Bad Request', { status: 400 });

  const from = safeReturnPath(parsed.data.returnPath);
  const location = from ? switchSitePath(from, choice) : withSitePrefix(choice.site, choice.lang, '/');
  const secure = secureCookiesFor(request.headers);
  const headers = new Headers({ Location: location, 'Cache-Control': 'no-store' });
  for (const cookie of siteChoiceCookies(choice)) {
    headers.append(
      'Set-Cookie',
      `${cookie.name}=${encodeURIComponent(cookie.value)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`,
    );
  }
  return new Response(null, { status: 303, headers });
}
