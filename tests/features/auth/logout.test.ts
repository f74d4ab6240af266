import { refreshAccessToken } from '@/commerce/auth/oauth';
import { isCustomerSession } from '@/commerce/session';
import { handleLogout, isOwnSignOutRequest } from '@/features/auth/logout';
import { SANDBOX_CONFIG, setupSandboxServer } from '../../msw/sandbox';
import { fakeRequest, sendSession, sessionInJar, startRequest } from './fake-next-request';

/**
 * `logout` (spec 1 §2.1) is a GET, so another site could fire it with `<img src=".../logout">`: a
 * cross-site request goes home and signs nobody out; the account menu's link and a typed address do.
 * Only Next's request (headers, cookies) is faked; the session and the token revocation are real.
 */

vi.mock('next/headers', async () => (await import('./fake-next-request')).nextHeadersModule);

const sandbox = setupSandboxServer();
const SHOP = 'http://localhost:3000';

async function signedIn(): Promise<string> {
  const session = await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
  await sendSession(session);
  return session.token?.accessToken ?? '';
}

function logout(headers: Record<string, string>, path = '/eu/it/logout') {
  const request = new Request(`${SHOP}${path}`, { headers: { host: 'localhost:3000', ...headers } });
  return handleLogout(request, { params: Promise.resolve({ site: 'eu', lang: 'it' }) });
}

beforeEach(() => startRequest());

describe('a sign-out another site fires from inside its page', () => {
  it.each([
    ['an image on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image', referer: 'https://attacker.example/cats' }],
    ['a frame on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }],
    ['a script’s fetch on another site', { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty', origin: 'https://attacker.example' }],
    ['an image on another subdomain', { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }],
  ])('%s: goes home, still signed in, the token not revoked', async (_, headers) => {
    const token = await signedIn();
    const response = await logout(headers, '/eu/it/logout?returnUrl=%2Feu%2Fit%2Fcart');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/eu/it');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(isCustomerSession(await sessionInJar())).toBe(true);
    expect(fakeRequest.cookies.get('ws_auth')).toBe((await sessionInJar()).signInId);
    expect(sandbox.store.state.accessTokens[token]).toBeDefined();
  });
});

describe('the router’s own fetches of the sign-out link (a CMS “Sign out” link drawn with next/link)', () => {
  it.each([
    ['a prefetch of the link in view', { 'sec-fetch-site': 'same-origin', rsc: '1', 'next-router-prefetch': '1' }],
    ['a client-side navigation', { 'sec-fetch-site': 'same-origin', rsc: '1' }],
  ])('%s: signs nobody out, and the router loads the page as a document instead', async (_, headers) => {
    const token = await signedIn();
    const response = await logout(headers);
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(isCustomerSession(await sessionInJar())).toBe(true);
    expect(sandbox.store.state.accessTokens[token]).toBeDefined();
  });
});

describe('a sign-out the shopper navigates to', () => {
  const navigation = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
  it.each([
    ['the account menu’s link', { 'sec-fetch-site': 'same-origin', ...navigation, referer: `${SHOP}/eu/it/account/profile` }],
    ['a typed address or a bookmark', { 'sec-fetch-site': 'none', ...navigation }],
    ['the password-reset link in a webmail (through the proxy’s redirect)', { 'sec-fetch-site': 'cross-site', ...navigation }],
    ['a browser without fetch metadata', {}],
  ])('%s: revokes the token, clears the session and goes home', async (_, headers) => {
    const token = await signedIn();
    const response = await logout(headers);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/eu/it');
    expect(isCustomerSession(await sessionInJar())).toBe(false);
    expect(fakeRequest.cookies.has('ws_auth')).toBe(false);
    expect(sandbox.store.state.accessTokens[token]).toBeUndefined();
  });

  it('revokes what a refresh of the same cookie under way at that moment brings, so its answer cannot sign the shopper back in', async () => {
    const session = await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    await sendSession(session);
    // Another request with this cookie found its access token expired and is refreshing it.
    const refreshing = refreshAccessToken({ config: SANDBOX_CONFIG }, session.token?.refreshToken ?? '');
    await logout({ 'sec-fetch-site': 'same-origin' });
    const renewed = await refreshing;
    await vi.waitFor(() => {
      expect(sandbox.store.state.accessTokens[renewed.access_token]).toBeUndefined();
      expect(sandbox.store.state.refreshTokens[renewed.refresh_token ?? '']).toBeUndefined();
    });
  });

  it('goes to a same-origin return path, never to another site', async () => {
    await signedIn();
    const back = await logout({ 'sec-fetch-site': 'same-origin' }, '/eu/it/logout?returnUrl=%2Feu%2Fit%2Flogin%2Fpw%2Fchange%3Fpwrt%3Dt');
    expect(back.headers.get('location')).toBe('/eu/it/login/pw/change?pwrt=t');
    await signedIn();
    const away = await logout({ 'sec-fetch-site': 'same-origin' }, '/eu/it/logout?returnUrl=https%3A%2F%2Fattacker.example%2F');
    expect(away.headers.get('location')).toBe('/eu/it');
  });
});

describe('isOwnSignOutRequest', () => {
  const request = (headers: Record<string, string>) => new Request(`${SHOP}/logout`, { headers });

  it('refuses only embedded or scripted requests from another site', () => {
    expect(isOwnSignOutRequest(request({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }))).toBe(true);
    expect(isOwnSignOutRequest(request({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' }))).toBe(false);
    expect(isOwnSignOutRequest(request({ 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' }))).toBe(false);
    expect(isOwnSignOutRequest(request({ 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' }))).toBe(true);
  });
});
