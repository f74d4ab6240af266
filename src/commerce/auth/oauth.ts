import type { CommerceConfig } from '../config';
import { occErrorFromBody } from '../error-body';
import { invalidResponseError } from '../errors';
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
  config: Pick<CommerceConfig, 'apiUrl' | 'clientId' | 'clientSecret' | 'timeoutMs'>;
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

export function refreshAccessToken(deps: OAuthDeps, refreshToken: string) {
  return requestToken(deps, { grant_type: 'refresh_token', refresh_token: refreshToken });
}

/** Revokes a token on sign-out; the answer has no body. */
export async function revokeToken(deps: OAuthDeps, token: string): Promise<void> {
  await post(deps, OAUTH_REVOKE_PATH, { token });
}

async function requestToken(deps: OAuthDeps, grant: Record<string, string>): Promise<OAuthToken> {
  const body = await post(deps, OAUTH_TOKEN_PATH, grant);
  const token = oauthTokenSchema.safeParse(parseJsonText(body));
  if (!token.success) throw invalidResponseError(`Unexpected token answer: ${token.error.message}`);
  return token.data;
}

async function post(deps: OAuthDeps, path: string, form: Record<string, string>): Promise<string> {
  const { config } = deps;
  const answer = await fetchWithin(
    deps.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    `${config.apiUrl}${path}`,
    {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form, client_id: config.clientId, client_secret: config.clientSecret }).toString(),
    },
    config.timeoutMs,
  );
  if (answer.status >= 400) throw occErrorFromBody(answer.status, parseJsonText(answer.body));
  return answer.body;
}
