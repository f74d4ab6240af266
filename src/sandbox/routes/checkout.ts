import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { addressDto, isCardExpired, orderDto, paymentDto } from '../occ/account';
import { ANONYMOUS, priceOf } from '../occ/carts';
import {
  DECLINED_TEST_CARDS,
  cardTypeOf,
  cartDeliveryAddress,
  cartDeliveryMode,
  cartPayment,
  passesLuhn,
  restrictedEntries,
  supportedDeliveryModes,
} from '../occ/checkout';
import type { OccContext, SandboxContext, SandboxEnv } from '../occ/context';
import { deliveryModeDto, destinationOf } from '../occ/delivery';
import { OccError, missing, occError, type OccErrorItem } from '../occ/errors';
import { param, readBody, requireToken, respond, stringField, type Body } from '../occ/http';
import { CARD_TYPES } from '../seed/commerce-copy';
import { isEmea } from '../seed/sites';
import type { AddressRecord, CartRecord, OrderRecord, PaymentRecord, SandboxState, UserRecord } from '../state';
import type { SandboxStore } from '../store';
import { findCart, isoNow, subjectOf, type CartSubject } from './carts';
import { addressInput, findAddress, findPayment, nextId, settleDefaultAddress } from './users';

/**
 * Checkout on a cart (spec 2 §3-§7, OCC `users/{userId}/carts/{cartId}/...` and `users/{userId}/orders`):
 *
 * - `POST|PUT addresses/delivery`: a new address (body; a customer's also goes into the address book)
 *   or `addressId` of a saved one; `DELETE` removes it and the delivery mode. The country must be one
 *   the site ships to. A new address drops a delivery mode the address cannot have.
 * - `GET deliverymodes`: the modes for the cart's address (none without one, none while an entry cannot
 *   be shipped there); `PUT deliverymode?deliveryModeId=`, `GET`, `DELETE`.
 * - `POST paymentdetails`: a new card (Luhn, card type, expiry in the future, billing address); only the
 *   last four digits are kept. `PUT paymentdetails?paymentDetailsId=`: one of the customer's cards.
 * - `POST users/{userId}/orders?cartId=&termsChecked=`: places the order (see `placeOrder`).
 *
 * Anonymous carts are addressed by guid and check out as guests once `PUT email` gave them an address.
 */

/** Placed orders, like SAP's: created, not yet sourced into consignments. */
const NEW_ORDER_STATUS = 'CREATED';
/** The payment provider's answers the storefront maps to messages (spec 2 §8). */
const AUTHORIZATION_ERROR = 'authorizationError';
/** Message key of a restricted product at order placement (spec 2 §8). */
const RESTRICTED_PRODUCT_MESSAGE = 'cart.productShippingRestrictions';
/** How far ahead an expiry year may lie. */
const MAX_CARD_YEARS = 20;

interface CheckoutSubject {
  subject: CartSubject;
  cart: CartRecord;
  /** The customer, for a signed-in cart. */
  user?: UserRecord;
}

function checkoutCart(c: SandboxContext): CheckoutSubject {
  const subject = subjectOf(c, c.req.param('userId') ?? '');
  const cart = findCart(c, subject, c.req.param('cartId') ?? '');
  const user = subject.owner === ANONYMOUS ? undefined : c.get('services').store.state.users[subject.owner];
  return { subject, cart, user };
}

function fieldError(subject: string, message: string, reason = 'invalid'): OccErrorItem {
  return { type: 'ValidationError', reason, subject, subjectType: 'parameter', message };
}

/** Validates an address body; its errors come back (all at once) instead of being thrown. */
function checkedAddress(body: Body, prefix = ''): { address?: Omit<AddressRecord, 'id'>; errors: OccErrorItem[] } {
  try {
    return { address: addressInput(body), errors: [] };
  } catch (error) {
    if (!(error instanceof OccError)) throw error;
    return { errors: error.errors.map((e) => ({ ...e, ...(e.subject ? { subject: `${prefix}${e.subject}` } : {}) })) };
  }
}

function countryOf(body: Body): string | undefined {
  const iso = (body.country as { isocode?: unknown } | undefined)?.isocode;
  return typeof iso === 'string' ? iso.trim().toUpperCase() : undefined;
}

function flagOf(body: Body, name: string): boolean | undefined {
  const value = body[name];
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 'false') return value === 'true';
  return undefined;
}

