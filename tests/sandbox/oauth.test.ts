import { describe, expect, it } from 'vitest';
import { ALEX, AGENT, CLIENT, createTestSandbox } from './harness';

const TOKEN = '/authorizationserver/oauth/token';

describe('OAuth token endpoint', () => {
  const sandbox = createTestSandbox();

  it('issues a password-grant token with a rotating refresh token', async () => {
    const { status, body, headers } = await sandbox.post(TOKEN, {
      form: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: ALEX.uid, password: ALEX.password },
    });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 43199, scope: 'basic openid' });
    expect(body.access_token).toMatch(/^[\w-]{20,}$/);
    const refreshed = await sandbox.post(TOKEN, { form: { grant_type: 'refresh_token', refresh_token: body.refresh_token, client_id: CLIENT.id, client_secret: CLIENT.secret } });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.refresh_token).not.toBe(body.refresh_token);
    const reused = await sandbox.post(TOKEN, { form: { grant_type: 'refresh_token', refresh_token: body.refresh_token, client_id: CLIENT.id, client_secret: CLIENT.secret } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual({ error: 'invalid_grant', error_description: `Invalid refresh token: ${body.refresh_token}` });
  });

  it('accepts client authentication by HTTP Basic and issues client-credentials tokens without refresh', async () => {
    const basic = Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64');
    const { status, body } = await sandbox.post(TOKEN, { form: { grant_type: 'client_credentials' }, headers: { authorization: `Basic ${basic}` } });
    expect(status).toBe(200);
    expect(body.refresh_token).toBeUndefined();
  });

  it('answers bad credentials, a bad client and an unknown grant with SAP’s OAuth errors', async () => {
    const badPassword = await sandbox.post(TOKEN, { form: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: ALEX.uid, password: 'wrong' } });
    expect(badPassword.status).toBe(400);
    expect(badPassword.body).toEqual({ error: 'invalid_grant', error_description: 'Bad credentials' });
    const badClient = await sandbox.post(TOKEN, { form: { grant_type: 'client_credentials', client_id: CLIENT.id, client_secret: 'nope' } });
    expect(badClient.status).toBe(401);
    expect(badClient.body).toEqual({ error: 'invalid_client', error_description: 'Bad client credentials' });
    const grant = await sandbox.post(TOKEN, { form: { grant_type: 'implicit', client_id: CLIENT.id, client_secret: CLIENT.secret } });
    expect(grant.status).toBe(400);
    expect(grant.body).toEqual({ error: 'unsupported_grant_type', error_description: 'Unsupported grant type: implicit' });
  });

  it('lets the support agent sign in with the same endpoint', async () => {
    const { body } = await sandbox.post(TOKEN, {
      form: { grant_type: 'password', client_id: CLIENT.id, client_secret: CLIENT.secret, username: AGENT.uid, password: AGENT.password },
    });
    expect(body.access_token).toBeTruthy();
    const customer = await sandbox.get(`/users/${encodeURIComponent(ALEX.uid)}`, { token: body.access_token });
    expect(customer.body.uid).toBe(ALEX.uid);
  });

  it('revokes a token', async () => {
    const { access_token } = await sandbox.passwordToken();
    const revoked = await sandbox.post('/authorizationserver/oauth/revoke', { form: { token: access_token, client_id: CLIENT.id, client_secret: CLIENT.secret } });
    expect(revoked.status).toBe(200);
    expect((await sandbox.get('/users/current', { token: access_token })).status).toBe(401);
  });
});

describe('bearer tokens on OCC calls', () => {
  it('answers an unknown token with 401 InvalidTokenError, even on public calls', async () => {
    const sandbox = createTestSandbox();
    const { status, body } = await sandbox.get('/users/current', { token: 'undefined' });
    expect(status).toBe(401);
    expect(body).toEqual({ errors: [{ type: 'InvalidTokenError', message: 'Invalid access token: undefined' }] });
    expect((await sandbox.get('/products/103828', { token: 'nope' })).status).toBe(401);
  });

  it('answers an expired token with 401 InvalidTokenError', async () => {
    let now = new Date('2026-01-20T10:00:00Z');
    const sandbox = createTestSandbox({ now: () => now, tokenTtlSeconds: 60 });
    const { access_token } = await sandbox.passwordToken();
    expect((await sandbox.get('/users/current', { token: access_token })).status).toBe(200);
    now = new Date('2026-01-20T10:01:01Z');
    const expired = await sandbox.get('/users/current', { token: access_token });
    expect(expired.status).toBe(401);
    expect(expired.body.errors[0]).toEqual({ type: 'InvalidTokenError', message: `Access token expired: ${access_token}` });
  });

  it('needs a customer token for users/current', async () => {
    const sandbox = createTestSandbox();
    expect((await sandbox.get('/users/current')).body.errors[0].type).toBe('UnauthorizedError');
    const client = await sandbox.clientToken();
    const denied = await sandbox.get('/users/current', { token: client });
    expect(denied.status).toBe(403);
    expect(denied.body.errors[0]).toEqual({ type: 'AccessDeniedError', message: 'Access is denied' });
  });
});
