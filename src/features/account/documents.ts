import { refreshAccessToken } from '@/commerce/auth/oauth';
import { commerceConfig } from '@/commerce/config';
import { occPaths } from '@/commerce/endpoints';
import { isCustomerSession, occUserIdOf, withFreshToken } from '@/commerce/session';
import { requestSession } from '@/commerce/session/next';
import { occHeaders, occUrl } from '@/commerce/transport';
import { getTranslator } from '@/i18n/server';
import { COUNTRY_COOKIE, parseRouteSite, pathFor, storeContext, withDialog, type Language } from '@/site';
import { requestCookie } from '@/site/request-cookies';

/**
 * `invoice/{orderNumber}` and `creditmemo/{orderNumber}` (spec 3 §2): the order's PDF from the
 * backend, for the signed-in customer whose order it is, streamed inline with the session's token.
 * Another customer's document is a 404 (OCC does not know the order for them); nobody signed in is
 * sent to sign in and comes back here.
 */

export type OrderDocumentKind = 'invoice' | 'creditmemo';

interface DocumentContext {
  params: Promise<{ site: string; lang: string; orderNumber: string }>;
}

const NO_STORE = { 'Cache-Control': 'private, no-store' };

export function orderDocumentHandler(kind: OrderDocumentKind) {
  return async function GET(request: Request, { params }: DocumentContext): Promise<Response> {
    const { site, lang, orderNumber } = await params;
    const location = parseRouteSite(site, lang);
    if (!location) return new Response(null, { status: 404, headers: NO_STORE });
    const here = pathFor(location, { name: kind === 'invoice' ? 'invoice' : 'creditMemo', orderNumber });

    const session = await requestSession();
    const current = await session.read();
    if (!isCustomerSession(current)) {
      const login = withDialog(pathFor(location, { name: 'home' }), 'login', here);
      return new Response(null, { status: 303, headers: { ...NO_STORE, Location: login } });
    }

    const config = commerceConfig();
    const store = storeContext(location.site, location.lang, location.country ?? requestCookie(request, COUNTRY_COOKIE));
    const context = { baseUrl: config.occBaseUrl, siteId: store.siteId, language: store.language, currency: store.currency, country: store.country };
    const userId = occUserIdOf(current);
    const path = kind === 'invoice' ? occPaths.orderInvoice(userId, orderNumber) : occPaths.orderCreditMemo(userId, orderNumber);

    const result = await withFreshToken(
      current,
      (accessToken) =>
        fetch(occUrl(context, { path }), {
          headers: occHeaders({ ...context, accessToken }, 'application/pdf'),
          signal: AbortSignal.timeout(config.proxyTimeoutMs),
        }),
      { refresh: (refreshToken) => refreshAccessToken({ config }, refreshToken) },
      (response) => response.status === 401,
    );
    if (result.session !== current) await session.write(result.session);
    if (result.sessionExpired) {
      const login = withDialog(pathFor(location, { name: 'home' }), 'login', here);
      return new Response(null, { status: 303, headers: { ...NO_STORE, Location: login } });
    }
    if (!result.outcome.ok) {
      console.error(`Loading the ${kind} of ${orderNumber} failed`, result.outcome.error);
      return documentProblem(location.lang, 502);
    }
    const response = result.outcome.value;
    if (response.ok && response.headers.get('content-type')?.startsWith('application/pdf') && response.body) {
      return new Response(response.body, {
        status: 200,
        headers: {
          ...NO_STORE,
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${kind}-${encodeURIComponent(orderNumber)}.pdf"`,
          'X-Content-Type-Options': 'nosniff',
        },
      });
    }
    // An error answer is small JSON: read it off so the connection is released.
    await response.text().catch(() => undefined);
    if (response.status === 400 || response.status === 403 || response.status === 404) return documentProblem(location.lang, 404);
    console.error(`Loading the ${kind} of ${orderNumber} answered ${response.status}`);
    return documentProblem(location.lang, 502);
  };
}

/** A small page in the shopper's language: the document does not exist for them, or could not be loaded. */
function documentProblem(lang: Language, status: 404 | 502): Response {
  const { t } = getTranslator(lang, ['orders']);
  const title = t(status === 404 ? 'documents.notFound' : 'documents.unavailable');
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1></main></body></html>`;
  return new Response(html, { status, headers: { ...NO_STORE, 'Content-Type': 'text/html; charset=utf-8' } });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
