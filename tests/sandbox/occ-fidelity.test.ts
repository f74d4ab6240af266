import { ALEX, CLIENT, createTestSandbox, variantWith } from './harness';

/**
 * Answers where the sandbox follows what SAP Commerce does, so the storefront meets no surprise when
 * it is pointed at a real backend: sort orders, defaults, token lifetimes, a removed line's answer,
 * and the data a customer's own actions move or give back.
 */

const TAYLOR = { uid: 'taylor.brooks@example.com', password: 'Workwear#2026' };

describe('the sandbox as SAP answers', () => {
  it('sorts the order history by number ascending (SAP: ORDER BY code)', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const codes: string[] = (await sandbox.get('/users/current/orders?sort=byOrderNumber&pageSize=100', { token })).body.orders.map(
      (order: { code: string }) => order.code,
    );
    expect(codes.length).toBeGreaterThan(1);
    expect(codes).toEqual([...codes].sort());
  });

  it('lists every card unless saved ones are asked for (OCC’s `saved` defaults to false)', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const user = sandbox.store.state.users[ALEX.uid];
    const first = user?.payments[0];
    if (!first) throw new Error('the demo customer has no card');
    sandbox.store.mutate(() => {
      first.saved = false;
    });
    const all = (await sandbox.get('/users/current/paymentdetails', { token })).body.payments;
    const saved = (await sandbox.get('/users/current/paymentdetails?saved=true', { token })).body.payments;
    expect(all.length).toBe(saved.length + 1);
  });

  it('ends an access token when its refresh token is used', async () => {
    const sandbox = createTestSandbox();
    const { access_token: old, refresh_token: refresh } = await sandbox.passwordToken();
    const renewed = await sandbox.post('/authorizationserver/oauth/token', {
      form: { grant_type: 'refresh_token', client_id: CLIENT.id, client_secret: CLIENT.secret, refresh_token: refresh },
    });
    expect(renewed.status).toBe(200);
    expect((await sandbox.get('/users/current', { token: old })).status).toBe(401);
    expect((await sandbox.get('/users/current', { token: renewed.body.access_token })).status).toBe(200);
  });

  it('answers a removed line without an entry, never the line that took its number', async () => {
    const sandbox = createTestSandbox();
    const guid = await sandbox.anonymousCart();
    const cart = `/users/anonymous/carts/${guid}`;
    const [first, second] = [...sandbox.store.catalog.variants.values()].filter((variant) => variant.stockLevel > 2);
    if (!first || !second) throw new Error('no variants in stock');
    await sandbox.post(`${cart}/entries`, { json: { product: { code: first.code }, quantity: 1 } });
    await sandbox.post(`${cart}/entries`, { json: { product: { code: second.code }, quantity: 1 } });
    const removed = await sandbox.call('PATCH', `${cart}/entries/0`, { json: { quantity: 0 } });
    expect(removed.body).toMatchObject({ statusCode: 'success', quantity: 0, quantityAdded: -1 });
    expect(removed.body.entry).toBeUndefined();
  });

  it('merges nothing into an ordered cart: the anonymous cart and its lines stay', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const own = await sandbox.post('/users/current/carts', { token });
    sandbox.store.mutate((state) => {
      const placed = Object.values(state.carts).find((cart) => cart.guid === own.body.guid);
      if (placed) placed.placedAs = '00019999';
    });
    const guid = await sandbox.anonymousCart();
    await sandbox.post(`/users/anonymous/carts/${guid}/entries`, { json: { product: { code: variantWith(sandbox.store, (level) => level > 2) }, quantity: 1 } });
    const merge = await sandbox.post(`/users/current/carts?oldCartId=${guid}&toMergeCartGuid=${own.body.guid}`, { token });
    expect(merge.body.errors?.[0]?.reason).toBe('cartPlaced');
    expect((await sandbox.get(`/users/anonymous/carts/${guid}`)).body.entries).toHaveLength(1);
  });

  it('moves a customer’s returns with their new login', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken(TAYLOR);
    const before = (await sandbox.get('/users/current/orderReturns?pageSize=100', { token })).body.returnRequests.length;
    expect(before).toBeGreaterThan(0);
    const changed = await sandbox.call('PUT', `/users/current/login?newLogin=taylor.b@example.com&password=${encodeURIComponent(TAYLOR.password)}`, { token });
    expect(changed.status).toBe(200);
    const again = await sandbox.passwordToken({ uid: 'taylor.b@example.com', password: TAYLOR.password });
    expect((await sandbox.get('/users/current/orderReturns?pageSize=100', { token: again.access_token })).body.returnRequests).toHaveLength(before);
  });

  it('gives cancelled units back to stock', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const order = (await sandbox.get('/users/current/orders/00010006', { token })).body;
    const code: string = order.entries[0].product.code;
    const stockBefore = sandbox.store.catalog.variants.get(code)?.stockLevel ?? 0;
    const cancel = await sandbox.post('/users/current/orders/00010006/cancellation', {
      token,
      json: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
    });
    expect(cancel.status).toBe(200);
    expect(sandbox.store.catalog.variants.get(code)?.stockLevel).toBe(stockBefore + 1);
  });
});

describe('a closed account', () => {
  it('leaves nothing for whoever registers its e-mail next: no orders, no returns', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken(TAYLOR);
    expect((await sandbox.get('/users/current/orders', { token })).body.orders.length).toBeGreaterThan(0);
    expect((await sandbox.call('DELETE', '/users/current', { token })).status).toBe(200);
    const client = await sandbox.clientToken();
    const again = { uid: TAYLOR.uid, firstName: 'New', lastName: 'Owner', titleCode: 'ms', password: 'Another#Pass7' };
    expect((await sandbox.post('/users', { token: client, json: again })).status).toBe(201);
    const { access_token: newToken } = await sandbox.passwordToken({ uid: TAYLOR.uid, password: again.password });
    expect((await sandbox.get('/users/current/orders', { token: newToken })).body.orders).toEqual([]);
    expect((await sandbox.get('/users/current/orderReturns', { token: newToken })).body.returnRequests ?? []).toEqual([]);
  });
});

describe('an order’s vouchers', () => {
  it('have the shape a cart’s have (description, value as text, currency)', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const orders = (await sandbox.get('/users/current/orders?pageSize=100', { token })).body.orders as { code: string }[];
    const withVoucher = [];
    for (const { code } of orders) {
      const order = (await sandbox.get(`/users/current/orders/${code}?fields=FULL`, { token })).body;
      if (order.appliedVouchers?.length) withVoucher.push(order);
    }
    expect(withVoucher.length).toBeGreaterThan(0);
    expect(withVoucher[0].appliedVouchers[0]).toMatchObject({
      code: 'WORKWEAR10',
      description: expect.any(String),
      valueString: '10%',
      currency: { isocode: 'USD' },
    });
  });
});