/** Puts an address on the cart; a delivery mode the new address cannot have is dropped, as OCC does. */
function applyDeliveryAddress(store: SandboxStore, cart: CartRecord, address: AddressRecord, ctx: OccContext, now: string): void {
  cart.deliveryAddress = { ...address };
  if (cart.deliveryModeCode && !supportedDeliveryModes(store, cart, ctx).some(({ mode }) => mode.code === cart.deliveryModeCode)) {
    delete cart.deliveryModeCode;
  }
  cart.modifiedAt = now;
}

/** A saved address the cart may use: the customer's, or the guest's own one already on the cart. */
function savedAddress(cart: CartRecord, user: UserRecord | undefined, addressId: string): AddressRecord {
  if (user) {
    if (cart.deliveryAddress?.id === addressId && !user.addresses.some((a) => a.id === addressId)) return cart.deliveryAddress;
    return findAddress(user, addressId);
  }
  if (cart.deliveryAddress?.id === addressId) return cart.deliveryAddress;
  throw occError(400, { type: 'UnknownIdentifierError', message: `Address with given id: '${addressId}' doesn't exist or belong to another user` });
}

function notADeliveryCountry(addressId: string): OccError {
  return occError(400, {
    type: 'CartAddressError',
    reason: 'notSet',
    subject: addressId,
    subjectType: 'address',
    message: `Address given by id ${addressId} cannot be set as delivery address in this cart`,
  });
}

/** Reads and validates a new card; every problem is reported at once, like address errors. */
function cardInput(body: Body, ctx: OccContext): Omit<PaymentRecord, 'id' | 'billingAddress' | 'defaultPayment' | 'saved' | 'subscriptionId'> & { billing: Omit<AddressRecord, 'id'> } {
  const errors: OccErrorItem[] = [];
  const holder = stringField(body, 'accountHolderName');
  if (!holder) errors.push(fieldError('accountHolderName', 'This field is required.', 'missing'));

  const rawNumber = typeof body.cardNumber === 'number' ? String(body.cardNumber) : stringField(body, 'cardNumber');
  const digits = (rawNumber ?? '').replace(/[\s-]/g, '');
  if (!rawNumber) errors.push(fieldError('cardNumber', 'This field is required.', 'missing'));
  else if (!/^\d{12,19}$/.test(digits)) errors.push(fieldError('cardNumber', 'This field is not a valid card number.'));
  else if (!passesLuhn(digits)) errors.push(fieldError('cardNumber', 'The card number is not valid.'));

  const rawType = (body.cardType as { code?: unknown } | undefined)?.code;
  const cardType = typeof rawType === 'string' ? rawType.trim().toLowerCase() : '';
  if (!cardType) errors.push(fieldError('cardType.code', 'This field is required.', 'missing'));
  else if (!CARD_TYPES[cardType]) errors.push(fieldError('cardType.code', `Card type '${cardType}' is not supported.`));
  else if (/^\d{12,19}$/.test(digits) && cardTypeOf(digits) !== cardType) {
    errors.push(fieldError('cardType.code', 'The card type does not match the card number.'));
  }

  const month = typeof body.expiryMonth === 'number' ? String(body.expiryMonth) : stringField(body, 'expiryMonth');
  const year = typeof body.expiryYear === 'number' ? String(body.expiryYear) : stringField(body, 'expiryYear');
  const monthValid = Boolean(month && /^(0?[1-9]|1[0-2])$/.test(month));
  const yearValid = Boolean(year && /^\d{4}$/.test(year) && Number(year) <= ctx.now.getUTCFullYear() + MAX_CARD_YEARS);
  if (!month) errors.push(fieldError('expiryMonth', 'This field is required.', 'missing'));
  else if (!monthValid) errors.push(fieldError('expiryMonth', 'This field is not valid.'));
  if (!year) errors.push(fieldError('expiryYear', 'This field is required.', 'missing'));
  else if (!yearValid) errors.push(fieldError('expiryYear', 'This field is not valid.'));
  const expiryMonth = (month ?? '').padStart(2, '0');
  if (monthValid && yearValid && isCardExpired({ expiryMonth, expiryYear: year as string }, ctx.now)) {
    errors.push(fieldError('expiryMonth', 'The card has expired.', 'expired'));
  }

  const billingBody = body.billingAddress;
  let billing: Omit<AddressRecord, 'id'> | undefined;
  if (!billingBody || typeof billingBody !== 'object' || Array.isArray(billingBody)) {
    errors.push(fieldError('billingAddress', 'This field is required.', 'missing'));
  } else {
    const checked = checkedAddress(billingBody as Body, 'billingAddress.');
    errors.push(...checked.errors);
    billing = checked.address;
    const country = countryOf(billingBody as Body);
    if (billing && country && !ctx.site.billingCountries.includes(country)) {
      errors.push(fieldError('billingAddress.country.isocode', `Country with isocode '${country}' is not a billing country of this site.`));
    }
  }
  if (errors.length > 0 || !billing) throw new OccError(400, errors);
  return {
    accountHolderName: holder as string,
    cardType,
    last4: digits.slice(-4),
    expiryMonth,
    expiryYear: year as string,
    ...(DECLINED_TEST_CARDS.includes(digits) ? { declined: true } : {}),
    billing: { ...billing, defaultAddress: false, shippingAddress: false, visibleInAddressBook: false },
  };
}

