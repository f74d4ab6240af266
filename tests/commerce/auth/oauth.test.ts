import {
  OAUTH_REVOKE_PATH,
  OAUTH_TOKEN_PATH,
  REFRESH_SHARING_MS,
  refreshAccessToken,
  requestClientToken,
  requestCustomerToken,
  revokeToken,
  type OAuthDeps,
} from '@/commerce/auth/oauth';
import { globalMessageKeyFor } from '@/commerce/errors';
import { fakeFetch, hangingFetch, json, requestAt, type FakeAnswer } from '../fake-fetch';

const config = { apiUrl: 'http://occ.test', clientId: 'storefront', clientSecret: 'sandbox-secret', timeoutMs: 50 };
const token = { access_token: 'access-1', token_type: 'bearer', expires_in: 3600, refresh_token: 'refresh-1' };

function oauthAnswering(...answers: FakeAnswer[]) {
  const fetch = fakeFetch(...answers);
  const deps: OAuthDeps = { config, fetch };
  return { fetch, deps };
}

describe('OAuth token calls', () => {
  it('signs a customer in with the password grant, form-encoded with the client credentials', async () => {
    const { fetch, deps } = oauthAnswering(json(token));
    await expect(requestCustomerToken(deps, { username: 'alex.carter@example.com', password: 'Workwear#2026' }))
      .resolves.toMatchObject({ access_token: 'access-1', refresh_token: 'refresh-1', expires_in: 3600 });
    const request = requestAt(fetch);
    expect(request.url.href).toBe(`http://occ.test${OAUTH_TOKEN_PATH}`);
    expect(request.method).toBe('POST');
    expect(request.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'password',
      username: 'alex.carter@example.com',
      password: 'Workwear#2026',
      client_id: 'storefront',
      client_secret: 'sandbox-secret',
    });
  });

  it('asks for a client token with the client credentials grant', async () => {
    const { fetch, deps } = oauthAnswering(json({ access_token: 'client-1', expires_in: 600 }));
    await expect(requestClientToken(deps)).resolves.toMatchObject({ access_token: 'client-1', token_type: 'bearer' });
    expect(new URLSearchParams(requestAt(fetch).body).get('grant_type')).toBe('client_credentials');
  });

  it('refreshes with the refresh token', async () => {
    const { fetch, deps } = oauthAnswering(json(token));
    await refreshAccessToken(deps, 'refresh-0');
    const form = new URLSearchParams(requestAt(fetch).body);
    expect(form.get('grant_type')).toBe('refresh_token');
    expect(form.get('refresh_token')).toBe('refresh-0');
  });

  it('sends one refresh for the calls that refresh the same token at once, and shares its answer', async () => {
    const { fetch, deps } = oauthAnswering(json(token), json({ ...token, access_token: 'access-2' }));
    const answers = await Promise.all([1, 2, 3, 4].map(() => refreshAccessToken(deps, 'refresh-shared')));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(answers.map((answer) => answer.access_token)).toEqual(['access-1', 'access-1', 'access-1', 'access-1']);
  });

  it('gives a call still carrying the replaced refresh token the same answer for a minute, then asks again', async () => {
    let now = 1_000_000;
    const { fetch, deps } = oauthAnswering(json(token), json({ ...token, access_token: 'access-2' }));
    await refreshAccessToken(deps, 'refresh-late', () => now);
    now += REFRESH_SHARING_MS - 1;
    await expect(refreshAccessToken(deps, 'refresh-late', () => now)).resolves.toMatchObject({ access_token: 'access-1' });
    expect(fetch).toHaveBeenCalledTimes(1);
    now += 1;
    await expect(refreshAccessToken(deps, 'refresh-late', () => now)).resolves.toMatchObject({ access_token: 'access-2' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failed refresh: the next call asks again', async () => {
    const { fetch, deps } = oauthAnswering(json({ error: 'server_error' }, 503), json(token));
    await expect(refreshAccessToken(deps, 'refresh-flaky')).rejects.toMatchObject({ status: 503 });
    await expect(refreshAccessToken(deps, 'refresh-flaky')).resolves.toMatchObject({ access_token: 'access-1' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('revokes a token on sign-out', async () => {
    const { fetch, deps } = oauthAnswering(new Response(null));
    await revokeToken(deps, 'access-1');
    const request = requestAt(fetch);
    expect(request.url.pathname).toBe(OAUTH_REVOKE_PATH);
    expect(new URLSearchParams(request.body).get('token')).toBe('access-1');
  });

  it('normalizes a refused sign-in into an OccError', async () => {
    const { deps } = oauthAnswering(json({ error: 'invalid_grant', error_description: 'Bad credentials' }, 400));
    await expect(requestCustomerToken(deps, { username: 'alex', password: 'wrong' })).rejects.toMatchObject({
      status: 400,
      errors: [{ type: 'invalid_grant', message: 'Bad credentials' }],
    });
  });

  it('rejects a token answer without an access token', async () => {
    const { deps } = oauthAnswering(json({ token_type: 'bearer' }));
    await expect(requestClientToken(deps)).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('lets a refresh the caller gave up on finish, and gives its token to the next call: an abandoned refresh may have spent its token', async () => {
    // Answers after 120 ms: past the caller's 50 ms budget, within the proxy's 500 ms.
    const slow = fakeFetch(
      (_url, init) =>
        new Promise<Response>((resolve, reject) => {
          setTimeout(() => resolve(json({ ...token, access_token: 'slow' })), 120);
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const deps: OAuthDeps = { config: { ...config, proxyTimeoutMs: 500 }, fetch: slow };
    const first = await refreshAccessToken(deps, 'refresh-slow').catch((error: unknown) => error);
    expect(globalMessageKeyFor(first)).toBe('gatewayTimeout');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(refreshAccessToken(deps, 'refresh-slow')).resolves.toMatchObject({ access_token: 'slow' });
    expect(slow).toHaveBeenCalledTimes(1);
  });

  it('gives up after the timeout', async () => {
    const failure = await requestClientToken({ config, fetch: hangingFetch() }).catch((error: unknown) => error);
    expect(globalMessageKeyFor(failure)).toBe('gatewayTimeout');
  });
});
