import { describe, expect, it } from 'vitest';
import { ALEX, SAM, createTestSandbox, type Loose } from './harness';

/**
 * Checkout on a cart (spec 2 §3-§7): delivery address, delivery modes, payment details and placing the
 * order, with SAP's error answers.
 */

// A Monday, so business-day estimates are easy to read.
const NOW = new Date('2026-03-02T10:00:00Z');
const sandboxAt = () => createTestSandbox({ now: () => NOW });
type Sandbox = ReturnType<typeof sandboxAt>;

const PANTS = '103300-BRN-34-REG'; // $59.99
const JACKET = '103828-BRN-L-REG'; // $139.99
const BEANIE = '104597-BRN-OS'; // $19.99 / £16.99 / €19.95, below the free-shipping threshold on its own
const PARKA = '102286-BLK-L-REG'; // restricted in US-CA and US-NY
const ALEX_HOME = '8796098000001'; // Detroit, MI
const ALEX_WORK = '8796098000002'; // Chicago, IL
const ALEX_PO_BOX = '8796098000003'; // PO Box, Austin, TX
const ALEX_VISA = '8796125000001';
const ALEX_EXPIRED_AMEX = '8796125000003';
const SAM_HOME = '8796098000011'; // Amsterdam

const VISA = '4111 1111 1111 1111';

function newAddress(overrides: Record<string, unknown> = {}) {
  return {
    titleCode: 'ms',
    firstName: 'Jo',
    lastName: 'Miller',
    line1: '742 Evergreen Terrace',
    town: 'Portland',
    region: { isocode: 'US-OR' },
    postalCode: '97205',
    country: { isocode: 'US' },
    phone: '+1 503 555 0199',
    ...overrides,
  };
}

function newCard(overrides: Record<string, unknown> = {}) {
  return {
    accountHolderName: 'Jo Miller',
    cardNumber: VISA,
    cardType: { code: 'visa' },
    expiryMonth: '09',
    expiryYear: '2029',
    billingAddress: newAddress(),
    ...overrides,
  };
}

async function customerCart(sandbox: Sandbox, user = ALEX, lines: [string, number][] = [[PANTS, 2]], site = 'brand-us') {
  const { access_token: token } = await sandbox.passwordToken(user);
  const created = await sandbox.post(`/occ/v2/${site}/users/current/carts`, { token });
  const path = `/occ/v2/${site}/users/current/carts/${created.body.code}`;
  for (const [code, quantity] of lines) await sandbox.post(`${path}/entries`, { token, json: { quantity, product: { code } } });
  return { token, path, code: created.body.code as string };
}

async function guestCart(sandbox: Sandbox, lines: [string, number][] = [[PANTS, 1]], site = 'brand-us') {
  const guid = await sandbox.anonymousCart(site);
  const path = `/occ/v2/${site}/users/anonymous/carts/${guid}`;
  for (const [code, quantity] of lines) await sandbox.post(`${path}/entries`, { json: { quantity, product: { code } } });
  return { guid, path };
}

/** A customer cart with everything an order needs. */
async function readyCart(sandbox: Sandbox, lines: [string, number][] = [[PANTS, 2]]) {
  const cart = await customerCart(sandbox, ALEX, lines);
  await sandbox.call('PUT', `${cart.path}/addresses/delivery?addressId=${ALEX_HOME}`, { token: cart.token });
  await sandbox.call('PUT', `${cart.path}/deliverymode?deliveryModeId=standard`, { token: cart.token });
  await sandbox.call('PUT', `${cart.path}/paymentdetails?paymentDetailsId=${ALEX_VISA}`, { token: cart.token });
  return cart;
}

const codes = (modes: Loose) => modes.deliveryModes.map((m: { code: string }) => m.code);

