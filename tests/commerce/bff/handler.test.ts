import { handleCommerceProxyRequest, MAX_PROXY_BODY_BYTES, type CommerceProxyDeps } from '@/commerce/bff/handler';
import { matchProxyRoute } from '@/commerce/bff/allow-list';
import { ANSWER_HEADER } from '@/commerce/bff/path';
import {
  anonymousSession,
  signedInSession,
  withActiveCart,
  type CommerceSession,
} from '@/commerce/session';
import { fakeFetch, json, occErrors, requestAt, type FakeAnswer } from '../fake-fetch';

const STOREFRONT = 'https://shop.example.com';
const NOW = 1_800_000_000_000;
const config = {
  occBaseUrl: 'http://occ.test/occ/v2',
  apiUrl: 'http://occ.test',
  clientId: 'storefront',
  clientSecret: 'sandbox-secret',
  timeoutMs: 1000,
  proxyTimeoutMs: 1000,
};

const customer = signedInSession(anonymousSession(), {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: NOW + 3_600_000,
});

function proxyWith(session: CommerceSession, ...answers: FakeAnswer[]) {
  const fetch = fakeFetch(...answers);
  const written: CommerceSession[] = [];
  const deps: CommerceProxyDeps = {
    config,
    fetch,
    now: () => NOW,
    readSession: async () => session,
    writeSession: async (updated) => {
      written.push(updated);
    },
    reportError: () => {},
  };
  return { fetch, written, handle: (request: Request) => handleCommerceProxyRequest(request, deps) };
}

