import { cmsRenderContext } from '@/cms/context';
import { contentPageByLabel, isCmsPageMissing, loadCmsPage } from '@/cms/load';
import {
  contentLabelOf,
  isSameOriginRequest,
  parseSitePath,
  readForm,
  resolveSiteChoice,
  safeReturnPath,
  secureCookiesFor,
  siteChoiceCookies,
  switchSitePath,
  TOO_LARGE,
  withSitePrefix,
  type SiteChoice,
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
  const home = withSitePrefix(choice.site, choice.lang, '/');
  const location = from ? await samePageOrHome(switchSitePath(from, choice), choice, home) : home;
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

/**
 * A content page the chosen site does not have (the US programme's pages on the EU site, the EMEA
 * repair-kit form on the US one) leaves for that site's home rather than its "page not found".
 */
async function samePageOrHome(path: string, choice: SiteChoice, home: string): Promise<string> {
  const label = contentLabelOf(parseSitePath(new URL(path, 'http://localhost').pathname).segments);
  if (!label) return path;
  const page = await loadCmsPage(cmsRenderContext(choice), contentPageByLabel(label));
  return !page.ok && isCmsPageMissing(page.error) ? home : path;
}
