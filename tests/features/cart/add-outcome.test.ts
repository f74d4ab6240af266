import { OccError, invalidResponseError, networkError, timeoutError } from '@/commerce/errors';
import {
  addedNothing,
  addRefusalText,
  addSeenInCart,
  answerMayBeLost,
  nothingAddedNotice,
  quantityBeforeAdd,
  quantityInCart,
} from '@/features/cart/add-outcome';
import { cart, entry } from './cart-fixtures';

describe('an add the server answered without adding anything (SAP CartModification, spec 1 §8)', () => {
  it('is no add when nothing was added, whatever the HTTP status said', () => {
    expect(addedNothing({ statusCode: 'noStock', quantityAdded: 0, quantity: 0 })).toBe(true);
    expect(addedNothing({ statusCode: 'maxStockLevelReached', quantityAdded: 0, quantity: 4 })).toBe(true);
    expect(addedNothing({ statusCode: 'noStock' })).toBe(true);
    expect(addedNothing({ statusCode: 'lowStock', quantityAdded: 2, quantity: 2 })).toBe(false);
    expect(addedNothing({ statusCode: 'success', quantityAdded: 1 })).toBe(false);
  });

  it('says sold out, or how many are in stock when the line already holds them all', () => {
    expect(nothingAddedNotice({ statusCode: 'noStock', quantityAdded: 0, quantity: 0 })).toEqual({ kind: 'outOfStock' });
    // SAP answers a line that already holds every unit in stock noStock too: the line the browser knew tells.
    expect(nothingAddedNotice({ statusCode: 'noStock', quantityAdded: 0, quantity: 1 }, 4)).toEqual({ kind: 'stockExceeded', stock: 4 });
    expect(nothingAddedNotice({ statusCode: 'noStock', quantityAdded: 0, quantity: 1 }, 0)).toEqual({ kind: 'outOfStock' });
    // Some backends name it: maxStockLevelReached.
    expect(nothingAddedNotice({ statusCode: 'maxStockLevelReached', quantityAdded: 0, quantity: 4 })).toEqual({ kind: 'stockExceeded', stock: 4 });
    expect(nothingAddedNotice({ statusCode: 'maxStockLevelReached', quantityAdded: 0, entry: { quantity: 3 } })).toEqual({ kind: 'stockExceeded', stock: 3 });
    expect(nothingAddedNotice({ statusCode: 'maxStockLevelReached', quantityAdded: 0, quantity: 0 })).toEqual({ kind: 'outOfStock' });
  });

  it('falls back to the server’s words, then to the unknown-error message', () => {
    expect(nothingAddedNotice({ statusCode: 'maxOrderQuantityExceeded', quantityAdded: 0, statusMessage: 'At most 10 per order.' })).toEqual({
      kind: 'server',
      text: 'At most 10 per order.',
    });
    expect(nothingAddedNotice({ statusCode: 'unavailable', quantityAdded: 0 })).toEqual({ kind: 'unknown' });
  });
});

describe('what a refused add may show as the server wrote it (spec 1 §8)', () => {
  it('shows OCC’s own business refusals', () => {
    const refusal = new OccError(400, [{ type: 'CartEntryError', reason: 'unavailable', message: 'Product [103828] is a base product.' }]);
    expect(addRefusalText(refusal)).toBe('Product [103828] is a base product.');
  });

  it('never shows the storefront’s own texts for timeouts, network failures and broken answers', () => {
    expect(addRefusalText(timeoutError(3000))).toBeUndefined();
    expect(addRefusalText(networkError(new TypeError('fetch failed')))).toBeUndefined();
    expect(addRefusalText(invalidResponseError('Unexpected answer'))).toBeUndefined();
    // The same, answered by the commerce proxy and read back in the browser (kind http).
    expect(addRefusalText(new OccError(504, [{ type: 'TimeoutError', message: 'The commerce backend did not answer within 15000 ms' }]))).toBeUndefined();
    expect(addRefusalText(new OccError(502, [{ type: 'InvalidResponseError', message: 'Unexpected answer' }]))).toBeUndefined();
  });

  it('leaves server errors, refused sessions, 403s and the cart lifecycle to their global handling', () => {
    expect(addRefusalText(new OccError(500, [{ type: 'ServerError', message: 'java.lang.NullPointerException' }]))).toBeUndefined();
    expect(addRefusalText(new OccError(401, [{ type: 'InvalidTokenError', message: 'Invalid access token' }]))).toBeUndefined();
    expect(addRefusalText(new OccError(403, [{ type: 'ForbiddenError', message: 'Not allowed for this user' }]))).toBeUndefined();
    expect(addRefusalText(new OccError(400, [{ type: 'CartError', reason: 'cartPlaced', message: 'This cart has already been ordered.' }]))).toBeUndefined();
    expect(addRefusalText(new OccError(400, [{ type: 'CartError', reason: 'expired', subject: 'x', message: 'Cart y has expired.' }]))).toBeUndefined();
    expect(addRefusalText(new OccError(404, [{ type: 'CartError', reason: 'notFound', message: 'Cart not found.' }]))).toBeUndefined();
  });
});

