import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { addressDto, isCardExpired, orderDto, orderHistoryDto, paymentDto, userDto } from '../occ/account';
import type { OccContext, SandboxContext, SandboxEnv } from '../occ/context';
import { OccError, occError, orderNotFound, validation, type OccErrorItem } from '../occ/errors';
import { EMAIL_PATTERN, intParam, param, readBody, requireToken, requireUser, respond, stringField, type Body } from '../occ/http';
import { hashPassword, randomToken, verifyPassword } from '../security';
import { isCurrencyIso, isOccLanguage } from '../seed/locale';
import { REGIONS, TITLES, allKnownCountries } from '../seed/sites';
import type { AddressRecord, PaymentRecord, SandboxState, UserRecord } from '../state';

/**
 * Accounts: registration, profile, password and login changes, addresses, saved cards, order history,
 * and password reset by token. A caller only ever reaches their own data (403 for another uid, 404 for
 * another customer's order, address or saved card).
 */

const MIN_PASSWORD_LENGTH = 6;
const RESET_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
const OUTBOX_LIMIT = 50;
/** The `apiKey` the reset link carries; the storefront only requires it to be present (spec 3 §4). */
const RESET_LINK_API_KEY = 'sandbox';
/** Countries whose addresses must name a state or province. */
const REGION_REQUIRED = ['US', 'CA'];

function checkPassword(password: string | undefined, subject: string): string {
  if (!password) throw validation(subject, 'This field is required.', 'missing');
  if (password.length < MIN_PASSWORD_LENGTH) throw validation(subject, `This field must contain at least ${MIN_PASSWORD_LENGTH} characters.`);
  return password;
}

function checkEmail(value: string | undefined, subject: string): string {
  const email = value?.trim().toLowerCase();
  if (!email) throw validation(subject, 'This field is required.', 'missing');
  if (!EMAIL_PATTERN.test(email) || email.length > 255) throw validation(subject, 'This field is not a valid email address.');
  return email;
}

function checkTitle(code: string | undefined): void {
  if (code && !TITLES.some((t) => t.code === code)) throw validation('titleCode', `Title with code '${code}' does not exist.`);
}

/** Moves everything a user owns to a new login. */
function renameUser(state: SandboxState, from: string, to: string): void {
  const user = state.users[from];
  if (!user) return;
  delete state.users[from];
  user.uid = to;
  state.users[to] = user;
  for (const cart of Object.values(state.carts)) {
    if (cart.owner === from) cart.owner = to;
    if (cart.savedBy === from) cart.savedBy = to;
  }
  for (const order of Object.values(state.orders)) if (order.owner === from) order.owner = to;
  for (const request of Object.values(state.returnRequests ?? {})) if (request.owner === from) request.owner = to;
  for (const reset of Object.values(state.passwordResetTokens)) if (reset.uid === from) reset.uid = to;
}

/**
 * The storefront's password-reset link (spec 1 §2.1 `login/pw/change?apiKey=&pwrt=`), below the URL
 * prefix of the site and language the request came from: none for the US site, `/uk/en-gb` for the
 * UK, `/eu/{language}` for the EU.
 */
function passwordResetLink(ctx: Pick<OccContext, 'site' | 'lang'>, token: string): string {
  // British English on the EU site is the public `/eu/en`.
  const language = ctx.lang === 'en_GB' ? 'en' : ctx.lang;
  const prefix = ctx.site.uid === 'brand-us' ? '' : ctx.site.uid === 'brand-uk' ? '/uk/en-gb' : `/eu/${language}`;
  return `${prefix}/login/pw/change?${new URLSearchParams({ apiKey: RESET_LINK_API_KEY, pwrt: token })}`;
}

function revokeTokensOf(state: SandboxState, uid: string): void {
  for (const [token, record] of Object.entries(state.accessTokens)) if (record.uid === uid) delete state.accessTokens[token];
  for (const [token, record] of Object.entries(state.refreshTokens)) if (record.uid === uid) delete state.refreshTokens[token];
}

