import { describe, expect, it } from 'vitest';
import { RETURN_STATUSES } from '@/commerce/schemas';
import { DELIVERY_STATUSES, ORDER_STATUS_LABELS, orderStatusLabel } from '@/features/account/orders/order-status';
import { OPEN_ORDER_STATUSES, PAST_ORDER_STATUSES } from '@/features/account/queries';
import { ALEX, SAM, createTestSandbox } from './harness';

describe('registration and profile', () => {
  it('registers a customer with a client token and refuses a duplicate uid', async () => {
    const sandbox = createTestSandbox();
    const client = await sandbox.clientToken();
    const user = { uid: 'jo.miller@example.com', firstName: 'Jo', lastName: 'Miller', titleCode: 'ms', password: 'Sturdy#Boots9' };
    const created = await sandbox.post('/users', { token: client, json: user });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ uid: 'jo.miller@example.com', name: 'Jo Miller', titleCode: 'ms' });
    const duplicate = await sandbox.post('/users', { token: client, json: user });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.errors[0]).toMatchObject({ type: 'DuplicateUidError', message: 'jo.miller@example.com' });
    expect((await sandbox.post('/users', { json: user })).status).toBe(401);
    const login = await sandbox.passwordToken({ uid: user.uid, password: user.password });
    expect(login.access_token).toBeTruthy();
  });

  it('updates the profile and changes the password, refusing a wrong old password', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    expect((await sandbox.call('PATCH', '/users/current', { token, json: { firstName: 'Alexandra' } })).status).toBe(200);
    expect((await sandbox.get('/users/current', { token })).body.firstName).toBe('Alexandra');
    const wrong = await sandbox.call('PUT', '/users/current/password?old=nope&new=Another%232027');
    expect(wrong.status).toBe(401);
    const mismatch = await sandbox.call('PUT', '/users/current/password?old=nope&new=Another%232027', { token });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors[0].type).toBe('PasswordMismatchError');
    const changed = await sandbox.call('PUT', `/users/current/password`, { token, form: { old: ALEX.password, new: 'Another#2027' } });
    expect(changed.status).toBe(202);
    await expect(sandbox.passwordToken({ uid: ALEX.uid, password: 'Another#2027' })).resolves.toBeTruthy();
  });

  it('changes the login and signs the customer out everywhere', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const changed = await sandbox.call('PUT', `/users/current/login?newLogin=alex.c@example.com&password=${encodeURIComponent(ALEX.password)}`, { token });
    expect(changed.status).toBe(200);
    expect((await sandbox.get('/users/current', { token })).status).toBe(401);
    const again = await sandbox.passwordToken({ uid: 'alex.c@example.com', password: ALEX.password });
    expect((await sandbox.get('/users/current/orders', { token: again.access_token })).body.orders.length).toBeGreaterThan(0);
  });

  it('resets a forgotten password with the emailed token', async () => {
    const sandbox = createTestSandbox();
    expect((await sandbox.post(`/forgottenpasswordtokens?userId=${ALEX.uid}`)).status).toBe(202);
    expect((await sandbox.post('/forgottenpasswordtokens?userId=nobody@example.com')).status).toBe(202);
    const outbox = await sandbox.get('/sandbox/outbox');
    const link: string = outbox.body.messages[0].link;
    expect(outbox.body.messages).toHaveLength(1);
    const token = new URL(link, 'http://x').searchParams.get('pwrt') ?? '';
    expect((await sandbox.post('/resetpassword', { json: { token, newPassword: 'Fresh#Start1' } })).status).toBe(202);
    const reused = await sandbox.post('/resetpassword', { json: { token, newPassword: 'Fresh#Start2' } });
    expect(reused.body.errors[0].type).toBe('TokenInvalidatedError');
    await expect(sandbox.passwordToken({ uid: ALEX.uid, password: 'Fresh#Start1' })).resolves.toBeTruthy();
  });
});

