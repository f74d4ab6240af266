import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createOccClient, type OccContext } from '@/commerce/client';
import { ORDER_FIELDS, PAYMENT_DETAILS_FIELDS, occPaths } from '@/commerce/endpoints';
import { isCartPlacedError, isOccError } from '@/commerce/errors';
import { orderSchema, paymentDetailsSchema, type Address } from '@/commerce/schemas';
import { ALEX, ORIGIN, createTestSandbox, type Loose } from './harness';

/**
 * A whole checkout, guest and customer, driven by the storefront's own typed client against the sandbox
 * in-process (`createSandboxApp(...).fetch`): every answer is parsed by the client's schemas, asked for
 * with its `fields=` constants (spec 2 §7 calls). Calls the client does not have yet are made here the
 * way it makes the others, and parsed with its schemas.
 */

const sandbox = createTestSandbox();
const fetchFromSandbox: typeof fetch = async (input, init) => sandbox.app.fetch(new Request(input, init));

function clientFor(context: Partial<OccContext> = {}) {
  return createOccClient(
    { baseUrl: `${ORIGIN}/occ/v2`, siteId: 'brand-us', language: 'en', currency: 'USD', country: 'US', ...context },
    { fetch: fetchFromSandbox, retryDelayMs: 0 },
  );
}

function parses<S extends z.ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = schema.safeParse(value);
  expect(result.success, `${what}: ${result.success ? '' : JSON.stringify(result.error.issues.slice(0, 3))}`).toBe(true);
  return result.data as z.output<S>;
}

/** `POST carts/{id}/paymentdetails` (spec 2 §7 "Create payment details"), as the client would send it. */
async function createPaymentDetails(siteId: string, userId: string, cartId: string, card: Loose, token?: string) {
  const url = `${ORIGIN}/occ/v2/${siteId}/${occPaths.cartPaymentDetails(userId, cartId)}?fields=${PAYMENT_DETAILS_FIELDS}`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  const response = await sandbox.app.fetch(new Request(url, { method: 'POST', headers, body: JSON.stringify(card) }));
  expect(response.status).toBe(201);
  return parses(paymentDetailsSchema, await response.json(), 'payment details');
}

const portland: Address = {
  titleCode: 'ms',
  firstName: 'Jo',
  lastName: 'Miller',
  line1: '742 Evergreen Terrace',
  town: 'Portland',
  region: { isocode: 'US-OR' },
  postalCode: '97205',
  country: { isocode: 'US' },
  phone: '+1 503 555 0199',
};

const card = {
  accountHolderName: 'Jo Miller',
  cardNumber: '4111111111111111',
  cardType: { code: 'visa' },
  expiryMonth: '09',
  expiryYear: '2040',
  billingAddress: portland,
};

