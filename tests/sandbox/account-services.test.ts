import { loyaltyActivitiesSchema, loyaltyBalanceSchema } from '@/commerce/schemas';
import { ALEX, SAM, createTestSandbox } from './harness';

/** The account services the storefront's account area uses (spec 3 §4, §6, §7; sandbox README). */

describe('password reset link', () => {
  it.each([
    ['brand-us', 'en', '/login/pw/change?'],
    ['brand-uk', 'en_GB', '/uk/en-gb/login/pw/change?'],
    ['brand-eu', 'de', '/eu/de/login/pw/change?'],
    ['brand-eu', 'en_GB', '/eu/en/login/pw/change?'],
  ])('points at the storefront page of %s in %s', async (site, lang, prefix) => {
    const sandbox = createTestSandbox();
    await sandbox.post(`/occ/v2/${site}/forgottenpasswordtokens?userId=${ALEX.uid}&lang=${lang}`);
    const link: string = (await sandbox.get('/sandbox/outbox')).body.messages[0].link;
    expect(link.startsWith(prefix)).toBe(true);
    const query = new URL(link, 'http://x').searchParams;
    expect(query.get('apiKey')).toBeTruthy();
    expect(query.get('pwrt')).toBeTruthy();
  });
});

describe('order cancellation', () => {
  it('cancels some units of a just-placed order, then the rest, which cancels the order', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const before = await sandbox.get('/users/current/orders/00010006', { token });
    expect(before.body).toMatchObject({ status: 'CREATED', cancellable: true });
    expect(before.body.entries[0].cancellableQuantity).toBe(1);
    const cancel = await sandbox.post('/users/current/orders/00010006/cancellation', {
      token,
      json: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
    });
    expect(cancel.status).toBe(200);
    const after = await sandbox.get('/users/current/orders/00010006', { token });
    expect(after.body).toMatchObject({ status: 'CANCELLED', cancellable: false });
  });

  it('refuses more units than may be cancelled and orders that have shipped', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const tooMany = await sandbox.post('/users/current/orders/00010006/cancellation', {
      token,
      json: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 5 }] },
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.errors[0].type).toBe('ValidationError');
    const shipped = await sandbox.post('/users/current/orders/00010004/cancellation', {
      token,
      json: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
    });
    expect(shipped.body.errors[0].type).toBe('CancellationError');
  });

  it("answers 404 for another customer's order", async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken(SAM);
    const answer = await sandbox.post('/users/current/orders/00010006/cancellation', {
      token,
      json: { cancellationRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
    });
    expect(answer.status).toBe(404);
  });
});

describe('returns', () => {
  it('creates a return of delivered lines awaiting approval and lists it', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const created = await sandbox.post('/users/current/orderReturns', {
      token,
      json: { orderCode: '00010001', returnRequestEntryInputs: [{ orderEntryNumber: 1, quantity: 1 }] },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ status: 'APPROVAL_PENDING', order: { code: '00010001' } });
    expect(created.body.returnEntries[0].expectedQuantity).toBe(1);
    const list = await sandbox.get('/users/current/orderReturns', { token });
    expect(list.body.returnRequests.map((r: { code: string }) => r.code)).toEqual([created.body.code]);
    const order = await sandbox.get('/users/current/orders/00010001', { token });
    expect(order.body.entries[1].returnableQuantity).toBe(1);
  });

  it('refuses a return of an order that is not delivered', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const answer = await sandbox.post('/users/current/orderReturns', {
      token,
      json: { orderCode: '00010006', returnRequestEntryInputs: [{ orderEntryNumber: 0, quantity: 1 }] },
    });
    expect(answer.body.errors[0].type).toBe('ReturnRequestError');
  });
});

describe('invoices and credit memos', () => {
  it('serves the invoice of a delivered order as a PDF', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const response = await sandbox.app.fetch(
      new Request('http://sandbox.test/occ/v2/brand-us/users/current/orders/00010001/invoice', {
        headers: { authorization: `Bearer ${token}` },
      }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const text = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(text.startsWith('%PDF-1.4')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table points at the real objects.
    const xref = Number(/startxref\n(\d+)/.exec(text)?.[1]);
    expect(text.slice(xref, xref + 4)).toBe('xref');
    const firstObject = Number(/0000000000 65535 f \n(\d{10})/.exec(text)?.[1]);
    expect(text.slice(firstObject, firstObject + 7)).toBe('1 0 obj');
    expect(text).toContain('00010001');
  });

  it('has no credit memo for a delivered order, but one once it was cancelled', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    expect((await sandbox.get('/users/current/orders/00010001/creditmemo', { token })).status).toBe(404);
    expect((await sandbox.get('/users/current/orders/00010003/creditmemo', { token })).status).toBe(200);
    expect((await sandbox.get('/users/current/orders/00010006/invoice', { token })).status).toBe(404);
  });

  it("never serves another customer's document", async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken(SAM);
    const answer = await sandbox.get('/users/current/orders/00010001/invoice', { token });
    expect(answer.status).toBe(404);
    expect(answer.text).not.toContain('%PDF');
  });
});