/**
 * Everything an order needs, reported together as SAP's place-order validator does ("Delivery mode is
 * not set"), then the restrictions of the entries for the address, then stock, then the payment.
 */
function checkOrderable(c: SandboxContext, cart: CartRecord, termsChecked: string | undefined): void {
  const store = c.get('services').store;
  const ctx = c.get('occ');
  const problems: OccErrorItem[] = [];
  const unmet = (subject: string, message: string, reason = 'missing') =>
    problems.push({ type: 'ValidationError', reason, subject, subjectType: 'cart', message });
  // EMEA shoppers must accept the terms of sale (spec 2 §5); the US storefront shows them as a link only.
  if (isEmea(ctx.site) && termsChecked !== 'true') problems.push(fieldError('termsChecked', 'The terms and conditions must be accepted.', termsChecked ? 'invalid' : 'missing'));
  if (cart.entries.length === 0) unmet('entries', 'Cart is empty');
  if (cart.owner === ANONYMOUS && !cart.guestEmail) unmet('email', 'Guest email is not set');
  const address = cartDeliveryAddress(store, cart);
  if (!address) unmet('deliveryAddress', 'Delivery address is not set');
  const mode = cartDeliveryMode(cart, ctx);
  if (!mode) unmet('deliveryMode', 'Delivery mode is not set');
  if (!cartPayment(store, cart)) unmet('paymentInfo', 'Payment info is not set');
  if (problems.length > 0) throw new OccError(400, problems);

  const restricted = restrictedEntries(store, cart, destinationOf(address as AddressRecord));
  if (restricted.length > 0) {
    throw new OccError(
      400,
      restricted.map((entry) => ({ type: 'CartEntryError', reason: entry.reason, subject: String(entry.entryNumber), subjectType: 'entry', message: RESTRICTED_PRODUCT_MESSAGE })),
    );
  }
  if (!supportedDeliveryModes(store, cart, ctx).some((supported) => supported.mode.code === mode?.code)) {
    unmet('deliveryMode', `Delivery mode [${mode?.code}] is not supported for the delivery address`, 'invalid');
    throw new OccError(400, problems);
  }

  const shortages: OccErrorItem[] = [];
  for (const line of cart.entries) {
    const stockLevel = Math.max(0, store.catalog.variants.get(line.productCode)?.stockLevel ?? 0);
    if (line.quantity <= stockLevel) continue;
    shortages.push({
      type: 'InsufficientStockError',
      reason: stockLevel === 0 ? 'noStock' : 'lowStock',
      subject: line.productCode,
      subjectType: 'product',
      message: stockLevel === 0 ? `Product [${line.productCode}] is currently out of stock.` : `Only ${stockLevel} of product [${line.productCode}] left in stock.`,
    });
  }
  if (shortages.length > 0) throw new OccError(400, shortages);

  const payment = cartPayment(store, cart) as PaymentRecord;
  if (isCardExpired(payment, ctx.now) || payment.declined) {
    throw occError(400, {
      type: 'PaymentAuthorizationError',
      reason: payment.declined ? 'DECLINED' : 'EXPIRED_CARD',
      subject: payment.id,
      subjectType: 'paymentInfo',
      message: AUTHORIZATION_ERROR,
    });
  }
}