describe('the delivery address of a cart', () => {
  const sandbox = sandboxAt();

  it('sets one of the customer’s saved addresses with PUT addressId', async () => {
    const { token, path } = await customerCart(sandbox);
    const put = await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_WORK}`, { token });
    expect(put.status).toBe(200);
    const { body } = await sandbox.get(`${path}?fields=deliveryAddress(FULL)`, { token });
    expect(body.deliveryAddress).toMatchObject({ id: ALEX_WORK, town: 'Chicago', region: { isocode: 'US-IL' }, country: { isocode: 'US' } });
  });

  it('creates a new address with POST, keeps it in the customer’s address book and answers it', async () => {
    const { token, path } = await customerCart(sandbox);
    const created = await sandbox.post(`${path}/addresses/delivery?fields=FULL`, { token, json: newAddress() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: 'Jo', town: 'Portland', region: { isocode: 'US-OR', name: 'Oregon' }, shippingAddress: true, isApoFpoPoBox: false });
    const book = await sandbox.get('/users/current/addresses', { token });
    expect(book.body.addresses.map((a: { id: string }) => a.id)).toContain(created.body.id);
    expect((await sandbox.get(path, { token })).body.deliveryAddress.id).toBe(created.body.id);
  });

  it('refuses an invalid address with every ValidationError at once', async () => {
    const { token, path } = await customerCart(sandbox);
    const { status, body } = await sandbox.post(`${path}/addresses/delivery`, { token, json: newAddress({ firstName: '', region: undefined, postalCode: undefined }) });
    expect(status).toBe(400);
    expect(body.errors.map((e: { subject: string }) => e.subject).sort()).toEqual(['firstName', 'postalCode', 'region.isocode']);
    expect(body.errors.every((e: { type: string; subjectType: string }) => e.type === 'ValidationError' && e.subjectType === 'parameter')).toBe(true);
  });

  it('refuses a country the site does not ship to', async () => {
    const { token, path } = await customerCart(sandbox);
    const posted = await sandbox.post(`${path}/addresses/delivery`, { token, json: newAddress({ country: { isocode: 'NL' }, region: undefined }) });
    expect(posted.status).toBe(400);
    expect(posted.body.errors).toEqual([expect.objectContaining({ type: 'ValidationError', subject: 'country.isocode', reason: 'invalid' })]);
    const sam = await customerCart(sandbox, SAM);
    const saved = await sandbox.call('PUT', `${sam.path}/addresses/delivery?addressId=${SAM_HOME}`, { token: sam.token });
    expect(saved.status).toBe(400);
    expect(saved.body.errors[0]).toMatchObject({ type: 'CartAddressError', reason: 'notSet', subject: SAM_HOME });
  });

  it('refuses an unknown or another customer’s address id, and a PUT without one', async () => {
    const { token, path } = await customerCart(sandbox);
    const foreign = await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${SAM_HOME}`, { token });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0].type).toBe('UnknownIdentifierError');
    const none = await sandbox.call('PUT', `${path}/addresses/delivery`, { token });
    expect(none.body.errors[0]).toMatchObject({ type: 'ValidationError', reason: 'missing', subject: 'addressId' });
  });

  it('keeps a guest’s address on the cart only', async () => {
    const guest = await guestCart(sandbox);
    const created = await sandbox.post(`${guest.path}/addresses/delivery`, { json: newAddress() });
    expect(created.status).toBe(201);
    expect((await sandbox.get(guest.path)).body.deliveryAddress.id).toBe(created.body.id);
    // Another guest cannot borrow it by id.
    const other = await guestCart(sandbox);
    const borrowed = await sandbox.call('PUT', `${other.path}/addresses/delivery?addressId=${created.body.id}`);
    expect(borrowed.body.errors[0].type).toBe('UnknownIdentifierError');
  });

  it('removes the address, and the delivery mode with it', async () => {
    const { token, path } = await readyCart(sandbox);
    expect((await sandbox.call('DELETE', `${path}/addresses/delivery`, { token })).status).toBe(200);
    const { body } = await sandbox.get(`${path}?fields=deliveryAddress(FULL),deliveryMode(FULL),paymentInfo(FULL)`, { token });
    expect(body.deliveryAddress).toBeUndefined();
    expect(body.deliveryMode).toBeUndefined();
    expect(body.paymentInfo.id).toBe(ALEX_VISA);
  });

  it('answers someone else’s cart as not found', async () => {
    const alex = await customerCart(sandbox);
    const { access_token: sam } = await sandbox.passwordToken(SAM);
    const answer = await sandbox.call('PUT', `/users/current/carts/${alex.code}/addresses/delivery?addressId=${ALEX_HOME}`, { token: sam });
    expect(answer.status).toBe(400);
    expect(answer.body.errors[0]).toMatchObject({ type: 'CartError', reason: 'notFound' });
  });
});

