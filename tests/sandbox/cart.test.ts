import { describe, expect, it } from 'vitest';
import { ALEX, SAM, createTestSandbox, variantWith } from './harness';

const TEE = '104676-BLK-L-REG'; // Workhorse Pocket T-Shirt, $19.99, in the multi-buy promotion
const JACKET = '103828-BRN-L-REG'; // Detroit Duck Jacket, $139.99

async function addEntry(sandbox: ReturnType<typeof createTestSandbox>, cartPath: string, code: string, quantity: number, token?: string) {
  return sandbox.post(`${cartPath}/entries`, { json: { quantity, product: { code } }, token });
}

describe('anonymous carts', () => {
  const sandbox = createTestSandbox();

  it('creates a cart with a code and a guid', async () => {
    const { status, body } = await sandbox.post('/users/anonymous/carts');
    expect(status).toBe(201);
    expect(body.code).toMatch(/^\d{8}$/);
    expect(body.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(body.totalItems).toBe(0);
    expect(body.user).toEqual({ uid: 'anonymous', name: 'Anonymous' });
  });

  it('adds entries (JSON or form code/qty), merges a repeated product, and computes totals', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    const added = await addEntry(sandbox, cart, JACKET, 1);
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({ statusCode: 'success', quantityAdded: 1, quantity: 1, entry: { entryNumber: 0 } });
    await sandbox.post(`${cart}/entries?code=${JACKET}&qty=1`);
    await sandbox.post(`${cart}/entries`, { form: { code: '104597-BRN-OS', qty: '2' } });
    const { body } = await sandbox.get(cart);
    expect(body.entries.map((e: { quantity: number }) => e.quantity)).toEqual([2, 2]);
    expect(body.totalItems).toBe(2);
    expect(body.deliveryItemsQuantity).toBe(4);
    expect(body.entries[0].basePrice.value).toBe(139.99);
    expect(body.entries[0].totalPrice.value).toBe(279.98);
    // 2 × 139.99 + 2 × 19.99 = 319.96, less $20 off orders over $200.
    expect(body.subTotal.value).toBe(299.96);
    expect(body.totalPrice.value).toBe(299.96);
    expect(body.totalDiscounts.value).toBe(20);
    expect(body.appliedOrderPromotions[0].description).toBe('You saved $20.00 on orders over $200.00.');
    expect(body.totalTax.value).toBe(0);
    expect(body.net).toBe(true);
  });

  it('updates a quantity with PUT or PATCH and removes an entry, renumbering the rest', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    await addEntry(sandbox, cart, JACKET, 1);
    await addEntry(sandbox, cart, '104598-HGY-OS', 1);
    await addEntry(sandbox, cart, '100615-BLK-L-REG', 1);
    const patched = await sandbox.call('PATCH', `${cart}/entries/1`, { json: { quantity: 3 } });
    expect(patched.body).toMatchObject({ statusCode: 'success', quantity: 3, quantityAdded: 2 });
    await sandbox.call('PUT', `${cart}/entries/2?qty=2`);
    expect((await sandbox.call('DELETE', `${cart}/entries/0`)).status).toBe(200);
    const { body } = await sandbox.get(cart);
    expect(body.entries.map((e: { entryNumber: number; product: { code: string }; quantity: number }) => [e.entryNumber, e.product.code, e.quantity])).toEqual([
      [0, '104598-HGY-OS', 3],
      [1, '100615-BLK-L-REG', 2],
    ]);
    // Quantity 0 removes the line, as OCC does.
    await sandbox.call('PATCH', `${cart}/entries/0`, { json: { quantity: 0 } });
    expect((await sandbox.get(cart)).body.totalItems).toBe(1);
  });

  it('refuses quantity 0, a negative quantity and malformed JSON with a ValidationError', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    for (const quantity of [0, -2]) {
      const { status, body } = await addEntry(sandbox, cart, JACKET, quantity);
      expect(status).toBe(400);
      expect(body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'quantity', subjectType: 'parameter' });
    }
    const malformed = await sandbox.post(`${cart}/entries`, { body: '{"quantity": 1,', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.errors[0].type).toBe('ValidationError');
  });

  it('caps a quantity at the stock level and adds nothing once the line holds all of it', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    const low = variantWith(sandbox.store, (level) => level > 0 && level <= 5);
    const stockLevel = sandbox.store.catalog.variants.get(low)?.stockLevel ?? 0;
    const capped = await addEntry(sandbox, cart, low, stockLevel + 3);
    expect(capped.body).toMatchObject({ statusCode: 'lowStock', quantityAdded: stockLevel, quantity: stockLevel });
    const full = await addEntry(sandbox, cart, low, 1);
    expect(full.status).toBe(200);
    // As SAP answers it: the same status as a sold-out product.
    expect(full.body).toMatchObject({ statusCode: 'noStock', quantityAdded: 0, quantity: stockLevel });
  });

  it('answers an out-of-stock add as SAP does: 200, noStock, nothing added and no line', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    await addEntry(sandbox, cart, JACKET, 1);
    const none = variantWith(sandbox.store, (level) => level === 0);
    const answer = await addEntry(sandbox, cart, none, 1);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ statusCode: 'noStock', quantityAdded: 0, quantity: 0 });
    // The modification names no line: not the jacket's, the cart's last.
    expect(answer.body.entry).toBeUndefined();
    const lines = (await sandbox.get(cart)).body.entries.map((line: { product: { code: string } }) => line.product.code);
    expect(lines).toEqual([JACKET]);
  });

  it('refuses a base product and an unknown product', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    const base = await addEntry(sandbox, cart, '103828', 1);
    expect(base.status).toBe(400);
    expect(base.body.errors[0]).toMatchObject({ type: 'CartEntryError', reason: 'unavailable' });
    const unknown = await addEntry(sandbox, cart, 'NOPE-1', 1);
    expect(unknown.body.errors[0].type).toBe('UnknownIdentifierError');
  });

  it('answers an unknown cart with 400 CartError notFound (as SAP’s cart exception handler does) and a missing entry with CartEntryError', async () => {
    const { status, body } = await sandbox.get('/users/anonymous/carts/00000000-0000-4000-8000-000000000000');
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: [{ type: 'CartError', reason: 'notFound', subject: '00000000-0000-4000-8000-000000000000', subjectType: 'cart', message: 'Cart not found.' }],
    });
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    const entry = await sandbox.call('PATCH', `${cart}/entries/7`, { json: { quantity: 1 } });
    expect(entry.status).toBe(400);
    expect(entry.body.errors[0]).toMatchObject({ type: 'CartEntryError', reason: 'notFound', subject: '7', subjectType: 'entry' });
  });

  it('applies 20% off two or more pocket tees, and says so when one more would qualify', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    await addEntry(sandbox, cart, TEE, 1);
    let { body } = await sandbox.get(cart);
    expect(body.potentialProductPromotions[0].promotion.code).toBe('pocket-tee-multibuy');
    expect(body.appliedProductPromotions).toEqual([]);
    await addEntry(sandbox, cart, TEE, 1);
    ({ body } = await sandbox.get(cart));
    expect(body.entries[0].totalPrice.value).toBe(31.98);
    expect(body.productDiscounts.value).toBe(8);
    expect(body.appliedProductPromotions[0].consumedEntries[0]).toMatchObject({ orderEntryNumber: 0, quantity: 2, adjustedUnitPrice: 15.99 });
  });

  it('tells how far the cart is from free shipping', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    await addEntry(sandbox, cart, '104598-HGY-OS', 1);
    let { body } = await sandbox.get(cart);
    expect(body.freeShippingThresholdValue).toBe(75);
    expect(body.freeShippingThresholdMessage).toBe("You're $50.01 away from free standard shipping.");
    await addEntry(sandbox, cart, JACKET, 1);
    ({ body } = await sandbox.get(cart));
    expect(body.freeShippingThresholdMessage).toBe("You've earned free standard shipping.");
  });

  it('attaches a guest email to an anonymous cart', async () => {
    const guid = await sandbox.anonymousCart();
    // OCC secures it for trusted clients: a guest calls it with the storefront's client token.
    const untrusted = await sandbox.call('PUT', `/users/anonymous/carts/${guid}/email`, { form: { email: 'guest@example.com' } });
    expect(untrusted.status).toBe(401);
    const token = await sandbox.clientToken();
    const put = await sandbox.call('PUT', `/users/anonymous/carts/${guid}/email`, { token, form: { email: 'guest@example.com' } });
    expect(put.status).toBe(200);
    expect((await sandbox.get(`/users/anonymous/carts/${guid}`)).body.user.uid).toBe(`${guid}|guest@example.com`);
    const bad = await sandbox.call('PUT', `/users/anonymous/carts/${guid}/email`, { token, form: { email: 'not-an-email' } });
    expect(bad.body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'email' });
  });

  it('includes VAT in EMEA totals', async () => {
    const guid = await sandbox.anonymousCart('brand-eu');
    await sandbox.post(`/occ/v2/brand-eu/users/anonymous/carts/${guid}/entries?lang=de`, { json: { quantity: 1, product: { code: JACKET } } });
    const { body } = await sandbox.get(`/occ/v2/brand-eu/users/anonymous/carts/${guid}?lang=de`);
    expect(body.net).toBe(false);
    expect(body.totalPrice.value).toBe(134.95);
    expect(body.totalPriceWithTax.value).toBe(134.95);
    expect(body.totalTax.value).toBe(22.49);
    expect(body.freeShippingThresholdMessage).toBe('Dein Standardversand ist kostenlos.');
  });
});

