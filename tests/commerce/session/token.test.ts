import { OccError } from '@/commerce/errors';
import { globalMessageKeyFor } from '@/commerce/errors';
import {
  anonymousSession,
  signedInSession,
  withActiveCart,
  withFreshToken,
  withGuestToken,
  type CommerceSession,
} from '@/commerce/session';

const NOW = 1_800_000_000_000;
const now = () => NOW;
const refreshed = { access_token: 'access-2', token_type: 'bearer', expires_in: 3600, refresh_token: 'refresh-2' };
const invalidToken = () => new OccError(401, [{ type: 'InvalidTokenError', message: 'Invalid access token' }]);

function customerSession(expiresAt = NOW + 3_600_000): CommerceSession {
  const session = signedInSession(anonymousSession(), { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt });
  return withActiveCart(session, 'brand-us', { code: '00001234', guid: 'guid-1' });
}

describe('keeping the access token fresh', () => {
  it('calls with the current token and keeps the session when OCC accepts it', async () => {
    const session = customerSession();
    const refresh = vi.fn();
    const call = vi.fn(async (token?: string) => `called with ${token}`);
    const result = await withFreshToken(session, call, { refresh, now });
    expect(result.outcome).toEqual({ ok: true, value: 'called with access-1' });
    expect(result.session).toBe(session);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('calls without a token for an anonymous visitor', async () => {
    const call = vi.fn(async (token?: string) => token);
    const result = await withFreshToken(anonymousSession(), call, { refresh: vi.fn(), now });
    expect(result.outcome).toEqual({ ok: true, value: undefined });
  });

  it('refreshes an expired token before calling', async () => {
    const refresh = vi.fn(async () => refreshed);
    const call = vi.fn(async (token?: string) => token);
    const result = await withFreshToken(customerSession(NOW - 1), call, { refresh, now });
    expect(refresh).toHaveBeenCalledWith('refresh-1');
    expect(result.outcome).toEqual({ ok: true, value: 'access-2' });
    expect(result.session.token).toEqual({ accessToken: 'access-2', refreshToken: 'refresh-2', expiresAt: NOW + 3_600_000 });
  });

  it('on 401 InvalidTokenError refreshes once and retries', async () => {
    const refresh = vi.fn(async () => refreshed);
    const call = vi.fn(async (token?: string) => {
      if (token === 'access-1') throw invalidToken();
      return 'profile';
    });
    const result = await withFreshToken(customerSession(), call, { refresh, now });
    expect(call).toHaveBeenCalledTimes(2);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(result.outcome).toEqual({ ok: true, value: 'profile' });
    expect(result.sessionExpired).toBe(false);
    expect(result.session.carts['brand-us']?.code).toBe('00001234');
  });

  it('signs out and signals sessionExpired when the refresh is refused', async () => {
    const refresh = vi.fn(async () => {
      throw new OccError(400, [{ type: 'invalid_grant' }]);
    });
    const call = vi.fn(async () => {
      throw invalidToken();
    });
    const result = await withFreshToken(customerSession(), call, { refresh, now });
    expect(call).toHaveBeenCalledTimes(1);
    expect(result.sessionExpired).toBe(true);
    expect(result.session).toMatchObject({ user: 'anonymous', carts: {} });
    expect(result.session.token).toBeUndefined();
    expect(result.outcome.ok).toBe(false);
    if (!result.outcome.ok) expect(globalMessageKeyFor(result.outcome.error)).toBe('sessionExpired');
  });

  it('signs out when the retried call is refused too', async () => {
    const refresh = vi.fn(async () => refreshed);
    const call = vi.fn(async () => {
      throw invalidToken();
    });
    const result = await withFreshToken(customerSession(), call, { refresh, now });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(call).toHaveBeenCalledTimes(2);
    expect(result.sessionExpired).toBe(true);
  });

  it('signs out when an expired token has no refresh token', async () => {
    const session = signedInSession(anonymousSession(), { accessToken: 'access-1', expiresAt: NOW - 1 });
    const call = vi.fn();
    const result = await withFreshToken(session, call, { refresh: vi.fn(), now });
    expect(call).not.toHaveBeenCalled();
    expect(result.sessionExpired).toBe(true);
  });

  it('keeps the customer signed in when the authorization server is down', async () => {
    const refresh = vi.fn(async () => {
      throw new OccError(502, [{ type: 'NetworkError' }], 'network');
    });
    const session = customerSession(NOW - 1);
    const result = await withFreshToken(session, vi.fn(), { refresh, now });
    expect(result.sessionExpired).toBe(false);
    expect(result.session).toBe(session);
    expect(result.outcome).toMatchObject({ ok: false, error: { kind: 'network' } });
  });

  it('detects a refused token in an answer the call returns instead of throwing', async () => {
    const refresh = vi.fn(async () => refreshed);
    const call = vi.fn(async (token?: string) => ({ status: token === 'access-1' ? 401 : 200 }));
    const result = await withFreshToken(customerSession(), call, { refresh, now }, (answer) => answer.status === 401);
    expect(result.outcome).toEqual({ ok: true, value: { status: 200 } });
  });

  it('passes other failures through without touching the session', async () => {
    const session = customerSession();
    const failure = new OccError(500, [{ type: 'ServerError' }]);
    const result = await withFreshToken(session, async () => Promise.reject(failure), { refresh: vi.fn(), now });
    expect(result.outcome).toEqual({ ok: false, error: failure });
    expect(result.session).toBe(session);
  });
});

describe('the guest client token', () => {
  it('is requested once and reused until it expires', async () => {
    const requestClientToken = vi.fn(async () => ({ access_token: 'client-1', token_type: 'bearer', expires_in: 600 }));
    const first = await withGuestToken(anonymousSession(), requestClientToken, now);
    const second = await withGuestToken(first, requestClientToken, now);
    expect(second.guestToken?.accessToken).toBe('client-1');
    expect(second).toBe(first);
    expect(requestClientToken).toHaveBeenCalledTimes(1);
  });
});