interface BrowserRequest {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A request as the storefront's own pages send it: same origin, JSON body. */
function fromStorefront(path: string, { method = 'GET', headers = {}, body }: BrowserRequest = {}): Request {
  const write = method !== 'GET' && method !== 'HEAD';
  return new Request(`${STOREFRONT}/api/commerce/${path}`, {
    method,
    headers: {
      'Sec-Fetch-Site': 'same-origin',
      ...(write ? { Origin: STOREFRONT, 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    body,
  });
}

describe('the commerce proxy refuses', () => {
  it('a request from another site', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({}));
    const request = fromStorefront('brand-us/users/anonymous/carts', {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    const response = await handle(request);
    expect(response.status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a write whose Origin is not the storefront', async () => {
    const { handle } = proxyWith(anonymousSession(), json({}));
    const request = new Request(`${STOREFRONT}/api/commerce/brand-us/users/anonymous/carts`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example' },
    });
    expect((await handle(request)).status).toBe(403);
  });

  it('a request that proves no origin at all', async () => {
    const { handle } = proxyWith(anonymousSession(), json({}));
    const response = await handle(new Request(`${STOREFRONT}/api/commerce/brand-us/products/104670`));
    expect(response.status).toBe(403);
  });

  it('a path outside the allow-list', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({}));
    for (const path of ['brand-us/customergroups', 'brand-us/orders/123', 'brand-xx/products/1', 'authorizationserver/oauth/token']) {
      expect((await handle(fromStorefront(path))).status).toBe(403);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('an OCC call the commerce client never makes, even beside paths it does call', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({}));
    const cart = 'brand-us/users/anonymous/carts/guid-1';
    for (const [method, path] of [
      ['GET', 'brand-us/products/104670/references'],
      ['GET', 'brand-us/stores/Chicago'],
      ['GET', 'brand-us/cardtypes'],
      ['POST', `${cart}/entries/list`],
      ['POST', `${cart}/expresscheckout`],
      ['POST', `${cart}/guestuser`],
      ['PATCH', `${cart}/guestuser`],
      ['DELETE', `${cart}/deliverymode`],
      ['DELETE', `${cart}/addresses/delivery`],
      ['POST', `${cart}/paymentdetails`],
    ] as const) {
      expect((await handle(fromStorefront(path, { method }))).status, `${method} ${path}`).toBe(403);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('a method the path does not allow', async () => {
    const { handle } = proxyWith(anonymousSession(), json({}));
    expect((await handle(fromStorefront('brand-us/products/104670', { method: 'DELETE' }))).status).toBe(403);
  });

  it('a write of an address, which only the address Server Actions make (they check the form’s schema)', async () => {
    const { fetch, handle } = proxyWith(customer, json({}));
    const body = { body: JSON.stringify({ line1: 'x'.repeat(3000) }), headers: { 'content-type': 'application/json' } };
    expect((await handle(fromStorefront('brand-us/users/current/addresses', { method: 'POST', ...body }))).status).toBe(403);
    for (const method of ['PUT', 'PATCH']) {
      expect((await handle(fromStorefront('brand-us/users/current/addresses/8796098000002', { method, ...body }))).status).toBe(403);
    }
    expect(fetch).not.toHaveBeenCalled();
    expect((await handle(fromStorefront('brand-us/users/current/addresses/8796098000002', { method: 'DELETE' }))).status).not.toBe(403);
  });

  it("another customer's data unless an agent is emulating that customer", async () => {
    const { handle } = proxyWith(customer, json({}));
    expect((await handle(fromStorefront('brand-us/users/someone-else/addresses'))).status).toBe(403);
  });

  it('a body over 64 KB', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({}));
    const body = JSON.stringify({ text: 'x'.repeat(MAX_PROXY_BODY_BYTES) });
    const response = await handle(fromStorefront('brand-us/users/anonymous/carts/g/entries', { method: 'POST', body }));
    expect(response.status).toBe(413);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the commerce proxy forwards', () => {
  it('to the OCC base URL with the same path and query', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({ code: '104670' }));
    await handle(fromStorefront('brand-us/products/104670?fields=DEFAULT&lang=en&curr=USD'));
    expect(requestAt(fetch).url.href).toBe('http://occ.test/occ/v2/brand-us/products/104670?fields=DEFAULT&lang=en&curr=USD');
  });

  it("attaches the session's bearer token", async () => {
    const { fetch, handle } = proxyWith(customer, json({ uid: 'alex' }));
    await handle(fromStorefront('brand-us/users/current'));
    expect(requestAt(fetch).headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('attaches the context headers', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({}));
    await handle(
      fromStorefront('brand-eu/products/104670?lang=de&curr=EUR', {
        headers: { countryIsoCode: 'DE', language: 'de', currency: 'EUR' },
      }),
    );
    const { headers } = requestAt(fetch);
    expect(headers.get('countryIsoCode')).toBe('DE');
    expect(headers.get('language')).toBe('de');
    expect(headers.get('currency')).toBe('EUR');
  });

  it('derives missing context headers from the query and the country cookie', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({}));
    await handle(fromStorefront('brand-eu/products/104670?lang=fr&curr=EUR', { headers: { Cookie: 'country=FR' } }));
    const { headers } = requestAt(fetch);
    expect(headers.get('countryIsoCode')).toBe('FR');
    expect(headers.get('language')).toBe('fr');
    expect(headers.get('currency')).toBe('EUR');
  });

  it("never forwards cookies or the browser's own Authorization header", async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({}));
    await handle(
      fromStorefront('brand-us/products/104670', { headers: { Cookie: 'ws_session=secret', Authorization: 'Bearer stolen' } }),
    );
    const { headers } = requestAt(fetch);
    expect(headers.has('Cookie')).toBe(false);
    expect(headers.has('Authorization')).toBe(false);
  });

  it('the JSON body of a write', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({ statusCode: 'success' }));
    const body = JSON.stringify({ quantity: 1, product: { code: '104670-BLK-M' } });
    await handle(fromStorefront('brand-us/users/anonymous/carts/guid-1/entries', { method: 'POST', body }));
    const request = requestAt(fetch);
    expect(request.method).toBe('POST');
    expect(request.body).toBe(body);
    expect(request.headers.get('Content-Type')).toBe('application/json');
  });