/** Reads and validates an address body; `current`, when given, keeps its values for missing fields. */
export function addressInput(body: Body, current?: AddressRecord): Omit<AddressRecord, 'id'> {
  const text = (name: string) => {
    const value = stringField(body, name);
    return value === undefined ? (current?.[name as keyof AddressRecord] as string | undefined) : value || undefined;
  };
  const country = (body.country as { isocode?: unknown } | undefined)?.isocode;
  const region = (body.region as { isocode?: unknown } | undefined)?.isocode;
  const countryIso = typeof country === 'string' ? country.trim().toUpperCase() : current?.countryIso;
  let regionIso = typeof region === 'string' ? region.trim().toUpperCase() : current?.regionIso;
  if (typeof country === 'string' && country.trim().toUpperCase() !== current?.countryIso && typeof region !== 'string') regionIso = undefined;
  const errors: OccErrorItem[] = [];
  const require = (subject: string, value: string | undefined) => {
    if (!value) errors.push({ type: 'ValidationError', reason: 'missing', subject, subjectType: 'parameter', message: 'This field is required.' });
  };
  const firstName = text('firstName');
  const lastName = text('lastName');
  const line1 = text('line1');
  const town = text('town');
  const postalCode = text('postalCode');
  require('firstName', firstName);
  require('lastName', lastName);
  require('line1', line1);
  require('town', town);
  require('postalCode', postalCode);
  require('country.isocode', countryIso);
  if (countryIso && !allKnownCountries().includes(countryIso)) {
    errors.push({ type: 'ValidationError', reason: 'invalid', subject: 'country.isocode', subjectType: 'parameter', message: `Country with isocode '${countryIso}' is not supported.` });
  }
  const regions = countryIso ? REGIONS[countryIso] : undefined;
  if (countryIso && REGION_REQUIRED.includes(countryIso)) require('region.isocode', regionIso);
  if (regionIso && !(regions ?? []).some((r) => r.isocode === regionIso)) {
    errors.push({ type: 'ValidationError', reason: 'invalid', subject: 'region.isocode', subjectType: 'parameter', message: `Region with isocode '${regionIso}' does not belong to the country.` });
  }
  const titleCode = text('titleCode');
  if (titleCode && !TITLES.some((t) => t.code === titleCode)) {
    errors.push({ type: 'ValidationError', reason: 'invalid', subject: 'titleCode', subjectType: 'parameter', message: `Title with code '${titleCode}' does not exist.` });
  }
  const email = text('email');
  if (email && !EMAIL_PATTERN.test(email)) {
    errors.push({ type: 'ValidationError', reason: 'invalid', subject: 'email', subjectType: 'parameter', message: 'This field is not a valid email address.' });
  }
  if (errors.length > 0) throw new OccError(400, errors);
  const flag = (name: string, fallback: boolean) => (typeof body[name] === 'boolean' ? (body[name] as boolean) : fallback);
  return {
    titleCode,
    firstName: firstName as string,
    lastName: lastName as string,
    companyName: text('companyName'),
    line1: line1 as string,
    line2: text('line2'),
    town: town as string,
    regionIso,
    postalCode: postalCode as string,
    countryIso: countryIso as string,
    phone: text('phone'),
    email,
    defaultAddress: flag('defaultAddress', current?.defaultAddress ?? false),
    shippingAddress: flag('shippingAddress', current?.shippingAddress ?? true),
    visibleInAddressBook: flag('visibleInAddressBook', current?.visibleInAddressBook ?? true),
  };
}

/**
 * How an unknown address or card id is answered. On the resource itself (`users/{userId}/addresses/{id}`,
 * `.../paymentdetails/{id}`) it is 404 UnknownIdentifierError, as OCC documents those paths: another
 * customer's id looks exactly like one that never existed, never 400 and never their data. Named as a
 * parameter of another call (a cart's `addressId`, `paymentDetailsId`) it is a bad request, 400.
 */
export type UnknownIdStatus = 400 | 404;