describe('an add whose answer was lost may have been made: the cart tells', () => {
  const JACKET = '103828-BRN-L-REG';
  const BEANIE = '104597-BRN-OS';

  it('takes timeouts, dropped connections and broken answers as lost, refusals and server errors as answered', () => {
    expect(answerMayBeLost(timeoutError(3000))).toBe(true);
    expect(answerMayBeLost(networkError(new TypeError('fetch failed')))).toBe(true);
    expect(answerMayBeLost(invalidResponseError('Unexpected answer'))).toBe(true);
    expect(answerMayBeLost(new OccError(504, [{ type: 'TimeoutError', message: 'The commerce backend did not answer within 15000 ms' }]))).toBe(true);
    // A gateway in front of the storefront that gave up, with no body of ours.
    expect(answerMayBeLost(new OccError(504, []))).toBe(true);
    expect(answerMayBeLost(new OccError(500, [{ type: 'ServerError', message: 'java.lang.NullPointerException' }]))).toBe(false);
    expect(answerMayBeLost(new OccError(400, [{ type: 'CartEntryError', reason: 'unavailable', message: 'A base product.' }]))).toBe(false);
    expect(answerMayBeLost(new Error('not an OCC error'))).toBe(false);
  });

  it('knows the quantity before from the loaded cart, or 0 when the session holds no cart', () => {
    const loaded = cart([entry({ code: JACKET, quantity: 2 }), entry({ code: BEANIE }), entry({ code: JACKET, quantity: 1 })]);
    expect(quantityInCart(loaded, JACKET)).toBe(3);
    expect(quantityBeforeAdd(loaded, true, JACKET)).toBe(3);
    expect(quantityBeforeAdd(loaded, true, '104676-BLK-L-REG')).toBe(0);
    expect(quantityBeforeAdd(null, true, JACKET)).toBe(0);
    expect(quantityBeforeAdd(undefined, false, JACKET)).toBe(0);
    // Never loaded, and the session may hold a cart: no telling.
    expect(quantityBeforeAdd(undefined, true, JACKET)).toBeUndefined();
  });

  it('reads a made add as OCC would have answered it, capped adds as lowStock', () => {
    const after = cart([entry({ code: BEANIE }), entry({ code: JACKET, quantity: 3 })]);
    expect(addSeenInCart(after, JACKET, 1, 2)).toMatchObject({ statusCode: 'success', quantityAdded: 2, quantity: 3, entry: { entryNumber: 1, quantity: 3 } });
    expect(addSeenInCart(after, JACKET, 1, 5)).toMatchObject({ statusCode: 'lowStock', quantityAdded: 2, quantity: 3 });
  });

  it('finds no add when the cart holds no more than before, or no cart at all', () => {
    const after = cart([entry({ code: JACKET, quantity: 3 })]);
    expect(addSeenInCart(after, JACKET, 3, 1)).toBeUndefined();
    expect(addSeenInCart(after, BEANIE, 0, 1)).toBeUndefined();
    expect(addSeenInCart(null, JACKET, 0, 1)).toBeUndefined();
  });
});