/** Turns the cart into an order: stock is taken, and the cart answers `cartPlaced` from now on. */
function placeOrder(c: SandboxContext, cart: CartRecord): OrderRecord {
  const store = c.get('services').store;
  const ctx = c.get('occ');
  const priced = priceOf(store, cart, ctx);
  const address = cartDeliveryAddress(store, cart) as AddressRecord;
  const payment = cartPayment(store, cart) as PaymentRecord;
  const mode = cartDeliveryMode(cart, ctx);
  const placed = isoNow(c);
  return store.mutate((state) => {
    const code = String(state.counters.order++).padStart(8, '0');
    const guest = cart.owner === ANONYMOUS && cart.guestEmail ? { guestEmail: cart.guestEmail, guestUid: `${cart.guid}|${cart.guestEmail}` } : {};
    const order: OrderRecord = {
      code,
      guid: randomUUID(),
      site: ctx.site.uid,
      owner: cart.owner,
      ...guest,
      placed,
      status: NEW_ORDER_STATUS,
      currency: ctx.currency,
      entries: priced.entries.map((e) => ({
        entryNumber: e.entryNumber,
        productCode: e.variant.code,
        quantity: e.quantity,
        basePrice: e.basePrice,
        totalPrice: e.totalPrice,
        ...(e.msrp ? { msrp: e.msrp } : {}),
      })),
      deliveryAddress: { ...address, defaultAddress: false },
      deliveryModeCode: mode?.code ?? '',
      deliveryCost: priced.deliveryCost,
      payment: { ...payment, billingAddress: { ...payment.billingAddress } },
      productDiscounts: priced.productDiscounts,
      orderDiscounts: priced.orderDiscounts,
      subTotal: priced.subTotal,
      totalTax: priced.totalTax,
      totalPrice: priced.totalPrice,
      totalPriceWithTax: priced.totalPriceWithTax,
      net: priced.net,
      vouchers: priced.vouchers.map((v) => ({ code: v.voucher.code, appliedValue: v.appliedValue })),
      orderPromotions: priced.appliedOrderPromotions.map((p) => ({ code: p.code, discount: p.discount })),
      consignments: [],
    };
    state.orders[code] = order;
    takeStock(store, state, order);
    // The cart is gone; its id keeps answering CartError cartPlaced (spec 1 §4).
    cart.placedAs = code;
    cart.entries = [];
    cart.vouchers = [];
    delete cart.deliveryAddress;
    delete cart.deliveryModeCode;
    delete cart.paymentInfo;
    cart.modifiedAt = placed;
    return order;
  });
}

function takeStock(store: SandboxStore, state: SandboxState, order: OrderRecord): void {
  const sold = (state.stockSold ??= {});
  for (const entry of order.entries) {
    sold[entry.productCode] = (sold[entry.productCode] ?? 0) + entry.quantity;
    const variant = store.catalog.variants.get(entry.productCode);
    if (variant) variant.stockLevel = Math.max(0, variant.stockLevel - entry.quantity);
  }
}