  it("OCC's error status and body unchanged", async () => {
    const { handle } = proxyWith(anonymousSession(), occErrors(400, { type: 'CartError', reason: 'notFound' }));
    const response = await handle(fromStorefront('brand-us/users/anonymous/carts/gone'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ type: 'CartError', reason: 'notFound' }] });
  });

  it("a backend failure's status and error types, not its words, which go to the server's log", async () => {
    const logged: unknown[][] = [];
    const fetch = fakeFetch(occErrors(500, { type: 'ModelSavingError', message: 'java.lang.NullPointerException at de.hybris.Cart' }));
    const response = await handleCommerceProxyRequest(fromStorefront('brand-us/users/anonymous/carts/abc'), {
      config,
      fetch,
      now: () => NOW,
      readSession: async () => anonymousSession(),
      writeSession: async () => {},
      reportError: (...args) => logged.push(args),
    });
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ errors: [{ type: 'ModelSavingError' }] });
    expect(text).not.toContain('NullPointerException');
    expect(JSON.stringify(logged)).toContain('NullPointerException');

    const { handle } = proxyWith(anonymousSession(), new Response('<html>Service Unavailable: stack trace</html>', { status: 503, headers: { 'content-type': 'text/html' } }));
    const unavailable = await handle(fromStorefront('brand-us/products/104670'));
    expect(unavailable.status).toBe(503);
    expect(await unavailable.text()).not.toContain('stack trace');
  });

  it('answers private, no-store', async () => {
    const { handle } = proxyWith(anonymousSession(), json({ code: '104670' }));
    const response = await handle(fromStorefront('brand-us/products/104670'));
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
  });

  it('a write whose Origin is the storefront, from a browser without Sec-Fetch-Site', async () => {
    const { handle } = proxyWith(anonymousSession(), json({ code: '00001234', guid: 'guid-1' }, 201));
    const request = new Request(`${STOREFRONT}/api/commerce/brand-us/users/anonymous/carts`, {
      method: 'POST',
      headers: { Origin: STOREFRONT },
    });
    expect((await handle(request)).status).toBe(201);
  });

  it('a same-origin read from the address bar', async () => {
    const { handle } = proxyWith(anonymousSession(), json({ code: '104670' }));
    const response = await handle(fromStorefront('brand-us/products/104670', { headers: { 'Sec-Fetch-Site': 'none' } }));
    expect(response.status).toBe(200);
  });

  it("an emulating agent's calls for that customer", async () => {
    const agentSession: CommerceSession = { ...customer, user: { customerId: 'cust-42' }, agent: { uid: 'agent.morgan' } };
    const { fetch, handle } = proxyWith(agentSession, json({ addresses: [] }));
    expect((await handle(fromStorefront('brand-us/users/cust-42/addresses'))).status).toBe(200);
    expect(requestAt(fetch).headers.get('Authorization')).toBe('Bearer access-1');
  });
});

describe('the commerce proxy checks the answer the browser names (X-Occ-Answer)', () => {
  const asking = (answer: string) => ({ headers: { [ANSWER_HEADER]: answer } });

  it('passes on the answer as its schema parses it: unknown fields kept, missing lists filled in', async () => {
    const { handle } = proxyWith(anonymousSession(), json({ code: '00001234', guid: 'g-1', totalItems: 0, brandFlag: 'kept' }));
    const response = await handle(fromStorefront('brand-us/users/anonymous/carts/g-1', asking('cart')));
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ code: '00001234', brandFlag: 'kept', entries: [], appliedVouchers: [] });
  });

  it('keeps the status of a successful write', async () => {
    const { handle } = proxyWith(anonymousSession(), json({ code: '00001234', guid: 'guid-1' }, 201));
    const response = await handle(fromStorefront('brand-us/users/anonymous/carts', { method: 'POST', ...asking('cart') }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ code: '00001234', entries: [] });
  });

  it('answers 502 InvalidResponseError, reported, when the answer breaks the contract', async () => {
    const { handle, reported } = proxyReportingWith(json({ guid: 'no code', totalItems: 'three' }));
    const response = await handle(fromStorefront('brand-us/users/anonymous/carts/g-1', asking('cart')));
    expect(response.status).toBe(502);
    const body = (await response.json()) as { errors: { type: string; message: string }[] };
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0]?.type).toBe('InvalidResponseError');
    expect(body.errors[0]?.message).toContain('brand-us/users/anonymous/carts/g-1');
    expect(reported).toHaveLength(1);
  });

  it("passes OCC's errors on unchecked", async () => {
    const { handle } = proxyWith(anonymousSession(), occErrors(400, { type: 'CartError', reason: 'notFound' }));
    const response = await handle(fromStorefront('brand-us/users/anonymous/carts/gone', asking('cart')));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ errors: [{ type: 'CartError', reason: 'notFound' }] });
  });

  it('refuses an answer name it does not know, before calling OCC', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({}));
    for (const name of ['nothing', 'toString', '__proto__', '']) {
      expect((await handle(fromStorefront('brand-us/products/104670', asking(name)))).status).toBe(400);
    }
    expect(fetch).not.toHaveBeenCalled();
  });

  it('never sends the header on to OCC', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({ code: '104670' }));
    await handle(fromStorefront('brand-us/products/104670', asking('product')));
    expect(requestAt(fetch).headers.get(ANSWER_HEADER)).toBeNull();
  });
});

function proxyReportingWith(...answers: FakeAnswer[]) {
  const reported: unknown[] = [];
  const deps: CommerceProxyDeps = {
    config,
    fetch: fakeFetch(...answers),
    now: () => NOW,
    readSession: async () => anonymousSession(),
    writeSession: async () => {},
    reportError: (_message, error) => reported.push(error),
  };
  return { reported, handle: (request: Request) => handleCommerceProxyRequest(request, deps) };
}

