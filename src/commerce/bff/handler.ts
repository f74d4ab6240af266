import { parseAnswer } from '../answer-schemas';
import { refreshAccessToken, requestClientToken, type OAuthDeps } from '../auth/oauth';
import type { CommerceConfig } from '../config';
import { ANONYMOUS_USER, CURRENT_USER } from '../endpoints';
import { occErrorFromBody } from '../error-body';
import { OccError, invalidResponseError, isInvalidTokenError, isOccError } from '../errors';
import { parseJsonText } from '../json';
import { isAnswerName, type AnswerName } from '../schemas/answers';
import {
  isEmulating,
  withFreshToken,
  withGuestToken,
  type CallOutcome,
  type CommerceSession,
} from '../session';
import { fetchWithin, type TimedAnswer } from '../transport';
import { activeCartAfter, forwardedSearch } from './active-cart';
import { matchProxyRoute, type ProxyRouteMatch } from './allow-list';
import { contextHeaders } from './context-headers';
import { TOO_LARGE, readBody } from '@/site/request-body';
import { isSameOriginRequest } from '@/site/same-origin';
import { ANSWER_HEADER, COMMERCE_PROXY_PATH } from './path';
import { resolveSessionAliases } from './session-aliases';

/**
 * The browser's only path to OCC (ARCHITECTURE §4), served at `app/api/commerce/[...path]`:
 * `/api/commerce/{siteId}/{occ path}?{query}` is forwarded to `${COMMERCE_API_URL}${OCC_PREFIX}/...`
 * after checking origin, allow-list and body size, with the session's bearer token (renewed as
 * needed) and the context headers. OCC's status and body come back unchanged (but for a backend
 * failure's words, which stay in the server's log), never cached; a request
 * that names the answer it expects (`ANSWER_HEADER`, the browser's OCC client) gets a successful
 * answer as that answer's schema parses it, or 502 `InvalidResponseError` when it breaks the contract.
 * Cookies and the browser's own Authorization header never reach OCC.
 *
 * It also keeps the session's active cart in step with OCC's answers (./active-cart.ts): a created
 * cart becomes the site's active cart (unless `keepActiveCart=true`), deleting it forgets it, and the
 * lifecycle errors of spec 1 §4 (expired, cartPlaced, notFound) switch to the replacement or forget it.
 */

/** Storefront requests are small JSON or form bodies; anything bigger is refused before reading on. */
export const MAX_PROXY_BODY_BYTES = 64 * 1024;

export interface CommerceProxyDeps {
  config: Pick<
    CommerceConfig,
    'occBaseUrl' | 'proxyTimeoutMs' | 'apiUrl' | 'clientId' | 'clientSecret' | 'timeoutMs'
  >;
  readSession(): Promise<CommerceSession>;
  writeSession(session: CommerceSession): Promise<void>;
  fetch?: typeof fetch;
  now?: () => number;
  /** Where unexpected failures are logged. */
  reportError?: (message: string, error: unknown) => void;
}

const PROXY_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
const FORWARDED_CONTENT_TYPES = ['application/json', 'application/x-www-form-urlencoded'];

export async function handleCommerceProxyRequest(request: Request, deps: CommerceProxyDeps): Promise<Response> {
  const method = request.method.toUpperCase();
  if (!PROXY_METHODS.has(method)) return refusal(405, 'MethodNotAllowedError', 'Method not allowed');
  if (!isSameOriginRequest(request)) return refusal(403, 'ForbiddenError', 'Cross-origin request refused');

  const expected = request.headers.get(ANSWER_HEADER);
  if (expected !== null && !isAnswerName(expected)) return refusal(400, 'BadRequestError', 'Unknown answer name');

  const url = new URL(request.url);
  const requestedPath = occPathOf(url.pathname);
  const requested = requestedPath === undefined ? undefined : matchProxyRoute(method, requestedPath);
  if (!requestedPath || !requested) return refusal(403, 'ForbiddenError', 'This path is not available to the storefront');

  const body = await readBody(request, MAX_PROXY_BODY_BYTES);
  if (body === TOO_LARGE) return refusal(413, 'PayloadTooLargeError', 'Request body too large');
  const contentType = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (body !== undefined && (!contentType || !FORWARDED_CONTENT_TYPES.includes(contentType))) {
    return refusal(415, 'UnsupportedMediaTypeError', 'Only JSON and form bodies are forwarded');
  }

  const session = await deps.readSession();
  const resolved = resolveSessionAliases(requestedPath, requested.siteId, session);
  if (!resolved.ok) return occErrorResponse(cartNotFoundError());
  const occPath = resolved.occPath;
  const match = matchProxyRoute(method, occPath);
  if (!match) return refusal(403, 'ForbiddenError', 'This path is not available to the storefront');
  if (!mayActAs(session, match.userId)) return refusal(403, 'ForbiddenError', 'Not allowed for this user');

  const forward = (accessToken: string | undefined) =>
    fetchWithin(
      deps.fetch ?? ((input, init) => globalThis.fetch(input, init)),
      `${deps.config.occBaseUrl}/${occPath}${forwardedSearch(url)}`,
      {
        method,
        headers: forwardedHeaders(request, match.siteId, url, accessToken, body === undefined ? undefined : contentType),
        body,
      },
      deps.config.proxyTimeoutMs,
    );

  try {
    const { outcome, session: kept } = await callOcc(session, match, forward, deps);
    const updated = outcome.ok ? activeCartAfter(kept, { method, url }, match, outcome.value) : kept;
    if (updated !== session) await deps.writeSession(updated);
    if (!outcome.ok) return errorResponse(outcome.error, deps);
    return expected === null ? passThrough(outcome.value, method, deps) : checkedAnswer(outcome.value, method, expected, occPath, deps);
  } catch (error) {
    return errorResponse(error, deps);
  }
}