describe('vouchers', () => {
  const sandbox = createTestSandbox();

  it('applies WORKWEAR10 as 10% off and removes it again', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    await addEntry(sandbox, cart, '100615-BLK-L-REG', 2); // 2 × 54.99 = 109.98, below the threshold promotion
    expect((await sandbox.post(`${cart}/vouchers?voucherId=WORKWEAR10`)).status).toBe(200);
    let { body } = await sandbox.get(cart);
    expect(body.appliedVouchers[0]).toMatchObject({ code: 'WORKWEAR10', value: 10, valueFormatted: '10%', appliedValue: { value: 11 } });
    expect(body.subTotal.value).toBe(98.98);
    expect(body.totalDiscounts.value).toBe(11);
    expect((await sandbox.call('DELETE', `${cart}/vouchers/WORKWEAR10`)).status).toBe(200);
    ({ body } = await sandbox.get(cart));
    expect(body.appliedVouchers).toEqual([]);
    expect(body.subTotal.value).toBe(109.98);
  });

  it('refuses an unknown, a used-up or a repeated code with VoucherOperationError', async () => {
    const cart = `/users/anonymous/carts/${await sandbox.anonymousCart()}`;
    const unknown = await sandbox.post(`${cart}/vouchers?voucherId=NOPE`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ type: 'VoucherOperationError', message: 'coupon.invalid.code.provided' }]);
    expect((await sandbox.post(`${cart}/vouchers?voucherId=USEDUP`)).body.errors[0].message).toBe('coupon.already.redeemed');
    await sandbox.post(`${cart}/vouchers?voucherId=FREESHIP`);
    expect((await sandbox.post(`${cart}/vouchers?voucherId=FREESHIP`)).body.errors[0].message).toBe('coupon.already.exists.cart');
    const { body } = await sandbox.get(cart);
    expect(body.appliedVouchers[0]).toMatchObject({ code: 'FREESHIP', freeShipping: true });
    expect(body.freeShippingThresholdMessage).toBe("You've earned free standard shipping.");
  });
});