describe('delivery modes', () => {
  const sandbox = sandboxAt();

  it('lists none until the cart has a delivery address', async () => {
    const { token, path } = await customerCart(sandbox);
    const { status, body } = await sandbox.get(`${path}/deliverymodes?fields=deliveryModes(FULL)`, { token });
    expect(status).toBe(200);
    expect(body).toEqual({ deliveryModes: [] });
  });

  it('offers UPS ground, 2nd day and next day in the US, standard free above the threshold', async () => {
    const { token, path } = await customerCart(sandbox, ALEX, [[BEANIE, 1]]);
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_HOME}`, { token });
    let { body } = await sandbox.get(`${path}/deliverymodes`, { token });
    expect(codes(body)).toEqual(['standard', 'second-day', 'next-day']);
    expect(body.deliveryModes[0]).toMatchObject({
      name: 'Standard Shipping',
      description: '3–5 business days',
      serviceCode: 'GND',
      deliveryCost: { value: 7.95, formattedValue: '$7.95', currencyIso: 'USD' },
    });
    expect(body.deliveryModes[0].deliveryEstimate).toBeUndefined();
    await sandbox.post(`${path}/entries`, { token, json: { quantity: 1, product: { code: PANTS } } }); // $79.98 > $75
    ({ body } = await sandbox.get(`${path}/deliverymodes`, { token }));
    expect(body.deliveryModes.map((m: Loose) => m.deliveryCost.value)).toEqual([0, 19.95, 29.95]);
  });

  it('prices in the request currency: Canadian dollars', async () => {
    const { token, path } = await customerCart(sandbox, ALEX, [[BEANIE, 1]]);
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_HOME}`, { token });
    const { body } = await sandbox.get(`${path}/deliverymodes?curr=CAD`, { token });
    expect(body.deliveryModes[0].deliveryCost).toMatchObject({ value: 9.95, currencyIso: 'CAD' });
  });

  it('sends P.O. boxes by USPS only, and nothing when an entry cannot go to a P.O. box', async () => {
    const { token, path } = await customerCart(sandbox, ALEX, [[PANTS, 1]]);
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_PO_BOX}`, { token });
    expect(codes((await sandbox.get(`${path}/deliverymodes`, { token })).body)).toEqual(['usps-econ']);
    const boots = [...sandbox.store.catalog.variants.values()].find((v) => v.baseCode === '106601' && v.stockLevel > 5)?.code as string;
    await sandbox.post(`${path}/entries`, { token, json: { quantity: 1, product: { code: boots } } });
    expect((await sandbox.get(`${path}/deliverymodes`, { token })).body.deliveryModes).toEqual([]);
    const cart = (await sandbox.get(path, { token })).body;
    expect(cart.entries[1].product.shippingRestrictions.poBoxRestricted).toBe(true);
    expect(cart.entries[0].product.shippingRestrictions.poBoxRestricted).toBe(false);
  });

  it('offers Purolator to Canadian addresses', async () => {
    const guest = await guestCart(sandbox, [[PANTS, 1]]);
    await sandbox.post(`${guest.path}/addresses/delivery`, {
      json: newAddress({ line1: '100 King St W', town: 'Toronto', region: { isocode: 'CA-ON' }, postalCode: 'M5X 1A9', country: { isocode: 'CA' } }),
    });
    const { body } = await sandbox.get(`${guest.path}/deliverymodes?curr=CAD`);
    expect(codes(body)).toEqual(['purolator-standard', 'purolator-express']);
    expect(body.deliveryModes[1].deliveryCost).toMatchObject({ value: 24.95, currencyIso: 'CAD' });
  });

  it('names EMEA modes in the request language, with an estimated delivery date', async () => {
    const guest = await guestCart(sandbox, [[BEANIE, 1]], 'brand-eu');
    await sandbox.post(`${guest.path}/addresses/delivery`, {
      json: newAddress({ line1: 'Friedrichstraße 43', town: 'Berlin', region: undefined, postalCode: '10117', country: { isocode: 'DE' } }),
    });
    const { body } = await sandbox.get(`${guest.path}/deliverymodes?lang=de`);
    expect(codes(body)).toEqual(['standard', 'express', 'next-day']);
    expect(body.deliveryModes[0]).toMatchObject({ name: 'Standardversand', description: '3–5 Werktage', deliveryCost: { value: 5.95, currencyIso: 'EUR' } });
    // Monday 2 March: 3 to 5 business days is Thursday 5 to Monday 9 March.
    expect(body.deliveryModes[0].deliveryEstimate).toBe('Voraussichtliche Lieferung Do., 5. März – Mo., 9. März');
    expect(body.deliveryModes[2].deliveryEstimate).toBe('Voraussichtliche Lieferung Di., 3. März');
    // Next-day delivery reaches only some countries.
    const french = await guestCart(sandbox, [[BEANIE, 1]], 'brand-eu');
    await sandbox.post(`${french.path}/addresses/delivery`, {
      json: newAddress({ line1: '8 Rue de Rivoli', town: 'Paris', region: undefined, postalCode: '75004', country: { isocode: 'FR' } }),
    });
    const fr = await sandbox.get(`${french.path}/deliverymodes?lang=fr`);
    expect(codes(fr.body)).toEqual(['standard', 'express']);
    expect(fr.body.deliveryModes[1]).toMatchObject({ name: 'Livraison express', description: '1 à 2 jours ouvrés' });
  });

  it('sets, reads and removes the cart’s mode', async () => {
    const { token, path } = await customerCart(sandbox);
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_HOME}`, { token });
    expect((await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=next-day`, { token })).status).toBe(200);
    const mode = await sandbox.get(`${path}/deliverymode`, { token });
    expect(mode.body).toMatchObject({ code: 'next-day', deliveryCost: { value: 29.95 } });
    expect((await sandbox.call('DELETE', `${path}/deliverymode`, { token })).status).toBe(200);
    expect((await sandbox.get(`${path}/deliverymode`, { token })).body).toEqual({});
  });

  it('refuses a missing, unknown or unavailable mode', async () => {
    const { token, path } = await customerCart(sandbox);
    const early = await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=standard`, { token });
    expect(early.status).toBe(400);
    expect(early.body.errors[0]).toMatchObject({ type: 'UnsupportedDeliveryModeError', subject: 'standard' });
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_HOME}`, { token });
    const missing = await sandbox.call('PUT', `${path}/deliverymode`, { token });
    expect(missing.body.errors[0]).toMatchObject({ type: 'ValidationError', reason: 'missing', subject: 'deliveryModeId' });
    for (const code of ['usps-econ', 'express', 'drone']) {
      const refused = await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=${code}`, { token });
      expect(refused.body.errors[0].type, code).toBe('UnsupportedDeliveryModeError');
    }
  });

  it('drops a mode the new address cannot have', async () => {
    const { token, path } = await customerCart(sandbox);
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_HOME}`, { token });
    await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=standard`, { token });
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_WORK}`, { token });
    expect((await sandbox.get(`${path}/deliverymode`, { token })).body.code).toBe('standard');
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_PO_BOX}`, { token });
    expect((await sandbox.get(`${path}/deliverymode`, { token })).body).toEqual({});
  });
});