describe('addresses and saved cards', () => {
  it('creates, reads, updates and deletes addresses, keeping one default', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const address = {
      firstName: 'Alex', lastName: 'Carter', line1: '500 Griswold St', town: 'Detroit', postalCode: '48226',
      country: { isocode: 'US' }, region: { isocode: 'US-MI' }, defaultAddress: true,
    };
    const created = await sandbox.post('/users/current/addresses', { token, json: address });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ line1: '500 Griswold St', country: { isocode: 'US', name: 'United States' }, region: { isocode: 'US-MI', name: 'Michigan' }, defaultAddress: true });
    const list = (await sandbox.get('/users/current/addresses', { token })).body.addresses;
    expect(list.filter((a: { defaultAddress: boolean }) => a.defaultAddress)).toHaveLength(1);
    await sandbox.call('PATCH', `/users/current/addresses/${created.body.id}`, { token, json: { line2: 'Floor 9' } });
    expect((await sandbox.get(`/users/current/addresses/${created.body.id}`, { token })).body.line2).toBe('Floor 9');
    expect((await sandbox.call('DELETE', `/users/current/addresses/${created.body.id}`, { token })).status).toBe(200);
    expect((await sandbox.get(`/users/current/addresses/${created.body.id}`, { token })).status).toBe(404);
  });

  it('replaces an address on PUT, as OCC documents: a field not sent is cleared; PATCH keeps it', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const alexWork = '8796098000002';
    const read = async () => (await sandbox.get(`/users/current/addresses/${alexWork}`, { token })).body;
    expect(await read()).toMatchObject({ companyName: 'Carter Renovation LLC', line2: 'Suite 4100', phone: '+1 312 555 0187' });
    await sandbox.call('PATCH', `/users/current/addresses/${alexWork}`, { token, json: { town: 'Chicago' } });
    expect(await read()).toMatchObject({ line2: 'Suite 4100' });
    const replaced = await sandbox.call('PUT', `/users/current/addresses/${alexWork}`, {
      token,
      json: { firstName: 'Alex', lastName: 'Carter', line1: '233 S Wacker Dr', town: 'Chicago', postalCode: '60606', country: { isocode: 'US' }, region: { isocode: 'US-IL' }, defaultAddress: true },
    });
    expect(replaced.status).toBe(200);
    const address = await read();
    expect(address).toMatchObject({ line1: '233 S Wacker Dr', defaultAddress: true });
    expect(address).not.toHaveProperty('line2');
    expect(address).not.toHaveProperty('companyName');
    expect(address).not.toHaveProperty('phone');
    const list = (await sandbox.get('/users/current/addresses', { token })).body.addresses as { id: string; defaultAddress: boolean }[];
    expect(list.filter((a) => a.defaultAddress).map((a) => a.id)).toEqual([alexWork]);
  });

  it('answers another customer’s address or saved card as 404 UnknownIdentifierError, never 400 or its data, and changes nothing', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken(SAM);
    const alexHome = '8796098000001';
    const alexVisa = '8796125000001';
    const before = JSON.stringify(sandbox.store.state.users[ALEX.uid]);
    const answers = [
      await sandbox.get(`/users/current/addresses/${alexHome}`, { token }),
      await sandbox.call('PATCH', `/users/current/addresses/${alexHome}`, { token, json: { line1: 'Taken over' } }),
      await sandbox.call('PUT', `/users/current/addresses/${alexHome}`, {
        token,
        json: { firstName: 'Sam', lastName: 'Rivera', line1: 'Taken over', town: 'Detroit', postalCode: '48216', country: { isocode: 'US' }, region: { isocode: 'US-MI' } },
      }),
      await sandbox.call('DELETE', `/users/current/addresses/${alexHome}`, { token }),
      await sandbox.get(`/users/current/paymentdetails/${alexVisa}`, { token }),
      await sandbox.call('PATCH', `/users/current/paymentdetails/${alexVisa}`, { token, json: { defaultPayment: true } }),
      await sandbox.call('DELETE', `/users/current/paymentdetails/${alexVisa}`, { token }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(404);
      expect(answer.body.errors).toEqual([{ type: 'UnknownIdentifierError', message: expect.any(String) }]);
      expect(answer.text).not.toMatch(/Michigan Ave|1111|Alex/);
    }
    // An id that never existed gets the very same answer: nothing tells the two apart.
    const unknown = await sandbox.get('/users/current/addresses/8796098999999', { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.errors[0].type).toBe('UnknownIdentifierError');
    expect(JSON.stringify(sandbox.store.state.users[ALEX.uid])).toBe(before);
  });

  it('lists every validation error of an address at once', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const { status, body } = await sandbox.post('/users/current/addresses', { token, json: { firstName: 'Alex', country: { isocode: 'US' } } });
    expect(status).toBe(400);
    expect(body.errors.map((e: { subject: string }) => e.subject)).toEqual(['lastName', 'line1', 'town', 'postalCode', 'region.isocode']);
  });

  it('lists saved cards masked, marks the expired one, and sets a default', async () => {
    const sandbox = createTestSandbox({ now: () => new Date('2026-01-20T10:00:00Z') });
    const { access_token: token } = await sandbox.passwordToken();
    const { body } = await sandbox.get('/users/current/paymentdetails', { token });
    expect(body.payments.map((p: { cardNumber: string; isExpired: boolean; defaultPayment: boolean }) => [p.cardNumber, p.isExpired, p.defaultPayment])).toEqual([
      ['************1111', false, true],
      ['************4444', false, false],
      ['************0005', true, false],
    ]);
    const second = body.payments[1].id;
    await sandbox.call('PATCH', `/users/current/paymentdetails/${second}`, { token, json: { defaultPayment: true } });
    const after = (await sandbox.get('/users/current/paymentdetails', { token })).body.payments;
    expect(after.filter((p: { defaultPayment: boolean }) => p.defaultPayment).map((p: { id: string }) => p.id)).toEqual([second]);
    expect((await sandbox.call('DELETE', `/users/current/paymentdetails/${second}`, { token })).status).toBe(200);
  });
});