export function findAddress(user: UserRecord, id: string, status: UnknownIdStatus = 400): AddressRecord {
  const address = user.addresses.find((a) => a.id === id);
  if (!address) throw occError(status, { type: 'UnknownIdentifierError', message: `Address with given id: '${id}' doesn't exist or belong to another user` });
  return address;
}

export function findPayment(user: UserRecord, id: string, status: UnknownIdStatus = 400): PaymentRecord {
  const payment = user.payments.find((p) => p.id === id);
  if (!payment) throw occError(status, { type: 'UnknownIdentifierError', message: `Payment details [${id}] not found.` });
  return payment;
}

/** One default address: setting one clears the others; the first address is the default. */
export function settleDefaultAddress(user: UserRecord, chosen?: AddressRecord): void {
  if (chosen?.defaultAddress) for (const a of user.addresses) if (a !== chosen) a.defaultAddress = false;
  const visible = user.addresses.filter((a) => a.visibleInAddressBook);
  if (visible.length > 0 && !visible.some((a) => a.defaultAddress)) (visible[0] as AddressRecord).defaultAddress = true;
}

function profileInput(body: Body, user: UserRecord, full: boolean): Partial<UserRecord> {
  const firstName = stringField(body, 'firstName');
  const lastName = stringField(body, 'lastName');
  if (full || firstName !== undefined) if (!firstName) throw validation('firstName', 'This field is required.', 'missing');
  if (full || lastName !== undefined) if (!lastName) throw validation('lastName', 'This field is required.', 'missing');
  const titleCode = stringField(body, 'titleCode');
  checkTitle(titleCode);
  const language = (body.language as { isocode?: unknown } | undefined)?.isocode;
  const currency = (body.currency as { isocode?: unknown } | undefined)?.isocode;
  if (language !== undefined && (typeof language !== 'string' || !isOccLanguage(language))) throw validation('language.isocode', 'Unsupported language.');
  if (currency !== undefined && (typeof currency !== 'string' || !isCurrencyIso(currency))) throw validation('currency.isocode', 'Unsupported currency.');
  return {
    firstName: firstName ?? user.firstName,
    lastName: lastName ?? user.lastName,
    titleCode: titleCode ?? (full ? undefined : user.titleCode),
    languageIso: typeof language === 'string' ? language : user.languageIso,
    currencyIso: typeof currency === 'string' && isCurrencyIso(currency) ? currency : user.currencyIso,
  };
}

export function nextId(state: SandboxState, counter: 'address' | 'payment'): string {
  const prefix = counter === 'address' ? '8796099' : '8796126';
  return `${prefix}${String(state.counters[counter]++).padStart(6, '0')}`;
}

