import { describe, expect, it } from 'vitest';
import { ALEX, createTestSandbox } from './harness';

const JACKET = '103828-BRN-L-REG'; // Detroit Duck Jacket, $139.99
const BEANIE = '104597-BRN-OS';

async function cartWith(sandbox: ReturnType<typeof createTestSandbox>, ...codes: string[]) {
  const guid = await sandbox.anonymousCart();
  const path = `/users/anonymous/carts/${guid}`;
  for (const code of codes) await sandbox.post(`${path}/entries`, { json: { quantity: 1, product: { code } } });
  return { guid, path };
}

const event = (sandbox: ReturnType<typeof createTestSandbox>, id: string, json: unknown) => sandbox.post(`/sandbox/carts/${id}/events`, { json });

describe('the cart lifecycle (spec 1 §4)', () => {
  it('answers an expired cart with CartError expired naming its replacement, which holds the same lines', async () => {
    const sandbox = createTestSandbox();
    const { guid, path } = await cartWith(sandbox, JACKET, BEANIE);
    await sandbox.post(`${path}/vouchers?voucherId=WORKWEAR10`);
    const expired = await event(sandbox, guid, { type: 'expire' });
    expect(expired.status).toBe(200);
    const replacement = expired.body.replacedBy as { code: string; guid: string };

    const answer = await sandbox.get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([
      expect.objectContaining({ type: 'CartError', reason: 'expired', subject: replacement.guid, subjectType: 'cart' }),
    ]);
    // Every use of the old cart says so, adding included.
    expect((await sandbox.post(`${path}/entries`, { json: { quantity: 1, product: { code: JACKET } } })).body.errors[0].reason).toBe('expired');

    const fresh = await sandbox.get(`/users/anonymous/carts/${replacement.guid}`);
    expect(fresh.body.entries.map((e: { product: { code: string } }) => e.product.code)).toEqual([JACKET, BEANIE]);
    expect(fresh.body.appliedVouchers[0].code).toBe('WORKWEAR10');
  });

  it("names a customer's replacement cart by its code, and leaves expired carts out of the list", async () => {
    const sandbox = createTestSandbox();
    const token = (await sandbox.passwordToken(ALEX)).access_token;
    const created = await sandbox.post('/users/current/carts', { token });
    const expired = await event(sandbox, created.body.code, { type: 'expire' });
    const answer = await sandbox.get(`/users/current/carts/${created.body.code}`, { token });
    expect(answer.body.errors[0]).toMatchObject({ reason: 'expired', subject: expired.body.replacedBy.code });
    const list = await sandbox.get('/users/current/carts', { token });
    const codes = list.body.carts.map((c: { code: string }) => c.code);
    expect(codes).toContain(expired.body.replacedBy.code);
    expect(codes).not.toContain(created.body.code);
  });

  it('answers a cart ordered elsewhere with CartError cartPlaced', async () => {
    const sandbox = createTestSandbox();
    const { guid, path } = await cartWith(sandbox, JACKET);
    expect((await event(sandbox, guid, { type: 'place' })).body).toEqual({ orderCode: expect.stringMatching(/^\d{8}$/) });
    const answer = await sandbox.get(path);
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ type: 'CartError', reason: 'cartPlaced', subjectType: 'cart' });
  });

  it('refuses events for an unknown cart and malformed events', async () => {
    const sandbox = createTestSandbox();
    expect((await event(sandbox, 'nope', { type: 'expire' })).status).toBe(404);
    const { guid } = await cartWith(sandbox, JACKET);
    expect((await event(sandbox, guid, { type: 'explode' })).status).toBe(400);
    expect((await event(sandbox, guid, { type: 'priceChange', entryNumber: -1 })).status).toBe(400);
    expect((await event(sandbox, guid, { type: 'priceChange', entryNumber: 5 })).status).toBe(400);
  });
});

describe('price-row updates (spec 1 §2.5)', () => {
  it('reports priceRowUpdated when a line costs something else than when the shopper saw it', async () => {
    const sandbox = createTestSandbox();
    const { guid, path } = await cartWith(sandbox, JACKET, BEANIE);
    expect((await sandbox.get(path)).body.priceRowUpdated).toBe(false);
    const changed = await event(sandbox, guid, { type: 'priceChange', entryNumber: 0 });
    expect(changed.body.seenPrice).toEqual({ currency: 'USD', value: 153.99 });
    expect((await sandbox.get(path)).body.priceRowUpdated).toBe(true);
    // Another currency was never seen at another price.
    expect((await sandbox.get(`${path}?curr=CAD`)).body.priceRowUpdated).toBe(false);
  });

  it('clears it once the shopper changes that line (and so sees the new price)', async () => {
    const sandbox = createTestSandbox();
    const { guid, path } = await cartWith(sandbox, JACKET);
    await event(sandbox, guid, { type: 'priceChange', entryNumber: 0, seenPrice: 120 });
    await sandbox.call('PATCH', `${path}/entries/0`, { json: { quantity: 2 } });
    expect((await sandbox.get(path)).body.priceRowUpdated).toBe(false);
  });
});

describe('cart validation answers', () => {
  it('answers pricingError for a line the shop cannot price, and removes it', async () => {
    const sandbox = createTestSandbox();
    const { path } = await cartWith(sandbox, JACKET, BEANIE);
    const variant = sandbox.store.catalog.variants.get(BEANIE);
    if (!variant) throw new Error('missing beanie');
    const price = variant.prices.USD;
    variant.prices.USD = 0;
    try {
      const { body } = await sandbox.post(`${path}/validate`);
      expect(body.cartModifications).toEqual([
        expect.objectContaining({ statusCode: 'pricingError', quantity: 0, entry: { entryNumber: 1, product: { code: BEANIE } } }),
      ]);
    } finally {
      variant.prices.USD = price;
    }
    expect((await sandbox.get(path)).body.entries).toHaveLength(1);
  });
});

describe('entry numbers', () => {
  it('refuses an entry number the cart does not have, so a number from another cart changes nothing', async () => {
    const sandbox = createTestSandbox();
    const big = await cartWith(sandbox, JACKET, BEANIE, '104598-HGY-OS');
    const small = await cartWith(sandbox, JACKET);
    // Line 2 exists in the big cart, not in the small one.
    for (const answer of [
      await sandbox.call('DELETE', `${small.path}/entries/2`),
      await sandbox.call('PATCH', `${small.path}/entries/2`, { json: { quantity: 3 } }),
    ]) {
      expect(answer.status).toBe(400);
      expect(answer.body.errors[0]).toMatchObject({ type: 'CartEntryError', reason: 'notFound', subjectType: 'entry' });
    }
    expect((await sandbox.get(small.path)).body.entries).toHaveLength(1);
    expect((await sandbox.get(big.path)).body.entries).toHaveLength(3);
  });
});
