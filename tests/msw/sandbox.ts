import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
// The browser's OCC client loads its calls on the first call (`@/commerce/browser`); loading them with
// the sandbox keeps that one-time module load out of the tests' waiting times.
import '@/commerce/occ-client';
import { requestCustomerToken } from '@/commerce/auth/oauth';
import { handleCommerceProxyRequest } from '@/commerce/bff/handler';
import { COMMERCE_PROXY_PATH } from '@/commerce/bff/path';
import { readCommerceConfig } from '@/commerce/config';
import { anonymousSession, isCustomerSession, mayHoldCart, sessionTokenFrom, signedInSession, signInIdOf, type CommerceSession } from '@/commerce/session';
import { createSandboxApp, type SandboxAppOptions } from '@/sandbox/app';
import { createSandboxStore } from '@/sandbox/store';
import { TRANSLATIONS_API_PATH } from '@/i18n/on-demand';
import { translationsResponse } from '@/i18n/translations-api';
import { CART_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/site/context';

/**
 * The sandbox commerce server in-process for any test file (ARCHITECTURE §9): every request to the
 * sandbox's address (`http://localhost:4010`, OCC and OAuth) is answered by the sandbox app, and the
 * browser's `/api/commerce/...` calls go through the real commerce proxy with an in-memory session.
 *
 *   const sandbox = setupSandboxServer();
 *   it('...', async () => {
 *     await sandbox.signIn('alex.carter@example.com', 'Workwear#2026'); // optional
 *     render(<MiniCart />); // its browser client reaches the sandbox through the proxy
 *   });
 *
 * The sandbox's data and the session start from the seed again after each test.
 */

export const SANDBOX_CONFIG = readCommerceConfig({});
export const SANDBOX_OCC_BASE_URL = SANDBOX_CONFIG.occBaseUrl;

export function setupSandboxServer(options: Omit<SandboxAppOptions, 'store'> = {}) {
  const store = createSandboxStore();
  const app = createSandboxApp({ store, ...options });
  let session: CommerceSession = anonymousSession();
  /** The readable hints the real session cookie sets beside the seal (`writeSession`). */
  const setSession = (updated: CommerceSession) => {
    session = updated;
    if (typeof document === 'undefined') return;
    document.cookie = mayHoldCart(updated) ? `${CART_HINT_COOKIE}=1; path=/` : `${CART_HINT_COOKIE}=; max-age=0; path=/`;
    document.cookie = isCustomerSession(updated) ? `${SIGNED_IN_HINT_COOKIE}=${signInIdOf(updated)}; path=/` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
  };

  /** The browser's request as the commerce proxy answers it. Test environments send no Sec-Fetch-Site; a same-origin page would. */
  const throughProxy = (request: Request) => {
    const headers = new Headers(request.headers);
    headers.set('Sec-Fetch-Site', 'same-origin');
    return handleCommerceProxyRequest(new Request(request, { headers }), {
      config: SANDBOX_CONFIG,
      readSession: async () => session,
      writeSession: async (updated) => setSession(updated),
    });
  };

  const server = setupServer(
    http.all(`${SANDBOX_CONFIG.apiUrl}/*`, ({ request }) => app.fetch(request)),
    // The browser's path to OCC.
    http.all(`*${COMMERCE_PROXY_PATH}/*`, ({ request }) => throughProxy(request)),
    // Texts islands load when they open (the dialogs', the mini cart panel's).
    http.get(`*${TRANSLATIONS_API_PATH}/:lang/:namespace`, ({ params }) => translationsResponse(String(params.lang), String(params.namespace))),
  );

  /** Every request the test made (to OCC, the proxy or the texts), to prove one was not sent. */
  const requested: { method: string; url: string }[] = [];
  server.events.on('request:start', ({ request }) => {
    requested.push({ method: request.method, url: request.url });
  });

  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    requested.length = 0;
    server.resetHandlers();
    store.reset();
    setSession(anonymousSession());
  });
  afterAll(() => server.close());

  return {
    app,
    store,
    server,
    /** The session the commerce proxy reads and writes, as the cookie would hold it. */
    get session(): CommerceSession {
      return session;
    },
    set session(updated: CommerceSession) {
      setSession(updated);
    },
    /**
     * Answers a browser request through the commerce proxy, as the default handler does: for a test's
     * own handler that lets the request through and then changes the answer (a lost answer).
     */
    throughProxy,
    /** The requests made so far in this test whose URL contains `path`, in order. */
    requestsTo(path: string): { method: string; url: string }[] {
      return requested.filter((request) => request.url.includes(path));
    },
    /** Signs a sandbox customer in, as the login action would. */
    async signIn(username: string, password: string): Promise<CommerceSession> {
      const token = await requestCustomerToken({ config: SANDBOX_CONFIG }, { username, password });
      setSession(signedInSession(session, sessionTokenFrom(token, Date.now())));
      return session;
    },
  };
}

