import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { orderDto } from '../occ/account';
import type { SandboxContext, SandboxEnv } from '../occ/context';
import { OccError, occError, orderNotFound, unauthorized, unknownResource, validation, type OccErrorItem } from '../occ/errors';
import { EMAIL_PATTERN, intParam, readBody, requireUser, respond, stringField, type Body } from '../occ/http';
import { loyaltyHistory, loyaltyPoints, REWARD_POINTS } from '../occ/loyalty';
import { renderPdf } from '../occ/pdf';
import { entryProductDto, price } from '../occ/products';
import { BRAND_NAME, isEmea } from '../seed/sites';
import { formatMoney, pick } from '../seed/locale';
import type { OrderRecord, ReturnRequestRecord, UserRecord } from '../state';

/**
 * The account services of spec 3 §6 and §7 beyond SAP's defaults: cancelling and returning order
 * lines, the invoice and credit memo PDFs, the loyalty balance and history, guest order lookup and the double
 * opt-in confirmation. As everywhere in the sandbox, another customer's order is a 404 that never
 * reveals the order exists.
 */

function ownOrder(c: SandboxContext, user: UserRecord, code: string): OrderRecord {
  const { state } = c.get('services').store;
  const order = state.orders[code];
  if (!order || order.owner !== user.uid || order.site !== c.get('occ').site.uid) throw orderNotFound(code);
  return order;
}

/** `[{orderEntryNumber, quantity}]` of a cancellation or return body, checked against the order. */
function entryQuantities(
  body: Body,
  listName: string,
  order: OrderRecord,
  allowed: (entryNumber: number) => number,
): { entryNumber: number; quantity: number }[] {
  const raw = body[listName];
  if (!Array.isArray(raw) || raw.length === 0) throw validation(listName, 'At least one order entry is required.', 'missing');
  const errors: OccErrorItem[] = [];
  const wanted = new Map<number, number>();
  for (const item of raw as unknown[]) {
    const entryNumber = Number((item as { orderEntryNumber?: unknown })?.orderEntryNumber);
    const quantity = Number((item as { quantity?: unknown })?.quantity);
    if (!Number.isInteger(entryNumber) || !order.entries.some((e) => e.entryNumber === entryNumber)) {
      errors.push({ type: 'ValidationError', reason: 'invalid', subject: 'orderEntryNumber', subjectType: 'parameter', message: `Order entry ${String(entryNumber)} does not exist.` });
      continue;
    }
    if (!Number.isInteger(quantity) || quantity < 1) {
      errors.push({ type: 'ValidationError', reason: 'invalid', subject: 'quantity', subjectType: 'parameter', message: 'Quantity must be at least one.' });
      continue;
    }
    wanted.set(entryNumber, (wanted.get(entryNumber) ?? 0) + quantity);
  }
  for (const [entryNumber, quantity] of wanted) {
    if (quantity > allowed(entryNumber)) {
      errors.push({ type: 'ValidationError', reason: 'invalid', subject: 'quantity', subjectType: 'parameter', message: `Quantity ${quantity} of entry ${entryNumber} exceeds what may be requested.` });
    }
  }
  if (errors.length > 0) throw new OccError(400, errors);
  return [...wanted].map(([entryNumber, quantity]) => ({ entryNumber, quantity }));
}

function returnRequestDto(c: SandboxContext, record: ReturnRequestRecord) {
  const store = c.get('services').store;
  const order = store.state.orders[record.orderCode];
  const ctx = { ...c.get('occ'), currency: order?.currency ?? c.get('occ').currency };
  const entries = record.entries.map((e) => {
    const line = order?.entries.find((o) => o.entryNumber === e.entryNumber);
    const variant = line ? store.catalog.variants.get(line.productCode) : undefined;
    const unit = line ? line.totalPrice / line.quantity : 0;
    return {
      orderEntry: {
        entryNumber: e.entryNumber,
        quantity: line?.quantity ?? e.quantity,
        ...(variant && order ? { product: entryProductDto(store.catalog, variant, ctx, order.deliveryAddress) } : {}),
      },
      expectedQuantity: e.quantity,
      refundAmount: price(Math.round(unit * e.quantity * 100) / 100, ctx),
    };
  });
  const total = entries.reduce((sum, e) => sum + (e.refundAmount.value ?? 0), 0);
  return {
    code: record.code,
    rma: record.rma,
    status: record.status,
    creationTime: record.creationTime,
    cancellable: record.status === 'APPROVAL_PENDING',
    order: { code: record.orderCode },
    returnEntries: entries,
    subTotal: price(Math.round(total * 100) / 100, ctx),
    totalPrice: price(Math.round(total * 100) / 100, ctx),
  };
}

/** Orders are invoiced once goods have left the warehouse. */
function hasInvoice(order: OrderRecord): boolean {
  return order.status === 'COMPLETED' || order.consignments.some((c) => c.entries.some((e) => e.shippedQuantity > 0));
}