describe('signed-in carts', () => {
  it('merges the anonymous cart into the customer’s cart on login, as OCC does', async () => {
    const sandbox = createTestSandbox();
    const guid = await sandbox.anonymousCart();
    await addEntry(sandbox, `/users/anonymous/carts/${guid}`, TEE, 1);
    await addEntry(sandbox, `/users/anonymous/carts/${guid}`, '104597-BRN-OS', 1);
    const { access_token: token } = await sandbox.passwordToken(ALEX);
    const own = await sandbox.post('/users/current/carts', { token });
    await addEntry(sandbox, `/users/current/carts/${own.body.code}`, TEE, 2, token);

    const merged = await sandbox.post(`/users/current/carts?oldCartId=${guid}&toMergeCartGuid=${own.body.guid}`, { token });
    expect(merged.status).toBe(201);
    expect(merged.body.code).toBe(own.body.code);
    expect(merged.body.entries.map((e: { product: { code: string }; quantity: number }) => [e.product.code, e.quantity])).toEqual([
      [TEE, 3],
      ['104597-BRN-OS', 1],
    ]);
    expect(merged.body.user.uid).toBe(ALEX.uid);
    expect((await sandbox.get(`/users/anonymous/carts/${guid}`)).status).toBe(400);
    expect((await sandbox.get('/users/current/carts/current', { token })).body.code).toBe(own.body.code);
  });

  it('takes the anonymous cart over when the customer has no cart to merge into', async () => {
    const sandbox = createTestSandbox();
    const guid = await sandbox.anonymousCart();
    await addEntry(sandbox, `/users/anonymous/carts/${guid}`, JACKET, 1);
    const { access_token: token } = await sandbox.passwordToken(SAM);
    const restored = await sandbox.post(`/users/current/carts?oldCartId=${guid}`, { token });
    expect(restored.body).toMatchObject({ guid, user: { uid: SAM.uid }, totalItems: 1 });
    const again = await sandbox.post(`/users/current/carts?oldCartId=${guid}`, { token });
    expect(again.status).toBe(400);
    expect(again.body.errors[0]).toMatchObject({ type: 'CartError', reason: 'cannotRestore', message: 'Cart is not anonymous' });
  });

  it('never shows one customer another customer’s cart', async () => {
    const sandbox = createTestSandbox();
    const alex = (await sandbox.passwordToken(ALEX)).access_token;
    const sam = (await sandbox.passwordToken(SAM)).access_token;
    const cart = await sandbox.post('/users/current/carts', { token: alex });
    expect((await sandbox.get(`/users/current/carts/${cart.body.code}`, { token: sam })).status).toBe(400);
    expect((await sandbox.get(`/users/${encodeURIComponent(ALEX.uid)}/carts/${cart.body.code}`, { token: sam })).status).toBe(403);
    expect((await sandbox.get(`/users/anonymous/carts/${cart.body.guid}`)).status).toBe(400);
  });

  it('lists carts and saves one as a wish list', async () => {
    const sandbox = createTestSandbox();
    const token = (await sandbox.passwordToken(ALEX)).access_token;
    const cart = await sandbox.post('/users/current/carts', { token });
    const saved = await sandbox.call('PATCH', `/users/current/carts/${cart.body.code}/save?saveCartName=wishlist&saveCartDescription=Later`, { token });
    expect(saved.body.savedCartData).toMatchObject({ code: cart.body.code, name: 'wishlist', description: 'Later' });
    expect(saved.body.savedCartData.saveTime).toBeTruthy();
    const list = await sandbox.get('/users/current/carts?savedCartsOnly=true', { token });
    expect(list.body.carts.map((c: { name: string }) => c.name)).toEqual(['wishlist', 'wishlist']);
    const anonymousSave = await sandbox.call('PATCH', `/users/anonymous/carts/${await sandbox.anonymousCart()}/save?saveCartName=x`);
    expect(anonymousSave.status).toBe(403);
  });

  it('validates a cart: reduces lines above stock and removes lines out of stock', async () => {
    const sandbox = createTestSandbox();
    const guid = await sandbox.anonymousCart();
    const path = `/users/anonymous/carts/${guid}`;
    expect((await sandbox.post(`${path}/validate`)).body).toEqual({ cartModifications: [] });
    const low = variantWith(sandbox.store, (level) => level > 0 && level <= 5);
    const none = variantWith(sandbox.store, (level) => level === 0);
    // Stock moved on since these were added.
    sandbox.store.mutate((state) => {
      const cart = Object.values(state.carts).find((c) => c.guid === guid);
      cart?.entries.push({ productCode: low, quantity: 50 }, { productCode: none, quantity: 1 });
    });
    const { body } = await sandbox.post(`${path}/validate`);
    expect(body.cartModifications.map((m: { statusCode: string }) => m.statusCode)).toEqual(['lowStock', 'noStock']);
    const after = await sandbox.get(path);
    expect(after.body.entries).toHaveLength(1);
    expect(after.body.entries[0].quantity).toBe(sandbox.store.catalog.variants.get(low)?.stockLevel);
  });
});
