import { Hono } from 'hono';
import type { SandboxContext, SandboxEnv } from '../occ/context';
import { randomToken, verifyPassword } from '../security';
import type { SandboxState } from '../state';

/**
 * The OAuth 2 server (`/authorizationserver/oauth/token` and `/revoke`): password, client-credentials and
 * refresh-token grants; client authentication by form fields or HTTP Basic; opaque random tokens with an
 * expiry; refresh tokens rotate on use. Errors use the OAuth body `{ error, error_description }`.
 */

export interface OAuthClient {
  id: string;
  secret: string;
}

const SCOPE = 'basic openid';

function oauthError(c: SandboxContext, status: 400 | 401, error: string, description: string): Response {
  if (status === 401) c.header('WWW-Authenticate', `Basic realm="oauth2/client", error="${error}", error_description="${description}"`);
  c.header('Cache-Control', 'no-store');
  return c.json({ error, error_description: description }, status);
}

function clientCredentials(c: SandboxContext, form: URLSearchParams): { id?: string; secret?: string } {
  const header = c.req.header('authorization');
  const basic = header && /^basic\s+(.+)$/i.exec(header.trim());
  if (basic) {
    const decoded = Buffer.from(basic[1] ?? '', 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    if (separator >= 0) {
      return { id: decodeURIComponent(decoded.slice(0, separator)), secret: decodeURIComponent(decoded.slice(separator + 1)) };
    }
  }
  return { id: form.get('client_id') ?? undefined, secret: form.get('client_secret') ?? undefined };
}

async function readForm(c: SandboxContext): Promise<URLSearchParams> {
  const form = new URLSearchParams(c.req.url.split('?')[1] ?? '');
  const text = await c.req.text();
  for (const [key, value] of new URLSearchParams(text)) form.set(key, value);
  return form;
}

/** Anonymous carts nobody touched for this long are dropped, like SAP's cart clean-up job. */
const STALE_ANONYMOUS_CART_MS = 30 * 24 * 60 * 60 * 1000;

/** Drops tokens that can no longer be used and abandoned anonymous carts, so the data file does not grow forever. */
function purgeExpiredTokens(state: SandboxState, now: number): void {
  for (const [code, cart] of Object.entries(state.carts)) {
    if (cart.owner === 'anonymous' && Date.parse(cart.modifiedAt) + STALE_ANONYMOUS_CART_MS < now) delete state.carts[code];
  }
  for (const [token, record] of Object.entries(state.accessTokens)) if (record.expiresAt <= now) delete state.accessTokens[token];
  for (const [token, record] of Object.entries(state.refreshTokens)) if (record.expiresAt <= now) delete state.refreshTokens[token];
  for (const [token, record] of Object.entries(state.passwordResetTokens)) if (record.expiresAt <= now) delete state.passwordResetTokens[token];
}

export function oauthRoutes(clients: readonly OAuthClient[]) {
  const app = new Hono<SandboxEnv>();

  app.post('/token', async (c) => {
    const services = c.get('services');
    const form = await readForm(c);
    const { id, secret } = clientCredentials(c, form);
    const client = clients.find((candidate) => candidate.id === id);
    if (!client || client.secret !== secret) return oauthError(c, 401, 'invalid_client', 'Bad client credentials');

    const grantType = form.get('grant_type');
    if (!grantType) return oauthError(c, 400, 'invalid_request', 'Missing grant type');

    const now = services.now().getTime();
    const issue = (uid: string | undefined, withRefresh: boolean) =>
      services.store.mutate((state) => {
        purgeExpiredTokens(state, now);
        const accessToken = randomToken();
        const refreshToken = withRefresh ? randomToken() : undefined;
        state.accessTokens[accessToken] = {
          clientId: client.id,
          uid,
          scope: SCOPE,
          expiresAt: now + services.tokenTtlSeconds * 1000,
          refreshToken,
        };
        if (refreshToken && uid) {
          state.refreshTokens[refreshToken] = { clientId: client.id, uid, scope: SCOPE, expiresAt: now + services.refreshTokenTtlSeconds * 1000 };
        }
        return { accessToken, refreshToken };
      });
    const answer = (tokens: { accessToken: string; refreshToken?: string }) => {
      c.header('Cache-Control', 'no-store');
      c.header('Pragma', 'no-cache');
      return c.json({
        access_token: tokens.accessToken,
        token_type: 'bearer',
        ...(tokens.refreshToken ? { refresh_token: tokens.refreshToken } : {}),
        expires_in: services.tokenTtlSeconds,
        scope: SCOPE,
      });
    };

    switch (grantType) {
      case 'client_credentials':
        return answer(issue(undefined, false));
      case 'password': {
        const username = (form.get('username') ?? '').trim().toLowerCase();
        const password = form.get('password') ?? '';
        const user = services.store.state.users[username];
        if (!user || !password || !verifyPassword(password, user.passwordHash)) {
          return oauthError(c, 400, 'invalid_grant', 'Bad credentials');
        }
        return answer(issue(user.uid, true));
      }
      case 'refresh_token': {
        const token = form.get('refresh_token') ?? '';
        const record = services.store.state.refreshTokens[token];
        if (!record || record.clientId !== client.id) return oauthError(c, 400, 'invalid_grant', `Invalid refresh token: ${token}`);
        if (record.expiresAt <= now) return oauthError(c, 400, 'invalid_grant', `Invalid refresh token (expired): ${token}`);
        if (!services.store.state.users[record.uid]) return oauthError(c, 400, 'invalid_grant', `Invalid refresh token: ${token}`);
        // The refresh token is spent, and the access token issued with it ends with it.
        services.store.mutate((state) => {
          delete state.refreshTokens[token];
          for (const [access, issued] of Object.entries(state.accessTokens)) if (issued.refreshToken === token) delete state.accessTokens[access];
        });
        return answer(issue(record.uid, true));
      }
      default:
        return oauthError(c, 400, 'unsupported_grant_type', `Unsupported grant type: ${grantType}`);
    }
  });

  app.post('/revoke', async (c) => {
    const services = c.get('services');
    const form = await readForm(c);
    const { id, secret } = clientCredentials(c, form);
    const client = clients.find((candidate) => candidate.id === id);
    if (!client || client.secret !== secret) return oauthError(c, 401, 'invalid_client', 'Bad client credentials');
    const token = form.get('token') ?? '';
    if (!token) return oauthError(c, 400, 'invalid_request', 'Missing token');
    // Unknown tokens are not an error (RFC 7009 §2.2).
    services.store.mutate((state) => {
      const access = state.accessTokens[token];
      if (access) {
        if (access.refreshToken) delete state.refreshTokens[access.refreshToken];
        delete state.accessTokens[token];
      }
      if (state.refreshTokens[token]) {
        delete state.refreshTokens[token];
        for (const [accessToken, record] of Object.entries(state.accessTokens)) {
          if (record.refreshToken === token) delete state.accessTokens[accessToken];
        }
      }
    });
    return c.body(null, 200);
  });

  return app;
}
