import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import type { SandboxEnv } from '../occ/context';
import { ANONYMOUS } from '../occ/carts';
import { roundMoney, type CurrencyIso } from '../seed/locale';
import { SITES } from '../seed/sites';
import type { CartRecord, SandboxState } from '../state';
import type { SandboxStore } from '../store';

/**
 * Things that happen to a cart outside the shopper's session, for tests and demos of the cart
 * lifecycle (spec 1 §4). Not OCC: `POST /sandbox/carts/{code or guid}/events` with JSON
 *
 * - `{"type": "expire"}`: the cart expires and a copy replaces it; the old id then answers
 *   `CartError` `expired` naming the replacement (its guid for anonymous carts, its code otherwise).
 *   Answer: `{replacedBy: {code, guid}}`.
 * - `{"type": "place"}`: the cart is ordered elsewhere (another tab, a support agent); the id then
 *   answers `CartError` `cartPlaced`. Answer: `{orderCode}`.
 * - `{"type": "priceChange", "entryNumber": 0, "seenPrice"?: 12.5, "currency"?: "USD"}`: the line's
 *   price changed since the shopper saw it (default: the shopper saw 10 % more), so the cart reports
 *   `priceRowUpdated` (spec 1 §2.5). Answer: `{entryNumber, seenPrice}`.
 */

type CartEvent =
  | { type: 'expire' }
  | { type: 'place' }
  | { type: 'priceChange'; entryNumber: number; seenPrice?: number; currency?: CurrencyIso };

function parseEvent(body: unknown): CartEvent | string {
  if (typeof body !== 'object' || body === null) return 'A JSON object with a "type" is required.';
  const { type, entryNumber, seenPrice, currency } = body as Record<string, unknown>;
  if (type === 'expire' || type === 'place') return { type };
  if (type !== 'priceChange') return 'type must be one of expire, place, priceChange.';
  if (typeof entryNumber !== 'number' || !Number.isInteger(entryNumber) || entryNumber < 0) return 'entryNumber must be a whole number.';
  if (seenPrice !== undefined && (typeof seenPrice !== 'number' || !(seenPrice > 0))) return 'seenPrice must be a positive number.';
  if (currency !== undefined && typeof currency !== 'string') return 'currency must be an ISO code.';
  return { type, entryNumber, seenPrice: seenPrice as number | undefined, currency: currency as CurrencyIso | undefined };
}

function findAnyCart(state: SandboxState, id: string): CartRecord | undefined {
  return state.carts[id] ?? Object.values(state.carts).find((cart) => cart.guid === id);
}

function nowIso(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, '+0000');
}

function expire(state: SandboxState, cart: CartRecord, now: Date) {
  const code = String(state.counters.cart++).padStart(8, '0');
  const stamp = nowIso(now);
  const replacement: CartRecord = {
    code,
    guid: randomUUID(),
    site: cart.site,
    owner: cart.owner,
    entries: cart.entries.map((entry) => ({ ...entry })),
    vouchers: [...cart.vouchers],
    ...(cart.guestEmail ? { guestEmail: cart.guestEmail } : {}),
    createdAt: stamp,
    modifiedAt: stamp,
  };
  state.carts[code] = replacement;
  cart.replacedBy = cart.owner === ANONYMOUS ? replacement.guid : replacement.code;
  cart.modifiedAt = stamp;
  return { replacedBy: { code: replacement.code, guid: replacement.guid } };
}

export function registerCartEventRoutes(app: Hono<SandboxEnv>, store: SandboxStore, now: () => Date): void {
  app.post('/sandbox/carts/:cartId/events', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const event = parseEvent(body);
    if (typeof event === 'string') return c.json({ errors: [{ type: 'ValidationError', message: event }] }, 400);
    const cart = findAnyCart(store.state, c.req.param('cartId'));
    if (!cart || cart.replacedBy || cart.placedAs) {
      return c.json({ errors: [{ type: 'CartError', reason: 'notFound', message: 'Cart not found.' }] }, 404);
    }

    if (event.type === 'expire') return c.json(store.mutate((state) => expire(state, cart, now())));
    if (event.type === 'place') {
      store.mutate(() => {
        // The order is named by its cart's code here, as some SAP setups do (the default gives it a
        // number of its own, as `placeOrder` does): a test only needs the cart to answer cartPlaced.
        cart.placedAs = cart.code;
        cart.modifiedAt = nowIso(now());
      });
      return c.json({ orderCode: cart.code });
    }

    const line = cart.entries[event.entryNumber];
    const currency = event.currency ?? SITES[cart.site].defaultCurrency;
    const price = line ? store.catalog.variants.get(line.productCode)?.prices[currency] : undefined;
    if (!line || price === undefined) {
      return c.json({ errors: [{ type: 'CartEntryError', reason: 'notFound', message: 'Entry not found' }] }, 400);
    }
    const seenPrice = { currency, value: event.seenPrice ?? roundMoney(price * 1.1) };
    store.mutate(() => {
      line.seenPrice = seenPrice;
    });
    return c.json({ entryNumber: event.entryNumber, seenPrice });
  });
}