describe('a full checkout through the storefront client', () => {
  it('guest: cart, email, new address, delivery mode, new card, order; the order is readable by guid', async () => {
    // A guest checks out as the storefront's trusted client (the proxy attaches its client token).
    const occ = clientFor({ accessToken: await sandbox.clientToken() });
    const cart = await occ.createCart('anonymous');
    const guid = cart.guid as string;
    await occ.addCartEntry('anonymous', guid, { productCode: '103828-BRN-L-REG', quantity: 1 });
    await occ.setCartEmail('anonymous', guid, 'jo.miller@example.com');

    const address = await occ.createDeliveryAddress('anonymous', guid, portland);
    expect(address).toMatchObject({ id: expect.any(String), town: 'Portland', shippingAddress: true });
    const modes = await occ.getDeliveryModes('anonymous', guid);
    expect(modes.map((mode) => mode.code)).toEqual(['standard', 'second-day', 'next-day']);
    await occ.setDeliveryMode('anonymous', guid, 'standard');
    const payment = await createPaymentDetails('brand-us', 'anonymous', guid, card);
    expect(payment.cardNumber).toBe('************1111');

    const details = await occ.getCheckoutDetails('anonymous', guid);
    expect(details).toMatchObject({ deliveryAddress: { id: address.id }, deliveryMode: { code: 'standard' }, paymentInfo: { id: payment.id } });
    const priced = await occ.getCart('anonymous', guid);
    expect(priced).toMatchObject({ deliveryCost: { value: 0 }, totalPriceWithTax: { value: 139.99 }, user: { uid: `${guid}|jo.miller@example.com` } });

    const order = await occ.placeOrder('anonymous', guid, { termsChecked: true });
    expect(order).toMatchObject({ status: 'CREATED', guestCustomer: true, totalPriceWithTax: { value: 139.99 }, paymentInfo: { cardNumber: '************1111' } });
    expect(order.entries.map((entry) => [entry.product.code, entry.quantity])).toEqual([['103828-BRN-L-REG', 1]]);

    const byGuid = await sandbox.app.fetch(
      new Request(`${ORIGIN}/occ/v2/brand-us/orders/${order.guid}?fields=${ORDER_FIELDS}`, { headers: { Authorization: `Bearer ${await sandbox.clientToken()}` } }),
    );
    expect(parses(orderSchema, await byGuid.json(), 'guest order').code).toBe(order.code);

    // The storefront's cart calls now learn that the cart became an order.
    const after = await occ.getCart('anonymous', guid).catch((error: unknown) => error);
    expect(isOccError(after) && isCartPlacedError(after)).toBe(true);
  });

  it('customer: saved address and card, delivery mode, order; listed in the history and readable by code', async () => {
    const { access_token: token } = await sandbox.passwordToken(ALEX);
    const occ = clientFor({ accessToken: token });
    const cart = await occ.createCart('current');
    await occ.addCartEntry('current', cart.code, { productCode: '103300-BRN-34-REG', quantity: 2 });
    await occ.addCartEntry('current', cart.code, { productCode: '104676-BLK-L-REG', quantity: 2 });

    const [home] = (await occ.getAddresses('current')).filter((a) => a.defaultAddress);
    await occ.setDeliveryAddress('current', cart.code, home?.id as string);
    const modes = await occ.getDeliveryModes('current', cart.code);
    const cheapest = [...modes].sort((a, b) => (a.deliveryCost?.value ?? 0) - (b.deliveryCost?.value ?? 0))[0];
    expect(cheapest).toMatchObject({ code: 'standard', deliveryCost: { value: 0 } });
    await occ.setDeliveryMode('current', cart.code, cheapest?.code as string);
    const saved = (await occ.getPaymentDetails('current')).find((p) => p.defaultPayment && !p.isExpired);
    await occ.setCartPaymentDetails('current', cart.code, saved?.id as string);

    const details = await occ.getCheckoutDetails('current', cart.code);
    expect(details.paymentInfo?.id).toBe(saved?.id);
    const order = await occ.placeOrder('current', cart.code, { termsChecked: true });
    // 2 × 59.99 + 2 × 19.99 less 20 % on the pocket tees = 151.96; Michigan sales tax 6 % = 9.12.
    expect(order).toMatchObject({ status: 'CREATED', subTotal: { value: 151.96 }, totalTax: { value: 9.12 }, totalPriceWithTax: { value: 161.08 } });

    const history = await occ.getOrderHistory('current', { pageSize: 3 });
    expect(history.orders[0]).toMatchObject({ code: order.code, status: 'CREATED' });
    const read = await occ.getOrder('current', order.code);
    expect(read.entries).toHaveLength(2);
    expect(read.deliveryMode).toMatchObject({ code: 'standard', serviceCode: 'GND' });
  });

  it('EMEA: modes with an estimate in the shopper’s language, and the terms must be accepted', async () => {
    const occ = clientFor({ siteId: 'brand-eu', language: 'fr', currency: 'EUR', country: 'FR', accessToken: await sandbox.clientToken() });
    const cart = await occ.createCart('anonymous');
    const guid = cart.guid as string;
    await occ.addCartEntry('anonymous', guid, { productCode: '103828-BRN-L-REG', quantity: 1 });
    await occ.setCartEmail('anonymous', guid, 'camille@example.fr');
    const paris: Address = { firstName: 'Camille', lastName: 'Martin', line1: '8 Rue de Rivoli', town: 'Paris', postalCode: '75004', country: { isocode: 'FR' } };
    await occ.createDeliveryAddress('anonymous', guid, paris);
    const [standard] = await occ.getDeliveryModes('anonymous', guid);
    expect(standard).toMatchObject({ code: 'standard', name: 'Livraison standard', deliveryEstimate: expect.stringMatching(/^Livraison estimée du /) });
    await occ.setDeliveryMode('anonymous', guid, 'standard');
    await createPaymentDetails('brand-eu', 'anonymous', guid, { ...card, billingAddress: paris });
    const refused = await occ.placeOrder('anonymous', guid, { termsChecked: false }).catch((error: unknown) => error);
    expect(isOccError(refused) && refused.errors[0]).toMatchObject({ type: 'ValidationError', subject: 'termsChecked' });
    const order = await occ.placeOrder('anonymous', guid, { termsChecked: true });
    expect(order).toMatchObject({ net: false, totalPrice: { currencyIso: 'EUR' } });
  });
});