export function registerUserRoutes(occ: Hono<SandboxEnv>): void {
  occ.post('/users', async (c) => {
    requireToken(c);
    const body = await readBody(c);
    if (!body.uid && body.guid) {
      throw validation('uid', 'Converting a guest checkout into an account needs a placed guest order; use uid, firstName, lastName and password.');
    }
    const uid = checkEmail(stringField(body, 'uid'), 'uid');
    const firstName = stringField(body, 'firstName');
    const lastName = stringField(body, 'lastName');
    if (!firstName) throw validation('firstName', 'This field is required.', 'missing');
    if (!lastName) throw validation('lastName', 'This field is required.', 'missing');
    const password = checkPassword(typeof body.password === 'string' ? body.password : undefined, 'password');
    const titleCode = stringField(body, 'titleCode');
    checkTitle(titleCode);
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const user = store.mutate((state) => {
      if (state.users[uid]) throw occError(400, { type: 'DuplicateUidError', subject: uid, message: uid });
      const created: UserRecord = {
        uid,
        customerId: randomUUID(),
        type: 'customer',
        titleCode: titleCode || undefined,
        firstName,
        lastName,
        passwordHash: hashPassword(password),
        currencyIso: ctx.currency,
        languageIso: ctx.lang,
        createdAt: c.get('services').now().toISOString(),
        addresses: [],
        payments: [],
      };
      state.users[uid] = created;
      return created;
    });
    return respond(c, userDto(user, ctx), 201);
  });

  occ.get('/users/:userId', (c) => respond(c, userDto(requireUser(c, c.req.param('userId')), c.get('occ'))));

  const updateProfile = (full: boolean) => async (c: SandboxContext) => {
    const user = requireUser(c, c.req.param('userId') ?? '');
    const body = await readBody(c);
    const changes = profileInput(body, user, full);
    c.get('services').store.mutate(() => Object.assign(user, changes));
    return c.body(null, 200);
  };
  occ.patch('/users/:userId', updateProfile(false));
  occ.put('/users/:userId', updateProfile(true));

  occ.delete('/users/:userId', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    c.get('services').store.mutate((state) => {
      revokeTokensOf(state, user.uid);
      // Nothing of the account stays for whoever registers its e-mail next: carts, orders, returns, reset links.
      for (const [code, cart] of Object.entries(state.carts)) if (cart.owner === user.uid) delete state.carts[code];
      for (const [code, order] of Object.entries(state.orders)) if (order.owner === user.uid) delete state.orders[code];
      for (const [code, request] of Object.entries(state.returnRequests ?? {})) if (request.owner === user.uid) delete state.returnRequests?.[code];
      for (const [token, reset] of Object.entries(state.passwordResetTokens)) if (reset.uid === user.uid) delete state.passwordResetTokens[token];
      delete state.users[user.uid];
    });
    return c.body(null, 200);
  });

  occ.put('/users/:userId/password', async (c) => {
    const caller = c.get('auth').user;
    const user = requireUser(c, c.req.param('userId'));
    const body = await readBody(c);
    const oldPassword = param(c, body, 'old');
    const newPassword = checkPassword(param(c, body, 'new'), 'new');
    // Agents acting for a customer do not know the customer's password.
    if (caller?.type !== 'agent') {
      if (!oldPassword) throw validation('old', 'This field is required.', 'missing');
      if (!verifyPassword(oldPassword, user.passwordHash)) throw occError(400, { type: 'PasswordMismatchError', message: 'Old password is invalid' });
    }
    c.get('services').store.mutate(() => {
      user.passwordHash = hashPassword(newPassword);
    });
    return c.body(null, 202);
  });

  occ.put('/users/:userId/login', async (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const body = await readBody(c);
    const newLogin = checkEmail(param(c, body, 'newLogin'), 'newLogin');
    const password = param(c, body, 'password');
    if (!password) throw validation('password', 'This field is required.', 'missing');
    if (!verifyPassword(password, user.passwordHash)) throw occError(400, { type: 'PasswordMismatchError', message: 'Password is invalid' });
    const store = c.get('services').store;
    if (newLogin !== user.uid && store.state.users[newLogin]) throw occError(400, { type: 'DuplicateUidError', subject: newLogin, message: newLogin });
    store.mutate((state) => {
      const oldUid = user.uid;
      revokeTokensOf(state, oldUid);
      renameUser(state, oldUid, newLogin);
    });
    return c.body(null, 200);
  });

  // Addresses
  occ.get('/users/:userId/addresses', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const { lang } = c.get('occ');
    return respond(c, { addresses: user.addresses.filter((a) => a.visibleInAddressBook).map((a) => addressDto(a, lang)) });
  });

  occ.post('/users/:userId/addresses', async (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const input = addressInput(await readBody(c));
    const address = c.get('services').store.mutate((state) => {
      const created: AddressRecord = { id: nextId(state, 'address'), ...input };
      user.addresses.push(created);
      settleDefaultAddress(user, created);
      return created;
    });
    return respond(c, addressDto(address, c.get('occ').lang), 201);
  });

  occ.post('/users/:userId/addresses/verification', async (c) => {
    requireUser(c, c.req.param('userId'));
    try {
      addressInput(await readBody(c));
      return respond(c, { decision: 'ACCEPT' });
    } catch (error) {
      if (error instanceof OccError && error.status === 400) return respond(c, { decision: 'REJECT', errors: { errors: error.errors } });
      throw error;
    }
  });

  occ.get('/users/:userId/addresses/:addressId', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    return respond(c, addressDto(findAddress(user, c.req.param('addressId'), 404), c.get('occ').lang));
  });

  const updateAddress = (full: boolean) => async (c: SandboxContext) => {
    const user = requireUser(c, c.req.param('userId') ?? '');
    const address = findAddress(user, c.req.param('addressId') ?? '', 404);
    const input = addressInput(await readBody(c), full ? undefined : address);
    c.get('services').store.mutate(() => {
      Object.assign(address, input);
      settleDefaultAddress(user, address);
    });
    return c.body(null, 200);
  };
  occ.put('/users/:userId/addresses/:addressId', updateAddress(true));
  occ.patch('/users/:userId/addresses/:addressId', updateAddress(false));

  occ.delete('/users/:userId/addresses/:addressId', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const address = findAddress(user, c.req.param('addressId'), 404);
    c.get('services').store.mutate(() => {
      user.addresses = user.addresses.filter((a) => a !== address);
      settleDefaultAddress(user);
    });
    return c.body(null, 200);
  });

  // Saved cards
  occ.get('/users/:userId/paymentdetails', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const ctx = c.get('occ');
    // OCC's `saved` defaults to false: every card unless saved ones are asked for.
    const savedOnly = c.req.query('saved') === 'true';
    return respond(c, { payments: user.payments.filter((p) => !savedOnly || p.saved).map((p) => paymentDto(p, ctx)) });
  });

  occ.get('/users/:userId/paymentdetails/:paymentDetailsId', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    return respond(c, paymentDto(findPayment(user, c.req.param('paymentDetailsId'), 404), c.get('occ')));
  });

  occ.delete('/users/:userId/paymentdetails/:paymentDetailsId', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const payment = findPayment(user, c.req.param('paymentDetailsId'), 404);
    c.get('services').store.mutate(() => {
      user.payments = user.payments.filter((p) => p !== payment);
      if (payment.defaultPayment) {
        const next = user.payments.find((p) => p.saved && !isCardExpired(p, c.get('services').now()));
        if (next) next.defaultPayment = true;
      }
    });
    return c.body(null, 200);
  });

  const updatePayment = async (c: SandboxContext) => {
    const user = requireUser(c, c.req.param('userId') ?? '');
    const payment = findPayment(user, c.req.param('paymentDetailsId') ?? '', 404);
    const body = await readBody(c);
    const holder = stringField(body, 'accountHolderName');
    const month = stringField(body, 'expiryMonth');
    const year = stringField(body, 'expiryYear');
    if (month !== undefined && !/^(0?[1-9]|1[0-2])$/.test(month)) throw validation('expiryMonth', 'This field is not valid.');
    if (year !== undefined && !/^\d{4}$/.test(year)) throw validation('expiryYear', 'This field is not valid.');
    const billing = body.billingAddress && typeof body.billingAddress === 'object' ? addressInput(body.billingAddress as Body, payment.billingAddress) : undefined;
    c.get('services').store.mutate(() => {
      if (holder) payment.accountHolderName = holder;
      if (month) payment.expiryMonth = month.padStart(2, '0');
      if (year) payment.expiryYear = year;
      if (billing) Object.assign(payment.billingAddress, billing, { defaultAddress: false, shippingAddress: false, visibleInAddressBook: false });
      if (body.defaultPayment === true) {
        for (const p of user.payments) p.defaultPayment = p === payment;
      } else if (body.defaultPayment === false) payment.defaultPayment = false;
    });
    return c.body(null, 200);
  };
  occ.patch('/users/:userId/paymentdetails/:paymentDetailsId', updatePayment);
  occ.put('/users/:userId/paymentdetails/:paymentDetailsId', updatePayment);

  // Orders
  occ.get('/users/:userId/orders', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const statuses = (c.req.query('statuses') ?? '').split(',').map((s) => s.trim().toUpperCase()).filter(Boolean);
    const sort = c.req.query('sort') === 'byOrderNumber' ? 'byOrderNumber' : 'byDate';
    const currentPage = intParam(c, 'currentPage', 0, 0);
    const pageSize = intParam(c, 'pageSize', 20, 1, 100);
    const includeEntries = c.req.query('includeEntryData') === 'true';
    const orders = Object.values(store.state.orders)
      .filter((o) => o.owner === user.uid && o.site === ctx.site.uid && (statuses.length === 0 || statuses.includes(o.status)))
      // As SAP sorts them: by number ascending (then newest first), or newest first.
      .sort((a, b) => (sort === 'byOrderNumber' ? a.code.localeCompare(b.code) || b.placed.localeCompare(a.placed) : b.placed.localeCompare(a.placed)));
    return respond(c, {
      orders: orders.slice(currentPage * pageSize, (currentPage + 1) * pageSize).map((o) => orderHistoryDto(store, o, ctx, includeEntries)),
      pagination: { currentPage, pageSize, sort, totalPages: Math.ceil(orders.length / pageSize), totalResults: orders.length },
      sorts: [
        { code: 'byDate', selected: sort === 'byDate' },
        { code: 'byOrderNumber', selected: sort === 'byOrderNumber' },
      ],
    });
  });

  occ.get('/users/:userId/orders/:code', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const code = c.req.param('code');
    const order = store.state.orders[code] ?? Object.values(store.state.orders).find((o) => o.guid === code);
    if (!order || order.owner !== user.uid || order.site !== ctx.site.uid) throw orderNotFound(code);
    return respond(c, orderDto(store, order, ctx));
  });

  /** Guest orders by guid (the guid is the secret a guest holds). */
  occ.get('/orders/:code', (c) => {
    // OCC secures it for clients (a client-credentials token at least).
    requireToken(c);
    const store = c.get('services').store;
    const ctx = c.get('occ');
    const code = c.req.param('code');
    const order = Object.values(store.state.orders).find((o) => o.guid === code);
    if (!order || order.site !== ctx.site.uid) throw orderNotFound(code);
    return respond(c, orderDto(store, order, ctx));
  });

  // Password reset
  occ.post('/forgottenpasswordtokens', async (c) => {
    const body = await readBody(c);
    const userId = param(c, body, 'userId')?.trim().toLowerCase();
    if (!userId) throw validation('userId', 'This field is required.', 'missing');
    const services = c.get('services');
    const user = services.store.state.users[userId];
    // The answer is the same whether or not the account exists, so it does not reveal who is a customer.
    if (user && user.type === 'customer') {
      services.store.mutate((state) => {
        const token = randomToken();
        const now = services.now();
        state.passwordResetTokens[token] = { uid: user.uid, expiresAt: now.getTime() + RESET_TOKEN_TTL_MS };
        const link = passwordResetLink(c.get('occ'), token);
        state.outbox.push({ to: user.uid, subject: 'Reset your password', link, sentAt: now.toISOString() });
        state.outbox = state.outbox.slice(-OUTBOX_LIMIT);
        console.info(`[sandbox] password reset for ${user.uid}: ${link}`);
      });
    }
    return c.body(null, 202);
  });

  occ.post('/resetpassword', async (c) => {
    const body = await readBody(c);
    const token = stringField(body, 'token') ?? param(c, body, 'token');
    const newPassword = checkPassword(typeof body.newPassword === 'string' ? body.newPassword : param(c, body, 'newPassword'), 'newPassword');
    const services = c.get('services');
    const record = token ? services.store.state.passwordResetTokens[token] : undefined;
    const user = record ? services.store.state.users[record.uid] : undefined;
    if (!token || !record || !user || record.expiresAt <= services.now().getTime()) {
      throw occError(400, { type: 'TokenInvalidatedError', message: 'The password reset token is invalid or has expired.' });
    }
    services.store.mutate((state) => {
      user.passwordHash = hashPassword(newPassword);
      delete state.passwordResetTokens[token];
      revokeTokensOf(state, user.uid);
    });
    return c.body(null, 202);
  });
}