describe('order history', () => {
  const sandbox = createTestSandbox();

  it('lists the customer’s orders on this site, newest first, with paging and status filters', async () => {
    const { access_token: token } = await sandbox.passwordToken();
    const { body } = await sandbox.get('/users/current/orders?pageSize=4', { token });
    expect(body.pagination).toMatchObject({ currentPage: 0, pageSize: 4, totalResults: 6, totalPages: 2, sort: 'byDate' });
    const placed = body.orders.map((o: { placed: string }) => o.placed);
    expect(placed).toEqual([...placed].sort().reverse());
    expect(body.sorts).toEqual([{ code: 'byDate', selected: true }, { code: 'byOrderNumber', selected: false }]);
    const cancelled = await sandbox.get('/users/current/orders?statuses=CANCELLED', { token });
    expect(cancelled.body.orders.map((o: { statusDisplay: string }) => o.statusDisplay)).toEqual(['cancelled']);
    const eu = await sandbox.get('/occ/v2/brand-eu/users/current/orders', { token });
    expect(eu.body.orders).toEqual([]);
  });

  it('shows an order with entries, consignments and tracking', async () => {
    const { access_token: token } = await sandbox.passwordToken();
    const { status, body } = await sandbox.get('/users/current/orders/00010002', { token });
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: '00010002', status: 'COMPLETED', statusDisplay: 'completed', user: { uid: ALEX.uid } });
    expect(body.consignments).toHaveLength(2);
    expect(body.consignments[0].trackingID).toMatch(/^1Z/);
    expect(body.appliedVouchers[0].code).toBe('WORKWEAR10');
    expect(body.entries.length).toBe(3);
    const partial = (await sandbox.get('/users/current/orders/00010005', { token })).body;
    expect(partial.consignments.map((c: { status: string }) => c.status)).toEqual(['IN_TRANSIT', 'READY_FOR_SHIPPING']);
  });

  it('answers another customer’s order as not found, and another customer’s uid as forbidden', async () => {
    const { access_token: token } = await sandbox.passwordToken(ALEX);
    const sams = await sandbox.get('/occ/v2/brand-eu/users/current/orders/00010011', { token });
    expect(sams.status).toBe(404);
    expect(sams.body.errors[0].type).toBe('UnknownIdentifierError');
    const profile = await sandbox.get(`/users/${encodeURIComponent(SAM.uid)}`, { token });
    expect(profile.status).toBe(403);
    expect(profile.body).toEqual({ errors: [{ type: 'AccessDeniedError', message: 'Access is denied' }] });
    const theirs = await sandbox.get(`/users/${encodeURIComponent(SAM.uid)}/orders`, { token });
    expect(theirs.status).toBe(403);
  });
});

