import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { ANONYMOUS, cartDto, cartModificationDto, priceOf, entryDto, voucherDto, CART_LEVEL_KEYS } from '../occ/carts';
import type { SandboxContext, SandboxEnv } from '../occ/context';
import { accessDenied, cartExpired, cartNotFound, cartPlaced, entryNotFound, missing, occError, unknownProduct, validation } from '../occ/errors';
import { EMAIL_PATTERN, intParam, param, readBody, requireToken, requireUser, respond, type Body } from '../occ/http';
import { findVoucher } from '../occ/pricing';
import { findProduct } from '../occ/products';
import type { CartEntryRecord, CartRecord, SandboxState } from '../state';

/**
 * Carts (`users/{userId}/carts/...`): anonymous carts by guid, signed-in carts by code (or `current`).
 *
 * - Entries: a product already in the cart adds to its line. Quantities are capped at the stock level
 *   (status `lowStock`); an out-of-stock product, or a line that already holds every unit in stock, is
 *   answered as SAP does, 200 with status `noStock` and `quantityAdded: 0`; quantity 0 on an
 *   update removes the line, as OCC does.
 * - Login merge: `POST carts?oldCartId={anonymous guid}` takes the anonymous cart over; with
 *   `toMergeCartGuid={user cart guid}` its entries are merged into the user's cart and it is deleted.
 * - Lifecycle (spec 1 §4): an expired cart answers `CartError` `expired` naming its replacement; a cart
 *   ordered elsewhere answers `CartError` `cartPlaced`. Both are set through `/sandbox/carts/{id}/events`.
 * - Each line remembers the unit price the shopper last saw; a different catalogue price sets the
 *   cart's `priceRowUpdated` until the line is changed again.
 */

export interface CartSubject {
  /** `anonymous` or the user's uid. */
  owner: string;
}

export function subjectOf(c: SandboxContext, userId: string): CartSubject {
  if (userId === ANONYMOUS) return { owner: ANONYMOUS };
  return { owner: requireUser(c, userId).uid };
}

export function isoNow(c: SandboxContext): string {
  return c.get('services').now().toISOString().replace(/\.\d{3}Z$/, '+0000');
}

/** The carts a subject owns on the current site, most recently changed first (expired and ordered ones are gone). */
function cartsOf(state: SandboxState, owner: string, site: string): CartRecord[] {
  return Object.values(state.carts)
    .filter((cart) => cart.owner === owner && cart.site === site && isLive(cart))
    .sort((a, b) => b.modifiedAt.localeCompare(a.modifiedAt) || b.code.localeCompare(a.code));
}

function isLive(cart: CartRecord): boolean {
  return !cart.replacedBy && !cart.placedAs;
}

/** A cart that expired or was ordered answers with its lifecycle error instead of its content (spec 1 §4). */
function live(cart: CartRecord, cartId: string): CartRecord {
  if (cart.replacedBy) throw cartExpired(cartId, cart.replacedBy);
  if (cart.placedAs) throw cartPlaced(cartId);
  return cart;
}

export function findCart(c: SandboxContext, subject: CartSubject, cartId: string): CartRecord {
  const { state } = c.get('services').store;
  const site = c.get('occ').site.uid;
  if (subject.owner === ANONYMOUS) {
    const cart = Object.values(state.carts).find((candidate) => candidate.guid === cartId);
    if (!cart || cart.owner !== ANONYMOUS || cart.site !== site) throw cartNotFound(cartId);
    return live(cart, cartId);
  }
  if (cartId === 'current') {
    const current = cartsOf(state, subject.owner, site).find((cart) => !cart.saveTime);
    if (!current) throw cartNotFound(cartId);
    return current;
  }
  const cart = state.carts[cartId];
  if (!cart || cart.owner !== subject.owner || cart.site !== site) throw cartNotFound(cartId);
  return live(cart, cartId);
}

/** The unit price a line shows now, remembered as the one the shopper saw. */
function seenPriceOf(c: SandboxContext, productCode: string): CartEntryRecord['seenPrice'] {
  const variant = c.get('services').store.catalog.variants.get(productCode);
  const currency = c.get('occ').currency;
  const value = variant?.prices[currency];
  return value === undefined ? undefined : { currency, value };
}

