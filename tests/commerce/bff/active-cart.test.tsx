import { browserOccClient } from '@/commerce/browser';
import { forwardedSearch } from '@/commerce/bff/active-cart';
import { handleCommerceProxyRequest } from '@/commerce/bff/handler';
import { isCartExpiredError, isCartNotFoundError, isCartPlacedError } from '@/commerce/errors';
import { anonymousSession, type CommerceSession } from '@/commerce/session';
import { setupSandboxServer } from '../../msw/sandbox';
import { fakeFetch, json, requestAt } from '../fake-fetch';

/**
 * How the commerce proxy keeps the session's active cart in step with OCC (spec 1 §4), against the
 * sandbox: the browser's client, the real proxy, an in-memory session.
 */

const sandbox = setupSandboxServer();
const occ = browserOccClient({ siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US' }, { retryDelayMs: 0 });
const JACKET = '103828-BRN-L-REG';

async function activeCartWithAJacket() {
  const cart = await occ.createCart('session');
  await occ.addCartEntry('session', 'active', { productCode: JACKET, quantity: 1 });
  return cart;
}

function sandboxEvent(cartId: string, body: unknown) {
  return sandbox.app.fetch(
    new Request(`http://localhost:4010/sandbox/carts/${cartId}/events`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  );
}

describe('the active cart in the session', () => {
  it('is the cart created through the proxy', async () => {
    const cart = await occ.createCart('session');
    expect(sandbox.session.carts['brand-us']).toEqual({ code: cart.code, guid: cart.guid });
  });

  it('stays when a cart is created with keepActiveCart (the wish list)', async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    const active = await occ.createCart('session');
    const other = await occ.createCart('session', { keepActiveCart: true });
    expect(other.code).not.toBe(active.code);
    expect(sandbox.session.carts['brand-us']).toEqual({ code: active.code, guid: active.guid });
    await expect(occ.getCart('session', 'active')).resolves.toMatchObject({ code: active.code });
  });

  it('switches to the replacement when OCC says the active cart expired, so a reload finds it', async () => {
    const cart = await activeCartWithAJacket();
    const expired = (await (await sandboxEvent(cart.guid ?? '', { type: 'expire' })).json()) as { replacedBy: { code: string; guid: string } };

    const failure = await occ.getCart('session', 'active').catch((error: unknown) => error);
    expect(isCartExpiredError(failure)).toBe(true);
    expect(sandbox.session.carts['brand-us']).toEqual({ guid: expired.replacedBy.guid });

    await expect(occ.getCart('session', 'active')).resolves.toMatchObject({ code: expired.replacedBy.code, totalItems: 1 });
    // The read fills in the code the session lacked.
    expect(sandbox.session.carts['brand-us']).toEqual(expired.replacedBy);
  });

  it('is forgotten when OCC says the cart was ordered elsewhere', async () => {
    const cart = await activeCartWithAJacket();
    await sandboxEvent(cart.guid ?? '', { type: 'place' });
    const failure = await occ.getCart('session', 'active').catch((error: unknown) => error);
    expect(isCartPlacedError(failure)).toBe(true);
    expect(sandbox.session.carts['brand-us']).toBeUndefined();
    expect(isCartNotFoundError(await occ.getCart('session', 'active').catch((error: unknown) => error))).toBe(true);
  });

  it('is forgotten when OCC no longer knows it, so the next add starts a fresh cart', async () => {
    const cart = await activeCartWithAJacket();
    sandbox.store.mutate((state) => {
      delete state.carts[cart.code];
    });
    expect(isCartNotFoundError(await occ.getCart('session', 'active').catch((error: unknown) => error))).toBe(true);
    expect(sandbox.session.carts['brand-us']).toBeUndefined();
  });

  it("is, for a customer whose session knows none, the customer's current cart on the site, and is then kept", async () => {
    // A sign-in whose cart calls timed out after OCC had merged the guest's cart (or a cart made on
    // another device): OCC holds the customer's cart, the session does not name it.
    await sandbox.signIn('sam.rivera@example.com', 'Workwear#2026');
    const cart = await activeCartWithAJacket();
    sandbox.session = { ...sandbox.session, carts: {} };

    await expect(occ.getCart('session', 'active')).resolves.toMatchObject({ code: cart.code, totalItems: 1 });
    expect(sandbox.session.carts['brand-us']).toEqual({ code: cart.code, guid: cart.guid });
    await occ.addCartEntry('session', 'active', { productCode: JACKET, quantity: 1 });
    await expect(occ.getCart('session', 'active')).resolves.toMatchObject({ code: cart.code, totalUnitCount: 2 });
  });

  it('stays "not found" for a customer with no cart on the site, and for a guest without one', async () => {
    expect(isCartNotFoundError(await occ.getCart('session', 'active').catch((error: unknown) => error))).toBe(true);
    await sandbox.signIn('sam.rivera@example.com', 'Workwear#2026');
    expect(isCartNotFoundError(await occ.getCart('session', 'active').catch((error: unknown) => error))).toBe(true);
    expect(sandbox.session.carts['brand-us']).toBeUndefined();
  });

  it('is left alone when another cart (not the active one) is not found', async () => {
    await sandbox.signIn('alex.carter@example.com', 'Workwear#2026');
    const active = await occ.createCart('session');
    await occ.getCart('session', '99999999').catch(() => undefined);
    expect(sandbox.session.carts['brand-us']).toEqual({ code: active.code, guid: active.guid });
  });
});

describe('the keepActiveCart flag', () => {
  it('never reaches OCC', async () => {
    const fetch = fakeFetch(json({ code: '00001234', guid: 'guid-1' }, 201));
    let written: CommerceSession | undefined;
    await handleCommerceProxyRequest(
      new Request('https://shop.example.com/api/commerce/brand-us/users/anonymous/carts?fields=DEFAULT&keepActiveCart=true', {
        method: 'POST',
        headers: { 'Sec-Fetch-Site': 'same-origin', Origin: 'https://shop.example.com' },
      }),
      {
        config: { occBaseUrl: 'http://occ.test/occ/v2', apiUrl: 'http://occ.test', clientId: 'c', clientSecret: 's', timeoutMs: 1000, proxyTimeoutMs: 1000 },
        fetch,
        readSession: async () => anonymousSession(),
        writeSession: async (session) => {
          written = session;
        },
      },
    );
    expect(requestAt(fetch).url.search).toBe('?fields=DEFAULT');
    expect(written).toBeUndefined();
  });

  it('is the only parameter taken off', () => {
    expect(forwardedSearch(new URL('https://x.test/a?keepActiveCart=true'))).toBe('');
    expect(forwardedSearch(new URL('https://x.test/a?lang=en&curr=USD'))).toBe('?lang=en&curr=USD');
  });
});