describe('the status customer: every status label of spec 3 §4 can be seen', () => {
  const TAYLOR = { uid: 'taylor.brooks@example.com', password: 'Workwear#2026' };
  const sandbox = createTestSandbox();

  async function history(token: string, statuses: readonly string[] = []) {
    const query = new URLSearchParams({ pageSize: '100', ...(statuses.length > 0 ? { statuses: statuses.join(',') } : {}) });
    return (await sandbox.get(`/users/current/orders?${query}`, { token })).body.orders as { code: string; status: string; statusDisplay: string; deliveryStatus?: string }[];
  }

  it('has an order for every order status label, each in the open or the past list', async () => {
    const { access_token: token } = await sandbox.passwordToken(TAYLOR);
    const orders = await history(token);
    const labels = new Set(orders.map((order) => orderStatusLabel(order)));
    expect([...labels].sort()).toEqual([...ORDER_STATUS_LABELS].sort());
    const open = await history(token, OPEN_ORDER_STATUSES);
    const past = await history(token, PAST_ORDER_STATUSES);
    expect([...open, ...past].map((order) => order.code).sort()).toEqual(orders.map((order) => order.code).sort());
  });

  it('has a consignment in every delivery status, with tracking once shipped, and a partly delivered order', async () => {
    const { access_token: token } = await sandbox.passwordToken(TAYLOR);
    const details = await Promise.all((await history(token)).map(async ({ code }) => (await sandbox.get(`/users/current/orders/${code}`, { token })).body));
    const consignments = details.flatMap((order) => order.consignments as { status: string; trackingID?: string }[]);
    const statuses = new Set([...consignments.map((consignment) => consignment.status), ...details.map((order) => order.deliveryStatus)]);
    for (const status of DELIVERY_STATUSES) expect(statuses).toContain(status);
    for (const consignment of consignments.filter((c) => ['SHIPPED', 'IN_TRANSIT', 'DELIVERING', 'DELIVERY_COMPLETED'].includes(c.status))) {
      expect(consignment.trackingID).toMatch(/^1Z/);
    }
  });

  it('has a return in every return status, on its delivered order, which can still take one more', async () => {
    const { access_token: token } = await sandbox.passwordToken(TAYLOR);
    const { body } = await sandbox.get('/users/current/orderReturns?pageSize=50', { token });
    const returns = body.returnRequests as { status: string; order: { code: string } }[];
    expect(returns.map((item) => item.status).sort()).toEqual([...RETURN_STATUSES].sort());
    const order = (await sandbox.get(`/users/current/orders/${returns[0]?.order.code}`, { token })).body;
    expect(order).toMatchObject({ status: 'COMPLETED', returnable: true });
    // Cancelled returns give their units back; the tees collected in store are all on their way back.
    expect(order.entries.map((entry: { returnableQuantity: number }) => entry.returnableQuantity)).toEqual([2, 0]);
  });

  it('leaves the demo customer’s history as it was', async () => {
    const { access_token: token } = await sandbox.passwordToken(ALEX);
    const orders = await history(token);
    expect(orders.map((order) => order.code).sort()).toEqual(['00010001', '00010002', '00010003', '00010004', '00010005', '00010006']);
    expect(orders.find((order) => order.code === '00010001')?.status).toBe('COMPLETED');
    expect((await sandbox.get('/users/current/orderReturns', { token })).body.returnRequests).toEqual([]);
  });
});