describe('the commerce proxy and the session', () => {
  it('refreshes a refused token once, retries, and keeps the new token', async () => {
    const { fetch, written, handle } = proxyWith(
      customer,
      occErrors(401, { type: 'InvalidTokenError' }),
      json({ access_token: 'access-2', token_type: 'bearer', expires_in: 3600 }),
      json({ uid: 'alex' }),
    );
    const response = await handle(fromStorefront('brand-us/users/current'));
    expect(response.status).toBe(200);
    expect(requestAt(fetch, 2).headers.get('Authorization')).toBe('Bearer access-2');
    expect(written[0]?.token?.accessToken).toBe('access-2');
  });

  it('answers sessionExpired and signs out when the refresh fails', async () => {
    const { written, handle } = proxyWith(
      customer,
      occErrors(401, { type: 'InvalidTokenError' }),
      json({ error: 'invalid_grant' }, 400),
    );
    const response = await handle(fromStorefront('brand-us/users/current'));
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ errors: [{ type: 'InvalidTokenError' }] });
    expect(written[0]?.user).toBe('anonymous');
  });

  it.each([
    ['PUT', 'brand-us/users/anonymous/carts/guid-1/email?email=guest%40example.com'],
    ['POST', 'brand-us/users/anonymous/orders?cartId=guid-1&termsChecked=true'],
    ['DELETE', 'brand-us/users/anonymous/carts/guid-1'],
  ])('checks a guest out as a trusted client: %s %s', async (method, path) => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({ access_token: 'client-1', token_type: 'bearer', expires_in: 600 }), json({}));
    await handle(fromStorefront(path, { method }));
    expect(new URLSearchParams(requestAt(fetch, 0).body).get('grant_type')).toBe('client_credentials');
    expect(requestAt(fetch, 1).headers.get('Authorization')).toBe('Bearer client-1');
  });

  it('signs a guest up for the newsletter as a trusted client, as the form sent before the scripts ran does', async () => {
    const { fetch, handle } = proxyWith(anonymousSession(), json({ access_token: 'client-1', token_type: 'bearer', expires_in: 600 }), json({}, 201));
    const response = await handle(fromStorefront('brand-us/newsletter/subscriptions', { method: 'POST', body: JSON.stringify({ email: 'crew@example.com' }) }));
    expect(response.status).toBe(201);
    expect(new URLSearchParams(requestAt(fetch, 0).body).get('grant_type')).toBe('client_credentials');
    expect(requestAt(fetch, 1).headers.get('Authorization')).toBe('Bearer client-1');
  });

  it('places a signed-in customer’s order with the customer’s own token', async () => {
    const { fetch, handle } = proxyWith(customer, json({ code: '00010001' }, 201));
    await handle(fromStorefront('brand-us/users/current/orders?cartId=00001234', { method: 'POST' }));
    expect(requestAt(fetch, 0).headers.get('Authorization')).toBe('Bearer access-1');
  });

  it('replaces a kept client token the backend refuses before its time, once', async () => {
    const session = { ...anonymousSession(), guestToken: { accessToken: 'client-old', expiresAt: NOW + 600_000 } };
    const { fetch, written, handle } = proxyWith(
      session,
      occErrors(401, { type: 'InvalidTokenError' }),
      json({ access_token: 'client-2', token_type: 'bearer', expires_in: 600 }),
      json({ code: '00010001' }, 201),
    );
    const response = await handle(fromStorefront('brand-us/users/anonymous/orders?cartId=guid-1&termsChecked=true', { method: 'POST' }));
    expect(response.status).toBe(201);
    expect(requestAt(fetch, 0).headers.get('Authorization')).toBe('Bearer client-old');
    expect(requestAt(fetch, 2).headers.get('Authorization')).toBe('Bearer client-2');
    expect(written[0]?.guestToken?.accessToken).toBe('client-2');
  });

  it('does not ask again when a new client token is refused', async () => {
    const { fetch, handle } = proxyWith(
      anonymousSession(),
      json({ access_token: 'client-1', token_type: 'bearer', expires_in: 600 }),
      occErrors(401, { type: 'InvalidTokenError' }),
    );
    const response = await handle(fromStorefront('brand-us/users/anonymous/orders?cartId=guid-1&termsChecked=true', { method: 'POST' }));
    expect(response.status).toBe(401);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('makes a newly created cart the active cart of the site', async () => {
    const { written, handle } = proxyWith(anonymousSession(), json({ code: '00001234', guid: 'guid-1' }, 201));
    await handle(fromStorefront('brand-uk/users/anonymous/carts', { method: 'POST' }));
    expect(written[0]?.carts['brand-uk']).toEqual({ code: '00001234', guid: 'guid-1' });
  });

  it('forgets the active cart when it is deleted', async () => {
    const session = withActiveCart(anonymousSession(), 'brand-us', { code: '00001234', guid: 'guid-1' });
    const { written, handle } = proxyWith(
      session,
      json({ access_token: 'client-1', token_type: 'bearer', expires_in: 600 }),
      new Response(null, { status: 200 }),
    );
    await handle(fromStorefront('brand-us/users/anonymous/carts/guid-1', { method: 'DELETE' }));
    expect(written[0]?.carts['brand-us']).toBeUndefined();
  });

  it('leaves the cookie alone when nothing changed', async () => {
    const { written, handle } = proxyWith(customer, json({ uid: 'alex' }));
    await handle(fromStorefront('brand-us/users/current'));
    expect(written).toEqual([]);
  });

  it('answers 502 in OCC error form when OCC is unreachable', async () => {
    const { handle } = proxyWith(anonymousSession(), new TypeError('fetch failed'));
    const response = await handle(fromStorefront('brand-us/products/104670'));
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ errors: [{ type: 'NetworkError' }] });
  });
});