function newCart(c: SandboxContext, state: SandboxState, owner: string): CartRecord {
  const code = String(state.counters.cart++).padStart(8, '0');
  const now = isoNow(c);
  const cart: CartRecord = {
    code,
    guid: randomUUID(),
    site: c.get('occ').site.uid,
    owner,
    entries: [],
    vouchers: [],
    createdAt: now,
    modifiedAt: now,
  };
  state.carts[code] = cart;
  return cart;
}

function parseQuantity(raw: unknown, name = 'quantity', allowZero = false): number {
  const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d+$/.test(text)) throw validation(name, `Invalid quantity '${String(raw ?? '')}'`);
  const quantity = Number(text);
  if (quantity < (allowZero ? 0 : 1)) throw validation(name, allowZero ? 'Quantity must not be negative' : 'Quantity must not be less than one');
  return quantity;
}

/** Product code and quantity from a JSON entry (`{quantity, product: {code}}`) or form/query `code` + `qty`. */
function entryInput(c: SandboxContext, body: Body): { code: string; quantity: number } {
  const product = body.product as { code?: unknown } | undefined;
  const code = (typeof product?.code === 'string' ? product.code : undefined) ?? param(c, body, 'code');
  if (!code || !code.trim()) throw missing('product.code');
  const rawQuantity = body.quantity ?? param(c, body, 'qty') ?? param(c, body, 'quantity') ?? '1';
  return { code: code.trim(), quantity: parseQuantity(rawQuantity) };
}

/** Adds to a line, capped at stock; returns what happened in OCC's modification terms. */
function addToCart(c: SandboxContext, cart: CartRecord, code: string, quantity: number) {
  const { catalog } = c.get('services').store;
  const found = findProduct(catalog, code);
  if (!found) throw unknownProduct(code);
  const variant = found.variant;
  if (!variant) {
    throw occError(400, {
      type: 'CartEntryError',
      reason: 'unavailable',
      subject: code,
      subjectType: 'product',
      message: `Product [${code}] is a base product and cannot be added to the cart. Choose a colour and size.`,
    });
  }
  const index = cart.entries.findIndex((e) => e.productCode === variant.code);
  const existing = index >= 0 ? (cart.entries[index]?.quantity ?? 0) : 0;
  // As SAP answers it: 200, nothing added, and the reason in `statusCode` (no error).
  if (variant.stockLevel <= 0) {
    return { entryNumber: index, statusCode: 'noStock', quantity: existing, quantityAdded: 0, statusMessage: `Product [${code}] is currently out of stock.` };
  }
  const wanted = existing + quantity;
  const total = Math.min(wanted, variant.stockLevel);
  const added = total - existing;
  // The line already holds every unit in stock: SAP answers it as it answers a sold-out product.
  if (added <= 0) {
    return { entryNumber: index, statusCode: 'noStock', quantity: existing, quantityAdded: 0, statusMessage: `Product [${code}] is currently out of stock.` };
  }
  const seenPrice = seenPriceOf(c, variant.code);
  const existingLine = index >= 0 ? cart.entries[index] : undefined;
  if (existingLine) Object.assign(existingLine, { quantity: total, seenPrice });
  else cart.entries.push({ productCode: variant.code, quantity: total, seenPrice });
  const entryNumber = index >= 0 ? index : cart.entries.length - 1;
  return {
    entryNumber,
    statusCode: total < wanted ? 'lowStock' : 'success',
    quantity: total,
    quantityAdded: added,
    statusMessage: total < wanted ? `Only ${variant.stockLevel} left in stock; quantity reduced.` : undefined,
  };
}

function entryIndex(cart: CartRecord, raw: string): number {
  if (!/^\d+$/.test(raw)) throw entryNotFound(raw);
  const index = Number(raw);
  if (index >= cart.entries.length) throw entryNotFound(raw);
  return index;
}

