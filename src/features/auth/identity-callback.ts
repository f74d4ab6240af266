import { parseRouteSite, pathFor } from '@/site';

/**
 * `callbacks/idme/auth-success` (spec 1 §2.1, "Identity callback"): reserved for the identity
 * verification of the US military/first-responder block, which checkout builds later. Until then the
 * callback has nothing to complete and sends the visitor home instead of showing an empty page.
 */
export async function identityCallbackPlaceholder(
  _request: Request,
  { params }: { params: Promise<{ site: string; lang: string }> },
): Promise<Response> {
  const { site, lang } = await params;
  const location = parseRouteSite(site, lang);
  const home = location ? pathFor(location, { name: 'home' }) : '/';
  return new Response(null, { status: 303, headers: { Location: home, 'Cache-Control': 'private, no-store' } });
}