/** A credit memo exists once money goes back: a cancellation or a return. */
function hasCreditMemo(c: SandboxContext, order: OrderRecord): boolean {
  const returns = Object.values(c.get('services').store.state.returnRequests ?? {});
  return (
    order.status === 'CANCELLED' ||
    order.entries.some((e) => (e.cancelledQuantity ?? 0) > 0) ||
    returns.some((r) => r.orderCode === order.code && r.status !== 'CANCELED')
  );
}

function documentPdf(c: SandboxContext, order: OrderRecord, kind: 'invoice' | 'creditmemo'): Response {
  const { lang } = c.get('occ');
  const money = (value: number) => formatMoney(value, order.currency, lang);
  const store = c.get('services').store;
  const title = `${kind === 'invoice' ? 'Invoice' : 'Credit memo'} ${order.code}`;
  const lines = order.entries.map((e) => {
    const variant = store.catalog.variants.get(e.productCode);
    const base = variant ? store.catalog.products.get(variant.baseCode) : undefined;
    const name = base ? pick(base.name, lang) : e.productCode;
    return { text: `${e.quantity} x ${name} (${e.productCode})  ${money(e.totalPrice)}` };
  });
  const pdf = renderPdf(title, [
    { text: BRAND_NAME, heading: true },
    { text: title, heading: true },
    { text: `Order ${order.code}, placed ${order.placed.slice(0, 10)}` },
    { text: '' },
    ...lines,
    { text: '' },
    { text: `Delivery: ${money(order.deliveryCost)}` },
    { text: `Total: ${money(order.totalPriceWithTax)}` },
  ]);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${kind}-${order.code}.pdf"`,
      'Content-Length': String(pdf.length),
    },
  });
}

function nextReturnCode(c: SandboxContext): string {
  const existing = Object.keys(c.get('services').store.state.returnRequests ?? {}).length;
  return `R${String(existing + 1).padStart(7, '0')}`;
}

