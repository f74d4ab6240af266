import type { CommerceConfig } from '../config';
import { occErrorFromBody } from '../error-body';
import { invalidResponseError, timeoutError } from '../errors';
import { parseJsonText } from '../json';
import { oauthTokenSchema, type OAuthToken } from '../schemas';
import { fetchWithin } from '../transport';

/**
 * OAuth2 against the commerce backend's authorization server (ARCHITECTURE §4). Server only: the
 * client secret must never reach the browser. Every call is form-encoded and carries the client id
 * and secret; answers are parsed tokens, failures an OccError (`{error, error_description}`
 * normalized, e.g. `invalid_grant` for a wrong password).
 */

export const OAUTH_TOKEN_PATH = '/authorizationserver/oauth/token';
export const OAUTH_REVOKE_PATH = '/authorizationserver/oauth/revoke';

export interface OAuthDeps {
  config: Pick<CommerceConfig, 'apiUrl' | 'clientId' | 'clientSecret' | 'timeoutMs'> & Partial<Pick<CommerceConfig, 'proxyTimeoutMs'>>;
  fetch?: typeof fetch;
}

/** Customer or agent sign-in (password grant). */
export function requestCustomerToken(deps: OAuthDeps, credentials: { username: string; password: string }) {
  return requestToken(deps, { grant_type: 'password', ...credentials });
}

/** A token for the storefront itself: guests register and reset passwords only as a trusted client. */
export function requestClientToken(deps: OAuthDeps) {
  return requestToken(deps, { grant_type: 'client_credentials' });
}

/**
 * How long a refresh's answer is shared with requests that still carry the refresh token it replaced:
 * the calls a page sends at once all find the same expired token, and a browser may send the old
 * cookie a little longer, until the answer that set the new one has arrived.
 */
export const REFRESH_SHARING_MS = 60_000;
const MAX_SHARED_REFRESHES = 1_000;

interface SharedRefresh {
  answer: Promise<OAuthToken>;
  until: number;
}

/** Per transport (tests pass their own `fetch`), per authorization server and client, per refresh token. */
const sharedRefreshes = new WeakMap<object, Map<string, SharedRefresh>>();
const GLOBAL_FETCH = {};

function refreshKey(deps: OAuthDeps, refreshToken: string): string {
  return `${deps.config.apiUrl}\n${deps.config.clientId}\n${refreshToken}`;
}

/**
 * A new access token for a refresh token. Requests that refresh the same token at the same time (or
 * within `REFRESH_SHARING_MS`) share one answer: servers that rotate refresh tokens refuse the old one
 * once it has been used, which would sign the customer out of every request but the first.
 */
export function refreshAccessToken(deps: OAuthDeps, refreshToken: string, now: () => number = Date.now): Promise<OAuthToken> {
  let refreshes = sharedRefreshes.get(deps.fetch ?? GLOBAL_FETCH);
  if (!refreshes) {
    refreshes = new Map();
    sharedRefreshes.set(deps.fetch ?? GLOBAL_FETCH, refreshes);
  }
  const at = now();
  for (const [key, shared] of refreshes) if (shared.until <= at) refreshes.delete(key);
  const key = refreshKey(deps, refreshToken);
  const shared = refreshes.get(key);
  if (shared) return withinBudget(shared.answer, deps.config.timeoutMs);

  // The request itself is not given up at the caller's budget: a refresh abandoned while the server
  // completes it has spent the refresh token (servers that rotate them), and the customer's next
  // request would find the session over. It goes on for as long as the proxy waits for OCC, and its
  // answer is shared with that next request.
  const answer = requestToken(deps, { grant_type: 'refresh_token', refresh_token: refreshToken }, deps.config.proxyTimeoutMs);
  if (refreshes.size >= MAX_SHARED_REFRESHES) refreshes.delete(refreshes.keys().next().value ?? '');
  refreshes.set(key, { answer, until: at + REFRESH_SHARING_MS });
  // A failure is not shared beyond the requests already waiting: the next one asks again.
  answer.catch(() => refreshes.delete(key));
  return withinBudget(answer, deps.config.timeoutMs);
}

/** The answer, or a timeout once the caller's budget is spent (the answer itself goes on). */
function withinBudget<T>(answer: Promise<T>, timeoutMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(timeoutError(timeoutMs)), timeoutMs);
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

/**
 * The refresh of this token that is under way or was just answered, if any: a sign-out revokes what it
 * brings too, or a request refreshing the same cookie at that moment would hand back a live token.
 */
export function sharedRefreshOf(deps: OAuthDeps, refreshToken: string): Promise<OAuthToken> | undefined {
  return sharedRefreshes.get(deps.fetch ?? GLOBAL_FETCH)?.get(refreshKey(deps, refreshToken))?.answer;
}

/** Revokes a token on sign-out; the answer has no body. */
export async function revokeToken(deps: OAuthDeps, token: string): Promise<void> {
  await post(deps, OAUTH_REVOKE_PATH, { token });
}

async function requestToken(deps: OAuthDeps, grant: Record<string, string>, timeoutMs?: number): Promise<OAuthToken> {
  const body = await post(deps, OAUTH_TOKEN_PATH, grant, timeoutMs);
  const token = oauthTokenSchema.safeParse(parseJsonText(body));
  if (!token.success) throw invalidResponseError(`Unexpected token answer: ${token.error.message}`);
  return token.data;
}

async function post(deps: OAuthDeps, path: string, form: Record<string, string>, timeoutMs = deps.config.timeoutMs): Promise<string> {
  const { config } = deps;
  const answer = await fetchWithin(
    deps.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    `${config.apiUrl}${path}`,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, client_id: config.clientId, client_secret: config.clientSecret }).toString(),
    },
    timeoutMs,
  );
  if (answer.status >= 400) throw occErrorFromBody(answer.status, parseJsonText(answer.body));
  return answer.body;
}
