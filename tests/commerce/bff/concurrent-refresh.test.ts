import { handleCommerceProxyRequest, type CommerceProxyDeps } from '@/commerce/bff/handler';
import { requestCustomerToken } from '@/commerce/auth/oauth';
import { readCommerceConfig } from '@/commerce/config';
import { anonymousSession, isCustomerSession, sessionTokenFrom, signedInSession, type CommerceSession } from '@/commerce/session';
import { createSandboxApp } from '@/sandbox/app';
import { createSandboxStore } from '@/sandbox/store';

/**
 * A page sends several personal calls at once (the account overview: user, orders, addresses, cards).
 * When the access token has run out, each finds it expired. The sandbox, like many authorization
 * servers, rotates refresh tokens: only one refresh may be sent, or every call but the first would be
 * refused and the customer signed out (ARCHITECTURE §4).
 */

const config = readCommerceConfig({});
const app = createSandboxApp({ store: createSandboxStore() });
const fetchSandbox: typeof fetch = (input, init) => Promise.resolve(app.fetch(new Request(input, init)));

it('keeps the customer signed in when four calls find the token expired at once', async () => {
  const token = await requestCustomerToken({ config, fetch: fetchSandbox }, { username: 'alex.carter@example.com', password: 'Workwear#2026' });
  const expired: CommerceSession = signedInSession(anonymousSession(), { ...sessionTokenFrom(token, Date.now()), expiresAt: Date.now() - 1 });
  const written: CommerceSession[] = [];
  const deps: CommerceProxyDeps = {
    config,
    fetch: fetchSandbox,
    readSession: async () => expired,
    writeSession: async (session) => {
      written.push(session);
    },
    reportError: () => {},
  };
  const paths = ['users/current', 'users/current/orders', 'users/current/addresses', 'users/current/paymentdetails'];
  const answers = await Promise.all(
    paths.map((path) =>
      handleCommerceProxyRequest(new Request(`http://localhost:3000/api/commerce/brand-us/${path}`, { headers: { 'Sec-Fetch-Site': 'same-origin' } }), deps),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(written).toHaveLength(4);
  expect(written.every((session) => isCustomerSession(session) && session.token?.accessToken !== token.access_token)).toBe(true);
  expect(new Set(written.map((session) => session.token?.accessToken)).size).toBe(1);
});