describe('the allow-list', () => {
  it.each([
    ['GET', 'brand-us/products/search'],
    ['GET', 'brand-uk/cms/components'],
    ['POST', 'brand-us/users/anonymous/carts/guid-1/entries'],
    ['PATCH', 'brand-us/users/current/carts/00001234/entries/0'],
    ['PUT', 'brand-eu/users/anonymous/carts/guid-1/email'],
    ['POST', 'brand-us/users/current/orders'],
  ])('allows %s %s', (method, path) => {
    expect(matchProxyRoute(method, path)).toBeDefined();
  });

  it.each([
    ['GET', 'brand-us/products/..%2F..%2Fusers'],
    ['GET', 'brand-us/products/a%2Fb'],
    ['DELETE', 'brand-us/users/current'],
    ['GET', 'brand-us/users/current/customergroups'],
    ['POST', 'brand-us/users/current/carts/1/unknown'],
    // Servlet containers drop `;...` from a segment, so `..;` would climb to `DELETE users/current`.
    ['DELETE', 'brand-us/users/current/addresses/..;'],
    ['DELETE', 'brand-us/users/anonymous/carts/..;jsessionid=1'],
    ['GET', 'brand-us/users/current/orders/..%3B'],
    // Server Actions only: they validate, hide which e-mails have accounts and limit attempts.
    ['POST', 'brand-us/users'],
    ['POST', 'brand-us/forgottenpasswordtokens'],
    ['POST', 'brand-us/resetpassword'],
    ['PATCH', 'brand-us/users/current'],
    ['PUT', 'brand-us/users/current/password'],
    ['PUT', 'brand-us/users/current/login'],
  ])('refuses %s %s', (method, path) => {
    expect(matchProxyRoute(method, path)).toBeUndefined();
  });
});

describe('the session aliases', () => {
  const guestWithCart = withActiveCart(anonymousSession(), 'brand-us', { code: '00001', guid: 'guid-1' });
  const customerWithCart = withActiveCart(customer, 'brand-us', { code: '00002', guid: 'guid-2' });

  it("address a guest's active cart by its guid", async () => {
    const { fetch, handle } = proxyWith(guestWithCart, json({ code: '00001', guid: 'guid-1' }));
    await handle(fromStorefront('brand-us/users/session/carts/active?fields=DEFAULT'));
    expect(requestAt(fetch).url.href).toBe('http://occ.test/occ/v2/brand-us/users/anonymous/carts/guid-1?fields=DEFAULT');
  });

  it("address a customer's active cart by its code, as the current user", async () => {
    const { fetch, handle } = proxyWith(customerWithCart, json({ code: '00002' }));
    await handle(fromStorefront('brand-us/users/session/carts/active/entries', { method: 'POST', body: '{}' }));
    expect(requestAt(fetch).url.href).toBe('http://occ.test/occ/v2/brand-us/users/current/carts/00002/entries');
  });

  it('answer cart not found, as OCC does, when the site has no active cart', async () => {
    const { fetch, handle } = proxyWith(guestWithCart, json({}));
    const response = await handle(fromStorefront('brand-eu/users/session/carts/active'));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [{ type: 'CartError', reason: 'notFound', subjectType: 'cart', message: 'Cart not found.' }],
    });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keep the allow-list: an alias cannot reach a path the proxy refuses', async () => {
    const { fetch, handle } = proxyWith(customerWithCart, json({}));
    expect((await handle(fromStorefront('brand-us/users/session/customergroups'))).status).toBe(403);
    expect(fetch).not.toHaveBeenCalled();
  });
});