/** The path after `/api/commerce/`, or undefined for anything outside it. */
function occPathOf(pathname: string): string | undefined {
  const prefix = `${COMMERCE_PROXY_PATH}/`;
  return pathname.startsWith(prefix) ? pathname.slice(prefix.length) : undefined;
}

/** `anonymous` and `current` speak for themselves; another user id only while an agent emulates that customer. */
function mayActAs(session: CommerceSession, userId: string | undefined): boolean {
  if (userId === undefined || userId === ANONYMOUS_USER || userId === CURRENT_USER) return true;
  return isEmulating(session, userId);
}

async function callOcc(
  session: CommerceSession,
  match: ProxyRouteMatch,
  forward: (accessToken: string | undefined) => Promise<TimedAnswer>,
  deps: CommerceProxyDeps,
): Promise<{ outcome: CallOutcome<TimedAnswer>; session: CommerceSession }> {
  const oauth: OAuthDeps = { config: deps.config, fetch: deps.fetch };
  if (match.route.needsClientToken && session.user === ANONYMOUS_USER) {
    const clientToken = () => requestClientToken(oauth);
    const withClient = await withGuestToken(session, clientToken, deps.now);
    const answer = await forward(withClient.guestToken?.accessToken);
    // A kept client token refused before its time (revoked, the server restarted) is replaced, once.
    const keptTokenRefused = withClient === session && isTokenRefused(answer);
    if (!keptTokenRefused) return { outcome: { ok: true, value: answer }, session: withClient };
    const { guestToken: _refused, ...withoutToken } = session;
    const renewed = await withGuestToken(withoutToken, clientToken, deps.now);
    return { outcome: { ok: true, value: await forward(renewed.guestToken?.accessToken) }, session: renewed };
  }
  const refresh = (refreshToken: string) => refreshAccessToken(oauth, refreshToken);
  return withFreshToken(session, forward, { refresh, now: deps.now }, isTokenRefused);
}

function isTokenRefused(answer: TimedAnswer): boolean {
  return answer.status === 401 && isInvalidTokenError(occErrorFromBody(401, parseJsonText(answer.body)));
}

function forwardedHeaders(
  request: Request,
  siteId: string,
  url: URL,
  accessToken: string | undefined,
  contentType: string | undefined,
): Headers {
  const headers = new Headers({ Accept: 'application/json', ...contextHeaders(request, siteId, url) });
  if (contentType) headers.set('Content-Type', contentType);
  if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
  return headers;
}

function passThrough(answer: TimedAnswer, method: string, deps: CommerceProxyDeps): Response {
  if (answer.status >= 500) return backendFailure(answer, deps);
  const hasBody = method !== 'HEAD' && answer.body !== '' && answer.status !== 204 && answer.status !== 304;
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const contentType = answer.headers.get('content-type');
  if (contentType) headers.set('Content-Type', contentType);
  return new Response(hasBody ? answer.body : null, { status: answer.status, headers });
}

/**
 * A failure of the backend itself (5xx) keeps its status and its errors' types but not their words,
 * which on a real backend can carry exception text; the whole answer goes to the server's log. The
 * shopper sees the translated message for the status (spec 1 §8) either way.
 */
function backendFailure(answer: TimedAnswer, deps: CommerceProxyDeps): Response {
  (deps.reportError ?? console.error)(`Commerce proxy: OCC answered ${answer.status}`, answer.body.slice(0, 4000));
  const { errors } = occErrorFromBody(answer.status, parseJsonText(answer.body));
  return occErrorResponse(new OccError(answer.status, errors.map(({ type }) => ({ type }))));
}

/** A successful answer with a body, as the expected answer's schema parses it; anything else passes through. */
function checkedAnswer(
  answer: TimedAnswer,
  method: string,
  expected: AnswerName,
  occPath: string,
  deps: CommerceProxyDeps,
): Response {
  const hasBody = method !== 'HEAD' && answer.body !== '' && answer.status !== 204;
  if (!hasBody || answer.status < 200 || answer.status > 299) return passThrough(answer, method, deps);
  const parsed = parseAnswer(expected, parseJsonText(answer.body));
  if (!parsed.ok) {
    const error = invalidResponseError(`Unexpected answer from ${occPath}: ${parsed.problem}`);
    (deps.reportError ?? console.error)('Commerce proxy: OCC broke the contract', error);
    return occErrorResponse(error);
  }
  return Response.json(parsed.data, { status: answer.status, headers: { 'Cache-Control': 'private, no-store' } });
}

function errorResponse(error: unknown, deps: CommerceProxyDeps): Response {
  if (isOccError(error)) return occErrorResponse(error);
  (deps.reportError ?? console.error)('Commerce proxy failed', error);
  return occErrorResponse(new OccError(500, [{ type: 'ServerError', message: 'The request could not be handled' }]));
}

/** What OCC answers for a cart it does not know (spec 1 §8: `cartNotFound`). */
function cartNotFoundError(): OccError {
  return new OccError(400, [{ type: 'CartError', reason: 'notFound', subjectType: 'cart', message: 'Cart not found.' }]);
}

function refusal(status: number, type: string, message: string): Response {
  return occErrorResponse(new OccError(status, [{ type, message }]));
}

/** Errors the proxy produces itself look like OCC's, so the browser's client normalizes them the same way. */
function occErrorResponse(error: OccError): Response {
  return Response.json(
    { errors: error.errors },
    { status: error.status, headers: { 'Cache-Control': 'private, no-store' } },
  );
}