describe('cart totals with delivery and tax', () => {
  const sandbox = sandboxAt();

  it('adds the delivery cost and the state’s sales tax in the US', async () => {
    const { token, path } = await customerCart(sandbox, ALEX, [[BEANIE, 1]]);
    let { body } = await sandbox.get(path, { token });
    expect(body.totalTax.value).toBe(0);
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_HOME}`, { token });
    await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=standard`, { token });
    ({ body } = await sandbox.get(path, { token }));
    // Michigan: 6 % of (19.99 + 7.95) = 1.68.
    expect(body.deliveryCost.value).toBe(7.95);
    expect(body.totalPrice.value).toBe(27.94);
    expect(body.totalTax.value).toBe(1.68);
    expect(body.totalPriceWithTax.value).toBe(29.62);
    expect(body.net).toBe(true);
    // Oregon has no sales tax.
    const oregon = await sandbox.post(`${path}/addresses/delivery`, { token, json: newAddress() });
    expect(oregon.status).toBe(201);
    await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=standard`, { token });
    ({ body } = await sandbox.get(path, { token }));
    expect(body.totalTax.value).toBe(0);
    expect(body.totalPriceWithTax.value).toBe(27.94);
  });

  it('makes standard shipping free above the threshold or with FREESHIP, but never express', async () => {
    const { token, path } = await customerCart(sandbox, ALEX, [[JACKET, 1]]);
    await sandbox.call('PUT', `${path}/addresses/delivery?addressId=${ALEX_WORK}`, { token });
    await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=standard`, { token });
    expect((await sandbox.get(path, { token })).body.deliveryCost.value).toBe(0);
    await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=second-day`, { token });
    const body = (await sandbox.get(path, { token })).body;
    expect(body.deliveryCost.value).toBe(19.95);
    // Illinois 6.25 % of (139.99 + 19.95).
    expect(body.totalTax.value).toBe(10);
    const small = await customerCart(sandbox, ALEX, [[BEANIE, 1]]);
    await sandbox.post(`${small.path}/vouchers?voucherId=FREESHIP`, { token: small.token });
    await sandbox.call('PUT', `${small.path}/addresses/delivery?addressId=${ALEX_HOME}`, { token: small.token });
    await sandbox.call('PUT', `${small.path}/deliverymode?deliveryModeId=standard`, { token: small.token });
    expect((await sandbox.get(small.path, { token: small.token })).body.deliveryCost.value).toBe(0);
  });

  it('adds GST/HST for Canadian provinces', async () => {
    const guest = await guestCart(sandbox, [[PANTS, 1]]);
    await sandbox.post(`${guest.path}/addresses/delivery`, {
      json: newAddress({ line1: '100 King St W', town: 'Toronto', region: { isocode: 'CA-ON' }, postalCode: 'M5X 1A9', country: { isocode: 'CA' } }),
    });
    await sandbox.call('PUT', `${guest.path}/deliverymode?deliveryModeId=purolator-standard&curr=CAD`);
    const { body } = await sandbox.get(`${guest.path}?curr=CAD`);
    // C$81.99 + C$9.95, HST 13 %.
    expect(body.totalPrice.value).toBe(91.94);
    expect(body.totalTax.value).toBe(11.95);
    expect(body.totalPriceWithTax.value).toBe(103.89);
  });

  it('keeps VAT included in EMEA, delivery too', async () => {
    const guest = await guestCart(sandbox, [[BEANIE, 1]], 'brand-uk');
    await sandbox.post(`${guest.path}/addresses/delivery`, {
      json: newAddress({ line1: '221B Baker Street', town: 'London', region: undefined, postalCode: 'NW1 6XE', country: { isocode: 'GB' } }),
    });
    await sandbox.call('PUT', `${guest.path}/deliverymode?deliveryModeId=express`);
    const { body } = await sandbox.get(guest.path);
    // £16.99 + £9.95 = £26.94, of which VAT at 20 % is £4.49.
    expect(body.net).toBe(false);
    expect(body.deliveryMode).toMatchObject({ code: 'express', name: 'Express Delivery', description: '1–2 working days' });
    expect(body.totalPrice.value).toBe(26.94);
    expect(body.totalPriceWithTax.value).toBe(26.94);
    expect(body.totalTax.value).toBe(4.49);
  });
});

describe('payment details on a cart', () => {
  const sandbox = sandboxAt();

  it('creates a card, keeping only the last four digits, and saves it for the customer when asked', async () => {
    const { token, path } = await customerCart(sandbox);
    const created = await sandbox.post(`${path}/paymentdetails?fields=FULL`, { token, json: newCard({ saved: true, defaultPayment: true }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      type: 'CREDIT_CARD',
      accountHolderName: 'Jo Miller',
      cardNumber: '************1111',
      cardType: { code: 'visa', name: 'Visa' },
      expiryMonth: '09',
      expiryYear: '2029',
      saved: true,
      defaultPayment: true,
      isExpired: false,
      billingAddress: { town: 'Portland', region: { isocode: 'US-OR' } },
    });
    expect(JSON.stringify(sandbox.store.state)).not.toContain('4111111111111111');
    const wallet = (await sandbox.get('/users/current/paymentdetails', { token })).body.payments;
    expect(wallet.filter((p: { defaultPayment: boolean }) => p.defaultPayment).map((p: { id: string }) => p.id)).toEqual([created.body.id]);
    expect((await sandbox.get(path, { token })).body.paymentInfo.id).toBe(created.body.id);
    // Not saved: used for this order, not listed among the saved cards.
    const once = await sandbox.post(`${path}/paymentdetails`, { token, json: newCard({ cardNumber: '5555555555554444', cardType: { code: 'master' } }) });
    expect(once.body.saved).toBe(false);
    const saved = (await sandbox.get('/users/current/paymentdetails?saved=true', { token })).body.payments;
    expect(saved.map((p: { id: string }) => p.id)).not.toContain(once.body.id);
  });

  it('refuses a bad card with every ValidationError at once', async () => {
    const { token, path } = await customerCart(sandbox);
    const { status, body } = await sandbox.post(`${path}/paymentdetails`, {
      token,
      json: newCard({ accountHolderName: ' ', cardNumber: '4111 1111 1111 1112', expiryMonth: '13', billingAddress: newAddress({ line1: '' }) }),
    });
    expect(status).toBe(400);
    expect(body.errors.map((e: { subject: string }) => e.subject)).toEqual(['accountHolderName', 'cardNumber', 'expiryMonth', 'billingAddress.line1']);
    expect(body.errors[1]).toMatchObject({ type: 'ValidationError', reason: 'invalid', message: 'The card number is not valid.' });
  });

  it('refuses an expired card, a card type that does not match the number, and a missing billing address', async () => {
    const { token, path } = await customerCart(sandbox);
    const expired = await sandbox.post(`${path}/paymentdetails`, { token, json: newCard({ expiryMonth: '02', expiryYear: '2026' }) });
    expect(expired.body.errors).toEqual([expect.objectContaining({ subject: 'expiryMonth', message: 'The card has expired.' })]);
    // March 2026 is still valid in March 2026.
    expect((await sandbox.post(`${path}/paymentdetails`, { token, json: newCard({ expiryMonth: '3', expiryYear: '2026' }) })).status).toBe(201);
    const mismatch = await sandbox.post(`${path}/paymentdetails`, { token, json: newCard({ cardType: { code: 'amex' } }) });
    expect(mismatch.body.errors).toEqual([expect.objectContaining({ subject: 'cardType.code' })]);
    const unbilled = await sandbox.post(`${path}/paymentdetails`, { token, json: newCard({ billingAddress: undefined }) });
    expect(unbilled.body.errors).toEqual([expect.objectContaining({ subject: 'billingAddress', reason: 'missing' })]);
  });

  it('never saves a guest’s card', async () => {
    const guest = await guestCart(sandbox);
    const created = await sandbox.post(`${guest.path}/paymentdetails`, { json: newCard({ saved: true, defaultPayment: true }) });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ saved: false, defaultPayment: false, cardNumber: '************1111' });
    expect((await sandbox.get(guest.path)).body.paymentInfo.id).toBe(created.body.id);
  });

  it('uses a saved card with PUT paymentDetailsId, refusing an expired, unknown or foreign one', async () => {
    const { token, path } = await customerCart(sandbox);
    expect((await sandbox.call('PUT', `${path}/paymentdetails?paymentDetailsId=${ALEX_VISA}`, { token })).status).toBe(200);
    expect((await sandbox.get(path, { token })).body.paymentInfo).toMatchObject({ id: ALEX_VISA, cardNumber: '************1111' });
    const expired = await sandbox.call('PUT', `${path}/paymentdetails?paymentDetailsId=${ALEX_EXPIRED_AMEX}`, { token });
    expect(expired.body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'paymentDetailsId', reason: 'expired' });
    const foreign = await sandbox.call('PUT', `${path}/paymentdetails?paymentDetailsId=8796125000011`, { token });
    expect(foreign.body.errors[0].type).toBe('UnknownIdentifierError');
    const missing = await sandbox.call('PUT', `${path}/paymentdetails`, { token });
    expect(missing.body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'paymentDetailsId', reason: 'missing' });
  });
});

describe('placing an order', () => {
  it('names everything the cart still lacks, as SAP does', async () => {
    const sandbox = sandboxAt();
    const { token, code } = await customerCart(sandbox);
    const { status, body } = await sandbox.post(`/users/current/orders?cartId=${code}&termsChecked=true`, { token });
    expect(status).toBe(400);
    expect(body.errors.map((e: { message: string }) => e.message)).toEqual(['Delivery address is not set', 'Delivery mode is not set', 'Payment info is not set']);
    expect(body.errors.every((e: { type: string }) => e.type === 'ValidationError')).toBe(true);
    const missing = await sandbox.post('/users/current/orders', { token });
    expect(missing.body.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'cartId', reason: 'missing' });
    const empty = await sandbox.post('/users/current/carts', { token });
    const nothing = await sandbox.post(`/users/current/orders?cartId=${empty.body.code}`, { token });
    expect(nothing.body.errors[0]).toMatchObject({ subject: 'entries', message: 'Cart is empty' });
  });

  it('places the order: numbered, CREATED, with entries, totals and checkout details; the cart is gone', async () => {
    const sandbox = sandboxAt();
    const { token, code, path } = await readyCart(sandbox);
    const stockBefore = sandbox.store.catalog.variants.get(PANTS)?.stockLevel as number;
    const placed = await sandbox.post(`/users/current/orders?cartId=${code}&termsChecked=true&fields=FULL`, { token });
    expect(placed.status).toBe(201);
    const order = placed.body;
    expect(order).toMatchObject({
      code: '00010100',
      status: 'CREATED',
      statusDisplay: 'created',
      created: '2026-03-02T10:00:00+0000',
      user: { uid: ALEX.uid },
      guestCustomer: false,
      totalItems: 1,
      deliveryAddress: { id: ALEX_HOME, town: 'Detroit' },
      deliveryMode: { code: 'standard', name: 'Standard Shipping' },
      deliveryCost: { value: 0 },
      paymentInfo: { id: ALEX_VISA, cardNumber: '************1111' },
      subTotal: { value: 119.98 },
      totalTax: { value: 7.2 },
      totalPriceWithTax: { value: 127.18 },
      consignments: [],
    });
    expect(order.guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.entries.map((e: Loose) => [e.product.code, e.quantity, e.totalPrice.value])).toEqual([[PANTS, 2, 119.98]]);
    expect(order.unconsignedEntries).toHaveLength(1);

    // Listed first in the history, readable by code, and the stock is taken.
    const history = (await sandbox.get('/users/current/orders', { token })).body;
    expect(history.pagination.totalResults).toBe(7);
    expect(history.orders[0]).toMatchObject({ code: '00010100', status: 'CREATED', total: { value: 127.18 } });
    expect((await sandbox.get('/users/current/orders/00010100', { token })).body.entries[0].quantity).toBe(2);
    expect(sandbox.store.catalog.variants.get(PANTS)?.stockLevel).toBe(stockBefore - 2);
    expect((await sandbox.get(`/products/${PANTS}?fields=stock(FULL)`)).body.stock.stockLevel).toBe(stockBefore - 2);

    // The cart's id now answers that it was placed, and placing it again is refused the same way.
    const gone = await sandbox.get(path, { token });
    expect(gone.body.errors[0]).toMatchObject({ type: 'CartError', reason: 'cartPlaced', subject: code });
    const twice = await sandbox.post(`/users/current/orders?cartId=${code}&termsChecked=true`, { token });
    expect(twice.body.errors[0].reason).toBe('cartPlaced');
    expect((await sandbox.get('/users/current/carts', { token })).body.carts.map((c: { code: string }) => c.code)).not.toContain(code);

    // The next order gets the next number.
    const next = await readyCart(sandbox, [[BEANIE, 1]]);
    expect((await sandbox.post(`/users/current/orders?cartId=${next.code}&termsChecked=true`, { token: next.token })).body.code).toBe('00010101');
  });

  it('requires accepted terms on EMEA sites', async () => {
    const sandbox = sandboxAt();
    const guest = await guestCart(sandbox, [[BEANIE, 1]], 'brand-uk');
    const client = await sandbox.clientToken();
    await sandbox.call('PUT', `${guest.path}/email`, { token: client, form: { email: 'jo@example.co.uk' } });
    await sandbox.post(`${guest.path}/addresses/delivery`, {
      json: newAddress({ line1: '221B Baker Street', town: 'London', region: undefined, postalCode: 'NW1 6XE', country: { isocode: 'GB' } }),
    });
    await sandbox.call('PUT', `${guest.path}/deliverymode?deliveryModeId=standard`);
    await sandbox.post(`${guest.path}/paymentdetails`, { json: newCard({ billingAddress: newAddress({ line1: '221B Baker Street', town: 'London', region: undefined, postalCode: 'NW1 6XE', country: { isocode: 'GB' } }) }) });
    const orders = '/occ/v2/brand-uk/users/anonymous/orders';
    const refused = await sandbox.post(`${orders}?cartId=${guest.guid}&termsChecked=false`, { token: client });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ type: 'ValidationError', subject: 'termsChecked' })]);
    const placed = await sandbox.post(`${orders}?cartId=${guest.guid}&termsChecked=true`, { token: client });
    expect(placed.status).toBe(201);
    // £16.99 + £4.95, VAT included.
    expect(placed.body).toMatchObject({ net: false, totalPrice: { value: 21.94, currencyIso: 'GBP' }, totalTax: { value: 3.66 } });
  });

  it('refuses entries that cannot be shipped to the address with cart.productShippingRestrictions', async () => {
    const sandbox = sandboxAt();
    const { token, code, path } = await customerCart(sandbox, ALEX, [[PANTS, 1]]);
    const california = await sandbox.post(`${path}/addresses/delivery`, { token, json: newAddress({ town: 'Oakland', region: { isocode: 'US-CA' }, postalCode: '94612' }) });
    expect(california.status).toBe(201);
    await sandbox.call('PUT', `${path}/deliverymode?deliveryModeId=standard`, { token });
    await sandbox.call('PUT', `${path}/paymentdetails?paymentDetailsId=${ALEX_VISA}`, { token });
    await sandbox.post(`${path}/entries`, { token, json: { quantity: 1, product: { code: PARKA } } });
    const { status, body } = await sandbox.post(`/users/current/orders?cartId=${code}&termsChecked=true`, { token });
    expect(status).toBe(400);
    expect(body.errors).toEqual([{ type: 'CartEntryError', reason: 'stateRestricted', subject: '1', subjectType: 'entry', message: 'cart.productShippingRestrictions' }]);
  });

  it('re-checks stock: the second of two carts wanting the last units gets InsufficientStockError', async () => {
    const sandbox = sandboxAt();
    const low = [...sandbox.store.catalog.variants.values()].find((v) => v.stockLevel > 1 && v.stockLevel <= 5);
    const { code: variant, stockLevel } = low as { code: string; stockLevel: number };
    const first = await readyCart(sandbox, [[variant, stockLevel]]);
    const second = await readyCart(sandbox, [[variant, stockLevel]]);
    expect((await sandbox.post(`/users/current/orders?cartId=${first.code}&termsChecked=true`, { token: first.token })).status).toBe(201);
    const refused = await sandbox.post(`/users/current/orders?cartId=${second.code}&termsChecked=true`, { token: second.token });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([expect.objectContaining({ type: 'InsufficientStockError', reason: 'noStock', subject: variant })]);
    expect((await sandbox.get(second.path, { token: second.token })).body.entries[0].product.stock.stockLevelStatus).toBe('outOfStock');
  });

  it('refuses a card the provider declines, and an expired one, with PaymentAuthorizationError', async () => {
    const sandbox = sandboxAt();
    const { token, code, path } = await readyCart(sandbox);
    await sandbox.post(`${path}/paymentdetails`, { token, json: newCard({ cardNumber: '4000 0000 0000 0002' }) });
    const declined = await sandbox.post(`/users/current/orders?cartId=${code}&termsChecked=true`, { token });
    expect(declined.status).toBe(400);
    expect(declined.body.errors[0]).toMatchObject({ type: 'PaymentAuthorizationError', reason: 'DECLINED', message: 'authorizationError' });

    // A card that was valid when chosen but expired by the time of the order.
    const later = createTestSandbox({ store: sandbox.store, now: () => new Date('2030-01-05T10:00:00Z') });
    const { access_token: fresh } = await later.passwordToken(ALEX);
    await later.post(`${path}/paymentdetails`, { token: fresh, json: newCard({ expiryMonth: '12', expiryYear: '2030' }) });
    const soon = createTestSandbox({ store: sandbox.store, now: () => new Date('2031-01-05T10:00:00Z') });
    const { access_token: token2031 } = await soon.passwordToken(ALEX);
    const expired = await soon.post(`/users/current/orders?cartId=${code}&termsChecked=true`, { token: token2031 });
    expect(expired.body.errors[0]).toMatchObject({ type: 'PaymentAuthorizationError', reason: 'EXPIRED_CARD' });
  });

  it('checks out a guest who gave an email; the order is readable by its guid', async () => {
    const sandbox = sandboxAt();
    const guest = await guestCart(sandbox, [[JACKET, 1]]);
    await sandbox.post(`${guest.path}/addresses/delivery`, { json: newAddress() });
    await sandbox.call('PUT', `${guest.path}/deliverymode?deliveryModeId=second-day`);
    await sandbox.post(`${guest.path}/paymentdetails`, { json: newCard() });
    // Placing a guest order is for trusted clients: the storefront's client token, never no token.
    const untrusted = await sandbox.post(`/users/anonymous/orders?cartId=${guest.guid}&termsChecked=true`);
    expect(untrusted.status).toBe(401);
    const client = await sandbox.clientToken();
    const noEmail = await sandbox.post(`/users/anonymous/orders?cartId=${guest.guid}&termsChecked=true`, { token: client });
    expect(noEmail.body.errors).toEqual([expect.objectContaining({ type: 'ValidationError', subject: 'email', message: 'Guest email is not set' })]);
    await sandbox.call('PUT', `${guest.path}/email`, { token: client, form: { email: 'Jo.Miller@example.com' } });
    const placed = await sandbox.post(`/users/anonymous/orders?cartId=${guest.guid}&termsChecked=true`, { token: client });
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ guestCustomer: true, user: { uid: `${guest.guid}|jo.miller@example.com`, name: 'guest' } });
    // Oregon: no sales tax; 2nd day is never free.
    expect(placed.body).toMatchObject({ deliveryCost: { value: 19.95 }, totalTax: { value: 0 }, totalPriceWithTax: { value: 159.94 } });
    // A client token at least, as OCC secures it; none is a 401.
    expect((await sandbox.get(`/orders/${placed.body.guid}`)).status).toBe(401);
    const byGuid = await sandbox.get(`/orders/${placed.body.guid}`, { token: client });
    expect(byGuid.body).toMatchObject({ code: placed.body.code, entries: [expect.objectContaining({ quantity: 1 })] });
    expect((await sandbox.get(guest.path)).body.errors[0].reason).toBe('cartPlaced');
    // Signing in afterwards does not take the ordered cart over.
    const { access_token: token } = await sandbox.passwordToken(ALEX);
    const merge = await sandbox.post(`/users/current/carts?oldCartId=${guest.guid}`, { token });
    expect(merge.body.errors[0]).toMatchObject({ type: 'CartError', reason: 'cartPlaced' });
  });
});