export function registerCheckoutRoutes(occ: Hono<SandboxEnv>): void {
  const cartPath = '/users/:userId/carts/:cartId';

  // Delivery address
  // Each body is read before the cart is looked up, so a cart ordered meanwhile is seen as it is.
  const setDeliveryAddress = (created: boolean) => async (c: SandboxContext) => {
    const body = await readBody(c);
    const { cart, user } = checkoutCart(c);
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const addressId = param(c, body, 'addressId')?.trim();
    let address: AddressRecord;
    if (addressId) {
      address = savedAddress(cart, user, addressId);
      if (!ctx.site.shippingCountries.includes(address.countryIso)) throw notADeliveryCountry(addressId);
      store.mutate(() => applyDeliveryAddress(store, cart, address, ctx, isoNow(c)));
    } else {
      if (!created && Object.keys(body).length === 0) throw missing('addressId');
      const checked = checkedAddress(body);
      const country = countryOf(body);
      if (checked.address && country && !ctx.site.shippingCountries.includes(country)) {
        checked.errors.push(fieldError('country.isocode', `Country with isocode '${country}' is not a delivery country of this site.`));
      }
      if (checked.errors.length > 0 || !checked.address) throw new OccError(400, checked.errors);
      const input = { ...checked.address, shippingAddress: true };
      address = store.mutate((state) => {
        const fresh: AddressRecord = { id: nextId(state, 'address'), ...input };
        // A customer's new delivery address goes into the address book (OCC createAndSetAddress).
        if (user) {
          user.addresses.push(fresh);
          settleDefaultAddress(user, fresh);
        }
        applyDeliveryAddress(store, cart, fresh, ctx, isoNow(c));
        return fresh;
      });
    }
    return created ? respond(c, addressDto(address, ctx.lang), 201) : c.body(null, 200);
  };
  occ.post(`${cartPath}/addresses/delivery`, setDeliveryAddress(true));
  occ.put(`${cartPath}/addresses/delivery`, setDeliveryAddress(false));

  occ.delete(`${cartPath}/addresses/delivery`, (c) => {
    const { cart } = checkoutCart(c);
    c.get('services').store.mutate(() => {
      delete cart.deliveryAddress;
      delete cart.deliveryModeCode;
      cart.modifiedAt = isoNow(c);
    });
    return c.body(null, 200);
  });

  // Delivery modes
  occ.get(`${cartPath}/deliverymodes`, (c) => {
    const { cart } = checkoutCart(c);
    const ctx = c.get('occ');
    const modes = supportedDeliveryModes(c.get('services').store, cart, ctx);
    return respond(c, { deliveryModes: modes.map(({ mode, cost }) => deliveryModeDto(mode, cost, ctx, true)) });
  });

  occ.put(`${cartPath}/deliverymode`, async (c) => {
    const body = await readBody(c);
    const { cart } = checkoutCart(c);
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const code = param(c, body, 'deliveryModeId')?.trim();
    if (!code) throw missing('deliveryModeId');
    if (!supportedDeliveryModes(store, cart, ctx).some(({ mode }) => mode.code === code)) {
      const why = cartDeliveryAddress(store, cart) ? 'for the current cart' : 'for a cart without a delivery address';
      throw occError(400, { type: 'UnsupportedDeliveryModeError', subject: code, subjectType: 'deliveryMode', message: `Delivery mode [${code}] is not supported ${why}` });
    }
    store.mutate(() => {
      cart.deliveryModeCode = code;
      cart.modifiedAt = isoNow(c);
    });
    return c.body(null, 200);
  });

  occ.get(`${cartPath}/deliverymode`, (c) => {
    const { cart } = checkoutCart(c);
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const mode = cartDeliveryMode(cart, ctx);
    // OCC answers an empty object while no mode is set.
    return respond(c, mode ? deliveryModeDto(mode, priceOf(store, cart, ctx).deliveryCost, ctx, true) : {});
  });

  occ.delete(`${cartPath}/deliverymode`, (c) => {
    const { cart } = checkoutCart(c);
    c.get('services').store.mutate(() => {
      delete cart.deliveryModeCode;
      cart.modifiedAt = isoNow(c);
    });
    return c.body(null, 200);
  });

  // Payment details
  occ.post(`${cartPath}/paymentdetails`, async (c) => {
    const body = await readBody(c);
    const { cart, user } = checkoutCart(c);
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const { billing, ...card } = cardInput(body, ctx);
    // Guests cannot keep a card (spec 2 §4: guest checkout disables "set as default").
    const saved = Boolean(user) && flagOf(body, 'saved') === true;
    const payment = store.mutate((state) => {
      const hasDefault = user?.payments.some((p) => p.saved && p.defaultPayment && !isCardExpired(p, ctx.now)) ?? false;
      const record: PaymentRecord = {
        id: nextId(state, 'payment'),
        ...card,
        billingAddress: { id: nextId(state, 'address'), ...billing },
        defaultPayment: saved && (flagOf(body, 'defaultPayment') === true || !hasDefault),
        saved,
        subscriptionId: randomUUID(),
      };
      if (user) {
        if (record.defaultPayment) for (const p of user.payments) p.defaultPayment = false;
        user.payments.push(record);
      }
      cart.paymentInfo = { ...record, billingAddress: { ...record.billingAddress } };
      cart.modifiedAt = isoNow(c);
      return record;
    });
    return respond(c, paymentDto(payment, ctx), 201);
  });

  occ.put(`${cartPath}/paymentdetails`, async (c) => {
    const body = await readBody(c);
    const { cart, user } = checkoutCart(c);
    const ctx = c.get('occ');
    const id = param(c, body, 'paymentDetailsId')?.trim();
    if (!id) throw missing('paymentDetailsId');
    let payment: PaymentRecord;
    // A customer's own cards, or the card already on the cart (a guest's, kept when the guest signed in).
    if (cart.paymentInfo?.id === id && !user?.payments.some((p) => p.id === id)) payment = cart.paymentInfo;
    else if (user) payment = findPayment(user, id);
    else throw occError(400, { type: 'UnknownIdentifierError', message: `Payment details [${id}] not found.` });
    if (isCardExpired(payment, ctx.now)) throw occError(400, { ...fieldError('paymentDetailsId', 'The card has expired.', 'expired') });
    c.get('services').store.mutate(() => {
      cart.paymentInfo = { ...payment, billingAddress: { ...payment.billingAddress } };
      cart.modifiedAt = isoNow(c);
    });
    return c.body(null, 200);
  });

  // Order placement
  occ.post('/users/:userId/orders', async (c) => {
    requireToken(c);
    const subject = subjectOf(c, c.req.param('userId'));
    const body = await readBody(c);
    const cartId = param(c, body, 'cartId')?.trim();
    if (!cartId) throw missing('cartId');
    const cart = findCart(c, subject, cartId);
    checkOrderable(c, cart, param(c, body, 'termsChecked')?.trim().toLowerCase());
    const order = placeOrder(c, cart);
    return respond(c, orderDto(c.get('services').store, order, c.get('occ')), 201);
  });
}