export function registerAccountServiceRoutes(occ: Hono<SandboxEnv>): void {
  occ.post('/users/:userId/orders/:code/cancellation', async (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const order = ownOrder(c, user, c.req.param('code'));
    if (order.status !== 'CREATED') {
      throw occError(400, { type: 'CancellationError', reason: 'notCancellable', subject: order.code, subjectType: 'order', message: 'This order can no longer be cancelled.' });
    }
    const body = await readBody(c);
    const cancelled = entryQuantities(body, 'cancellationRequestEntryInputs', order, (n) => {
      const line = order.entries.find((e) => e.entryNumber === n);
      return line ? line.quantity - (line.cancelledQuantity ?? 0) : 0;
    });
    const store = c.get('services').store;
    store.mutate((state) => {
      for (const { entryNumber, quantity } of cancelled) {
        const line = order.entries.find((e) => e.entryNumber === entryNumber);
        if (!line) continue;
        line.cancelledQuantity = (line.cancelledQuantity ?? 0) + quantity;
        // The cancelled units go back to stock.
        const sold = (state.stockSold ??= {});
        sold[line.productCode] = Math.max(0, (sold[line.productCode] ?? 0) - quantity);
        const variant = store.catalog.variants.get(line.productCode);
        if (variant) variant.stockLevel += quantity;
      }
      if (order.entries.every((e) => (e.cancelledQuantity ?? 0) >= e.quantity)) {
        order.status = 'CANCELLED';
        order.deliveryStatus = 'CANCELLED';
      }
    });
    return c.body(null, 200);
  });

  occ.post('/users/:userId/orderReturns', async (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const body = await readBody(c);
    const orderCode = stringField(body, 'orderCode');
    if (!orderCode) throw validation('orderCode', 'This field is required.', 'missing');
    const order = ownOrder(c, user, orderCode);
    const store = c.get('services').store;
    const dto = orderDto(store, order, c.get('occ'));
    if (!dto.returnable) {
      throw occError(400, { type: 'ReturnRequestError', reason: 'notReturnable', subject: order.code, subjectType: 'order', message: 'This order cannot be returned.' });
    }
    const entries = entryQuantities(body, 'returnRequestEntryInputs', order, (n) => dto.entries.find((e) => e.entryNumber === n)?.returnableQuantity ?? 0);
    const record = store.mutate((state) => {
      const code = nextReturnCode(c);
      const created: ReturnRequestRecord = {
        code,
        rma: code,
        orderCode: order.code,
        owner: user.uid,
        site: order.site,
        status: 'APPROVAL_PENDING',
        creationTime: c.get('occ').now.toISOString().replace(/\.\d{3}Z$/, '+0000'),
        entries,
      };
      state.returnRequests = { ...state.returnRequests, [code]: created };
      return created;
    });
    return respond(c, returnRequestDto(c, record), 201);
  });

  occ.get('/users/:userId/orderReturns', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const site = c.get('occ').site.uid;
    const currentPage = intParam(c, 'currentPage', 0, 0);
    const pageSize = intParam(c, 'pageSize', 20, 1, 100);
    const all = Object.values(c.get('services').store.state.returnRequests ?? {})
      .filter((r) => r.owner === user.uid && r.site === site)
      .sort((a, b) => b.creationTime.localeCompare(a.creationTime) || b.code.localeCompare(a.code));
    return respond(c, {
      returnRequests: all.slice(currentPage * pageSize, (currentPage + 1) * pageSize).map((r) => returnRequestDto(c, r)),
      pagination: { currentPage, pageSize, totalPages: Math.ceil(all.length / pageSize), totalResults: all.length, sort: 'byDate' },
      sorts: [{ code: 'byDate', selected: true }],
    });
  });

  occ.get('/users/:userId/orderReturns/:code', (c) => {
    const user = requireUser(c, c.req.param('userId'));
    const record = c.get('services').store.state.returnRequests?.[c.req.param('code')];
    if (!record || record.owner !== user.uid || record.site !== c.get('occ').site.uid) {
      throw occError(404, { type: 'UnknownIdentifierError', message: `Return request with code '${c.req.param('code')}' not found` });
    }
    return respond(c, returnRequestDto(c, record));
  });

  for (const kind of ['invoice', 'creditmemo'] as const) {
    occ.get(`/users/:userId/orders/:code/${kind}`, (c) => {
      const user = requireUser(c, c.req.param('userId') ?? '');
      const order = ownOrder(c, user, c.req.param('code') ?? '');
      const available = kind === 'invoice' ? hasInvoice(order) : hasCreditMemo(c, order);
      if (!available) {
        throw occError(404, { type: 'UnknownIdentifierError', message: `No ${kind === 'invoice' ? 'invoice' : 'credit memo'} for order '${order.code}'` });
      }
      return documentPdf(c, order, kind);
    });
  }

  /** The loyalty provider's history of a member (spec 3 §3, §7): the programme runs on the US/Canada site only (spec 1 §1). */
  function memberHistory(c: SandboxContext) {
    const user = requireUser(c, c.req.param('userId') ?? '');
    const ctx = c.get('occ');
    if (isEmea(ctx.site)) throw unknownResource(new URL(c.req.url).pathname);
    return { user, history: loyaltyHistory(c.get('services').store.state, user, ctx.site.uid) };
  }

  occ.get('/users/:userId/loyalty/balance', (c) => {
    const { user, history } = memberHistory(c);
    const points = loyaltyPoints(history);
    return respond(c, { points, pointsToNextReward: REWARD_POINTS - (points % REWARD_POINTS), memberSince: user.createdAt });
  });

  occ.get('/users/:userId/loyalty/activities', (c) => respond(c, memberHistory(c).history));

  /** Guest order lookup: the order number and the e-mail it was placed with; the answer never says which was wrong. */
  occ.post('/orders/lookup', async (c) => {
    if (!c.get('auth').token) throw unauthorized();
    const body = await readBody(c);
    const orderCode = stringField(body, 'orderCode');
    const email = stringField(body, 'email')?.toLowerCase();
    if (!orderCode) throw validation('orderCode', 'This field is required.', 'missing');
    if (!email || !EMAIL_PATTERN.test(email)) throw validation('email', 'This field is not a valid email address.');
    const store = c.get('services').store;
    const order = store.state.orders[orderCode];
    const orderEmail = (order?.guestEmail ?? order?.owner ?? '').toLowerCase();
    if (!order || order.site !== c.get('occ').site.uid || orderEmail !== email) throw orderNotFound(orderCode);
    return respond(c, orderDto(store, order, c.get('occ')));
  });

  /** Double opt-in (spec 3 §4): confirms an address; the answer carries a conversation id. */
  occ.post('/integrations/doubleoptin', async (c) => {
    const body = await readBody(c);
    const email = stringField(body, 'email')?.toLowerCase();
    if (!email) throw validation('email', 'This field is required.', 'missing');
    if (!EMAIL_PATTERN.test(email) || email.length > 255) throw validation('email', 'This field is not a valid email address.');
    const ctx = c.get('occ');
    const key = `${ctx.site.uid}:${email}`;
    const store = c.get('services').store;
    const existing = store.state.doubleOptIns?.[key];
    if (existing) return c.json({ conversationId: existing.conversationId, email, confirmed: true });
    const record = { email, site: ctx.site.uid, conversationId: randomUUID(), confirmedAt: ctx.now.toISOString() };
    store.mutate((state) => {
      state.doubleOptIns = { ...state.doubleOptIns, [key]: record };
    });
    return c.json({ conversationId: record.conversationId, email, confirmed: true }, 201);
  });
}