export function registerCartRoutes(occ: Hono<SandboxEnv>): void {
  const base = '/users/:userId/carts';

  occ.get(base, (c) => {
    const userId = c.req.param('userId');
    if (userId === ANONYMOUS) throw accessDenied();
    const subject = subjectOf(c, userId);
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const savedOnly = c.req.query('savedCartsOnly') === 'true';
    const carts = cartsOf(store.state, subject.owner, ctx.site.uid).filter((cart) => !savedOnly || cart.saveTime);
    if (!savedOnly) return respond(c, { carts: carts.map((cart) => cartDto(store, cart, ctx)) });
    const currentPage = intParam(c, 'currentPage', 0, 0);
    const pageSize = intParam(c, 'pageSize', 20, 1, 100);
    return respond(c, {
      carts: carts.slice(currentPage * pageSize, (currentPage + 1) * pageSize).map((cart) => cartDto(store, cart, ctx)),
      pagination: { currentPage, pageSize, totalPages: Math.ceil(carts.length / pageSize), totalResults: carts.length, sort: 'byDateModified' },
    });
  });

  occ.post(base, (c) => {
    const subject = subjectOf(c, c.req.param('userId'));
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const oldCartId = c.req.query('oldCartId');
    const toMergeCartGuid = c.req.query('toMergeCartGuid');
    const cart = store.mutate((state) => {
      if (subject.owner === ANONYMOUS) return newCart(c, state, ANONYMOUS);
      const mine = (guid: string) => {
        const target = Object.values(state.carts).find((candidate) => candidate.guid === guid);
        if (!target || target.owner !== subject.owner || target.site !== ctx.site.uid) throw cartNotFound(guid);
        // An ordered or replaced cart takes nothing in: the anonymous cart stays as it is.
        return live(target, guid);
      };
      if (!oldCartId) return toMergeCartGuid ? mine(toMergeCartGuid) : newCart(c, state, subject.owner);
      const anonymous = Object.values(state.carts).find((candidate) => candidate.guid === oldCartId && candidate.site === ctx.site.uid);
      if (!anonymous) throw cartNotFound(oldCartId);
      // A guest cart that was ordered (or expired) is not taken over at login: it answers its lifecycle error.
      live(anonymous, oldCartId);
      if (anonymous.owner !== ANONYMOUS) {
        throw occError(400, { type: 'CartError', reason: 'cannotRestore', subject: oldCartId, subjectType: 'cart', message: 'Cart is not anonymous' });
      }
      const now = isoNow(c);
      if (!toMergeCartGuid) {
        anonymous.owner = subject.owner;
        delete anonymous.guestEmail;
        anonymous.modifiedAt = now;
        return anonymous;
      }
      const target = mine(toMergeCartGuid);
      for (const entry of anonymous.entries) {
        const variant = store.catalog.variants.get(entry.productCode);
        if (!variant) continue;
        const line = target.entries.find((e) => e.productCode === entry.productCode);
        if (line) line.quantity = Math.max(line.quantity, Math.min(line.quantity + entry.quantity, variant.stockLevel));
        else target.entries.push({ ...entry });
      }
      for (const voucher of anonymous.vouchers) if (!target.vouchers.includes(voucher)) target.vouchers.push(voucher);
      target.modifiedAt = now;
      delete state.carts[anonymous.code];
      return target;
    });
    return respond(c, cartDto(store, cart, ctx), 201, CART_LEVEL_KEYS);
  });

  occ.get(`${base}/:cartId`, (c) => {
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    return respond(c, cartDto(c.get('services').store, cart, c.get('occ')), 200, CART_LEVEL_KEYS);
  });

  occ.delete(`${base}/:cartId`, (c) => {
    requireToken(c);
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    c.get('services').store.mutate((state) => {
      delete state.carts[cart.code];
    });
    return c.body(null, 200);
  });

  occ.get(`${base}/:cartId/entries`, (c) => {
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    const store = c.get('services').store;
    const ctx = c.get('occ');
    return respond(c, { orderEntries: priceOf(store, cart, ctx).entries.map((e) => entryDto(store, e, ctx)) });
  });

  // Bodies are read before the cart is looked up: a request changed meanwhile (a line removed, the cart
  // ordered) is then seen as it is, not as it was when this request began.
  occ.post(`${base}/:cartId/entries`, async (c) => {
    const body = await readBody(c);
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    const { code, quantity } = entryInput(c, body);
    const store = c.get('services').store;
    const result = store.mutate(() => {
      const outcome = addToCart(c, cart, code, quantity);
      cart.modifiedAt = isoNow(c);
      return outcome;
    });
    return respond(c, cartModificationDto(store, cart, c.get('occ'), result.entryNumber, result));
  });

  occ.get(`${base}/:cartId/entries/:entryNumber`, (c) => {
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    const index = entryIndex(cart, c.req.param('entryNumber'));
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const entry = priceOf(store, cart, ctx).entries.find((e) => e.entryNumber === index);
    if (!entry) throw entryNotFound(c.req.param('entryNumber'));
    return respond(c, entryDto(store, entry, ctx));
  });

  const updateEntry = async (c: SandboxContext) => {
    const body = await readBody(c);
    const cart = findCart(c, subjectOf(c, c.req.param('userId') ?? ''), c.req.param('cartId') ?? '');
    const index = entryIndex(cart, c.req.param('entryNumber') ?? '');
    const raw = body.quantity ?? param(c, body, 'qty') ?? param(c, body, 'quantity');
    if (raw === undefined) throw missing('quantity');
    const quantity = parseQuantity(raw, 'quantity', true);
    const store = c.get('services').store;
    const line = cart.entries[index] as CartEntryRecord;
    const variant = store.catalog.variants.get(line.productCode);
    const result = store.mutate(() => {
      cart.modifiedAt = isoNow(c);
      if (quantity === 0) {
        cart.entries.splice(index, 1);
        return { statusCode: 'success', quantity: 0, quantityAdded: -line.quantity };
      }
      const capped = Math.min(quantity, Math.max(variant?.stockLevel ?? 0, 0));
      if (capped <= 0) {
        const removed = line.quantity;
        cart.entries.splice(index, 1);
        return { statusCode: 'noStock', quantity: 0, quantityAdded: -removed, statusMessage: `Product [${line.productCode}] is out of stock.` };
      }
      const before = line.quantity;
      line.quantity = capped;
      line.seenPrice = seenPriceOf(c, line.productCode);
      return {
        statusCode: capped < quantity ? 'lowStock' : 'success',
        quantity: capped,
        quantityAdded: capped - before,
        statusMessage: capped < quantity ? `Only ${capped} left in stock; quantity reduced.` : undefined,
      };
    });
    // A removed line has no entry left to show (the next line now has its number).
    const removed = result.quantity === 0;
    return respond(c, cartModificationDto(store, cart, c.get('occ'), removed ? -1 : index, result));
  };
  occ.put(`${base}/:cartId/entries/:entryNumber`, updateEntry);
  occ.patch(`${base}/:cartId/entries/:entryNumber`, updateEntry);

  occ.delete(`${base}/:cartId/entries/:entryNumber`, (c) => {
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    const index = entryIndex(cart, c.req.param('entryNumber'));
    c.get('services').store.mutate(() => {
      cart.entries.splice(index, 1);
      cart.modifiedAt = isoNow(c);
    });
    return c.body(null, 200);
  });

  occ.put(`${base}/:cartId/email`, async (c) => {
    requireToken(c);
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    if (cart.owner !== ANONYMOUS) throw accessDenied();
    const body = await readBody(c);
    const email = param(c, body, 'email')?.trim();
    if (!email) throw missing('email');
    if (!EMAIL_PATTERN.test(email) || email.length > 255) throw validation('email', 'This field is not a valid email address.');
    c.get('services').store.mutate(() => {
      cart.guestEmail = email.toLowerCase();
      cart.modifiedAt = isoNow(c);
    });
    return c.body(null, 200);
  });

  occ.get(`${base}/:cartId/vouchers`, (c) => {
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    const ctx = c.get('occ');
    return respond(c, { vouchers: priceOf(c.get('services').store, cart, ctx).vouchers.map((v) => voucherDto(v, ctx)) });
  });

  occ.post(`${base}/:cartId/vouchers`, async (c) => {
    const subject = subjectOf(c, c.req.param('userId'));
    const cart = findCart(c, subject, c.req.param('cartId'));
    const body = await readBody(c);
    const voucherId = param(c, body, 'voucherId')?.trim();
    if (!voucherId) throw missing('voucherId');
    const voucher = findVoucher(voucherId);
    const store = c.get('services').store;
    const voucherError = (message: string) => occError(400, { type: 'VoucherOperationError', message });
    if (!voucher) throw voucherError('coupon.invalid.code.provided');
    if (voucher.redeemed || store.state.redeemedVouchers[voucher.code]) throw voucherError('coupon.already.redeemed');
    if (cart.vouchers.includes(voucher.code)) throw voucherError('coupon.already.exists.cart');
    store.mutate(() => {
      cart.vouchers.push(voucher.code);
      cart.modifiedAt = isoNow(c);
    });
    return c.body(null, 200);
  });

  occ.delete(`${base}/:cartId/vouchers/:voucherId`, (c) => {
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    const code = c.req.param('voucherId').trim().toUpperCase();
    if (!cart.vouchers.includes(code)) throw occError(400, { type: 'VoucherOperationError', message: 'coupon.invalid.code.provided' });
    c.get('services').store.mutate(() => {
      cart.vouchers = cart.vouchers.filter((v) => v !== code);
      cart.modifiedAt = isoNow(c);
    });
    return c.body(null, 200);
  });

  occ.patch(`${base}/:cartId/save`, async (c) => {
    const subject = subjectOf(c, c.req.param('userId'));
    if (subject.owner === ANONYMOUS) throw accessDenied();
    const cart = findCart(c, subject, c.req.param('cartId'));
    const body = await readBody(c);
    const name = param(c, body, 'saveCartName');
    const description = param(c, body, 'saveCartDescription');
    const store = c.get('services').store;
    store.mutate(() => {
      const now = isoNow(c);
      cart.name = name ?? cart.name ?? cart.code;
      cart.description = description ?? cart.description ?? '-';
      cart.saveTime = now;
      cart.savedBy = subject.owner;
      cart.modifiedAt = now;
    });
    return respond(c, { savedCartData: cartDto(store, cart, c.get('occ')) });
  });

  occ.post(`${base}/:cartId/validate`, (c) => {
    const cart = findCart(c, subjectOf(c, c.req.param('userId')), c.req.param('cartId'));
    const store = c.get('services').store;
    const modifications = store.mutate(() => {
      const changes: { statusCode: string; quantity: number; quantityAdded: number; entry: { entryNumber: number; product: { code: string } } }[] = [];
      cart.entries = cart.entries.filter((line, entryNumber) => {
        const variant = store.catalog.variants.get(line.productCode);
        const available = Math.max(variant?.stockLevel ?? 0, 0);
        if (!variant || available === 0) {
          changes.push({ statusCode: variant ? 'noStock' : 'unavailable', quantity: 0, quantityAdded: -line.quantity, entry: { entryNumber, product: { code: line.productCode } } });
          return false;
        }
        // A line the shop cannot price in the cart's currency cannot be ordered (spec 3 §4 "pricing problem").
        if (!(variant.prices[c.get('occ').currency] > 0)) {
          changes.push({ statusCode: 'pricingError', quantity: 0, quantityAdded: -line.quantity, entry: { entryNumber, product: { code: line.productCode } } });
          return false;
        }
        if (line.quantity > available) {
          changes.push({ statusCode: 'lowStock', quantity: available, quantityAdded: available - line.quantity, entry: { entryNumber, product: { code: line.productCode } } });
          line.quantity = available;
        }
        return true;
      });
      if (changes.length > 0) cart.modifiedAt = isoNow(c);
      return changes;
    });
    return respond(c, { cartModifications: modifications });
  });
}