describe('loyalty balance and history (spec 3 §3, §7)', () => {
  type Line = { date_created: number; name: string; num_points: number };
  const total = (lines: Line[]) => lines.reduce((sum, line) => sum + line.num_points, 0);

  it('earns a point per dollar of each completed US order, besides the programme’s bonuses', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const history = (await sandbox.get('/users/current/loyalty/activities', { token })).body as { activities: Line[]; redemptions: Line[] };
    const completed = Object.values(sandbox.store.state.orders).filter(
      (o) => o.owner === ALEX.uid && o.site === 'brand-us' && o.status === 'COMPLETED',
    );
    expect(completed.length).toBeGreaterThan(0);
    for (const order of completed) {
      expect(history.activities).toContainEqual({
        date_created: Math.floor(Date.parse(order.placed) / 1000),
        name: `Purchase, order ${order.code}`,
        num_points: Math.floor(order.totalPriceWithTax),
      });
    }
    expect(history.redemptions.length).toBeGreaterThan(0);
    expect(history.activities.length + history.redemptions.length).toBeGreaterThan(5);
    expect(loyaltyActivitiesSchema.safeParse(history).success).toBe(true);
    expect(loyaltyBalanceSchema.safeParse((await sandbox.get('/users/current/loyalty/balance', { token })).body).success).toBe(true);
  });

  it('gives the balance as earned minus redeemed', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken();
    const history = (await sandbox.get('/users/current/loyalty/activities', { token })).body as { activities: Line[]; redemptions: Line[] };
    const expected = total(history.activities) - total(history.redemptions);
    const answer = await sandbox.get('/users/current/loyalty/balance', { token });
    expect(answer.body).toMatchObject({ points: expected, pointsToNextReward: 500 - (expected % 500) });
  });

  it('is a member’s own, and needs a signed-in member', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken(SAM);
    const history = (await sandbox.get('/users/current/loyalty/activities', { token })).body as { activities: Line[]; redemptions: Line[] };
    expect(history.activities.map((line) => line.name)).toEqual(['Welcome to the programme']);
    expect(history.redemptions).toEqual([]);
    expect((await sandbox.get('/users/current/loyalty/activities')).status).toBe(401);
  });

  it('is not offered on EMEA sites', async () => {
    const sandbox = createTestSandbox();
    const { access_token: token } = await sandbox.passwordToken(SAM);
    expect((await sandbox.get('/occ/v2/brand-eu/users/current/loyalty/balance', { token })).status).toBe(404);
    expect((await sandbox.get('/occ/v2/brand-eu/users/current/loyalty/activities', { token })).status).toBe(404);
  });
});

describe('guest order lookup', () => {
  it('finds an order by its number and the e-mail it was placed with, as a trusted client', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.clientToken();
    const found = await sandbox.post('/orders/lookup', { token, json: { orderCode: '00010001', email: 'Alex.Carter@example.com' } });
    expect(found.status).toBe(200);
    expect(found.body.code).toBe('00010001');
  });

  it('answers the same 404 for a wrong e-mail, an unknown order and another site', async () => {
    const sandbox = createTestSandbox();
    const token = await sandbox.clientToken();
    const wrongEmail = await sandbox.post('/orders/lookup', { token, json: { orderCode: '00010001', email: SAM.uid } });
    const unknown = await sandbox.post('/orders/lookup', { token, json: { orderCode: '99999999', email: ALEX.uid } });
    const otherSite = await sandbox.post('/occ/v2/brand-eu/orders/lookup', { token, json: { orderCode: '00010001', email: ALEX.uid } });
    for (const answer of [wrongEmail, unknown, otherSite]) {
      expect(answer.status).toBe(404);
      expect(answer.body.errors[0].type).toBe('UnknownIdentifierError');
    }
  });

  it('needs a token', async () => {
    const sandbox = createTestSandbox();
    expect((await sandbox.post('/orders/lookup', { json: { orderCode: '00010001', email: ALEX.uid } })).status).toBe(401);
  });
});

describe('double opt-in', () => {
  it('confirms an address with a conversation id, the same one when confirmed again', async () => {
    const sandbox = createTestSandbox();
    const first = await sandbox.post('/integrations/doubleoptin', { json: { email: 'crew@example.com' } });
    expect(first.status).toBe(201);
    expect(first.body.conversationId).toMatch(/^[0-9a-f-]{36}$/);
    const again = await sandbox.post('/integrations/doubleoptin', { json: { email: 'CREW@example.com' } });
    expect(again.body.conversationId).toBe(first.body.conversationId);
  });

  it('refuses a malformed address', async () => {
    const sandbox = createTestSandbox();
    const answer = await sandbox.post('/integrations/doubleoptin', { json: { email: 'not-an-email' } });
    expect(answer.status).toBe(400);
    expect(answer.body.conversationId).toBeUndefined();
  });
});
