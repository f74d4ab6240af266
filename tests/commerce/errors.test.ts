import {
  OccError,
  firstErrorMessage,
  globalMessageKeyFor,
  isInvalidTokenError,
  isLoggedOnly,
  networkError,
  timeoutError,
} from '@/commerce/errors';
import { occErrorFromBody } from '@/commerce/error-body';
import { oauthErrorSchema, occErrorListSchema } from '@/commerce/schemas';

describe('normalizing failures into one OccError', () => {
  it('keeps the OCC error list and the status', () => {
    const error = occErrorFromBody(400, {
      errors: [{ type: 'CartError', reason: 'notFound', subject: '1234', subjectType: 'cart', message: 'Cart not found.' }],
    });
    expect(error.status).toBe(400);
    expect(error.kind).toBe('http');
    expect(error.errors).toEqual([
      { type: 'CartError', reason: 'notFound', subject: '1234', subjectType: 'cart', message: 'Cart not found.' },
    ]);
    expect(error.message).toBe('Cart not found.');
  });

  it('turns an OAuth error into the same shape', () => {
    const error = occErrorFromBody(400, { error: 'invalid_grant', error_description: 'Bad credentials' });
    expect(error.errors).toEqual([{ type: 'invalid_grant', reason: 'invalid_grant', message: 'Bad credentials' }]);
  });

  it("reads OAuth's invalid_token as OCC's InvalidTokenError", () => {
    const error = occErrorFromBody(401, { error: 'invalid_token', error_description: 'Access token expired' });
    expect(isInvalidTokenError(error)).toBe(true);
  });

  it('names an error answer without a body by its status', () => {
    expect(occErrorFromBody(502, undefined).errors).toEqual([{ type: 'ServerError' }]);
    expect(occErrorFromBody(403, '<html>').errors).toEqual([{ type: 'ForbiddenError' }]);
  });

  it('marks network failures and timeouts', () => {
    expect(networkError(new TypeError('fetch failed'))).toMatchObject({ kind: 'network', status: 502 });
    expect(timeoutError(3000)).toMatchObject({ kind: 'timeout', status: 504 });
  });
});

describe('the global message for a failure (spec 1 §8)', () => {
  const http = (status: number, type = 'Error', reason?: string) =>
    new OccError(status, [reason ? { type, reason } : { type }]);

  it.each([
    [502, 'badGateway'],
    [504, 'gatewayTimeout'],
    [500, 'internalServerError'],
    [403, 'forbidden'],
    [418, 'unknownError'],
  ] as const)('shows %i as %s', (status, key) => {
    expect(globalMessageKeyFor(http(status))).toBe(key);
  });

  it('shows a timeout as gatewayTimeout', () => {
    expect(globalMessageKeyFor(timeoutError(3000))).toBe('gatewayTimeout');
  });

  it('shows an unreachable backend as badGateway', () => {
    expect(globalMessageKeyFor(networkError(new TypeError('fetch failed')))).toBe('badGateway');
  });

  describe('while the browser is offline', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows a request that could not be sent as offline, not as a server failure', () => {
      vi.stubGlobal('navigator', { onLine: false });
      expect(globalMessageKeyFor(networkError(new TypeError('Failed to fetch')))).toBe('offline');
      expect(globalMessageKeyFor(new TypeError('Failed to fetch'))).toBe('offline');
    });

    it('keeps the answers the server did give', () => {
      vi.stubGlobal('navigator', { onLine: false });
      expect(globalMessageKeyFor(http(500))).toBe('internalServerError');
      expect(globalMessageKeyFor(timeoutError(3000))).toBe('gatewayTimeout');
    });

    it('is not offline when the browser has a network, nor on the server', () => {
      vi.stubGlobal('navigator', { onLine: true });
      expect(globalMessageKeyFor(networkError(new TypeError('Failed to fetch')))).toBe('badGateway');
      vi.stubGlobal('navigator', {});
      expect(globalMessageKeyFor(new Error('boom'))).toBe('unknownError');
    });
  });

  it('shows a refused token (after the refresh failed) as sessionExpired', () => {
    expect(globalMessageKeyFor(http(401, 'InvalidTokenError'))).toBe('sessionExpired');
  });

  it('shows a missing cart as cartNotFound', () => {
    expect(globalMessageKeyFor(http(400, 'CartError', 'notFound'))).toBe('cartNotFound');
  });

  it('shows voucher errors as invalidCode', () => {
    expect(globalMessageKeyFor(http(400, 'VoucherOperationError'))).toBe('invalidCode');
  });

  it('shows a region restriction as invalidEntries', () => {
    expect(globalMessageKeyFor(http(400, 'CartEntryError', 'countryRestricted'))).toBe('invalidEntries');
  });

  it('shows anything that is not an OccError as unknownError', () => {
    expect(globalMessageKeyFor(new Error('boom'))).toBe('unknownError');
  });

  it('only logs a 403 (spec 1 §8)', () => {
    expect(isLoggedOnly(http(403))).toBe(true);
    expect(isLoggedOnly(http(500))).toBe(false);
  });

  it("gives the server's first message for the add-to-cart banner", () => {
    const error = new OccError(400, [{ type: 'InsufficientStockError' }, { type: 'X', message: 'Only 2 left' }]);
    expect(firstErrorMessage(error)).toBe('Only 2 left');
  });
});

describe('reading error answers without the schema library', () => {
  const bodies: [string, unknown][] = [
    ['an OCC list', { errors: [{ type: 'CartError', reason: 'notFound', subject: '12', extra: 1 }] }],
    ['an empty list', { errors: [] }],
    ['no list at all', {}],
    ['a list with an entry without type', { errors: [{ reason: 'x' }] }],
    ['a list with a number for a reason', { errors: [{ type: 'X', reason: 4 }] }],
    ['a list with null for a message', { errors: [{ type: 'X', message: null }] }],
    ['a list that is not one', { errors: 'broken' }],
    ['an OAuth error', { error: 'invalid_grant' }],
    ['an OAuth error with a number for a description', { error: 'invalid_grant', error_description: 3 }],
    ['an array', [{ type: 'X' }]],
    ['text', 'Bad gateway'],
  ];

  it.each(bodies)('reads %s as the error schemas do', (_name, body) => {
    const error = occErrorFromBody(400, body);
    const list = occErrorListSchema.safeParse(body);
    const oauth = oauthErrorSchema.safeParse(body);
    if (list.success && list.data.errors.length > 0) expect(error.errors).toEqual(list.data.errors);
    else if (oauth.success) expect(error.errors[0]).toMatchObject({ type: oauth.data.error, reason: oauth.data.error });
    else expect(error.errors).toEqual([{ type: 'HttpError' }]);
  });

  it("keeps the kind of the proxy's own failures", () => {
    expect(occErrorFromBody(502, { errors: [{ type: 'InvalidResponseError', message: 'broken' }] }).kind).toBe('invalid-response');
    expect(occErrorFromBody(502, { errors: [{ type: 'NetworkError' }] }).kind).toBe('network');
    expect(occErrorFromBody(504, { errors: [{ type: 'TimeoutError' }] }).kind).toBe('timeout');
    expect(occErrorFromBody(502, { errors: [{ type: 'ServerError' }] }).kind).toBe('http');
  });
});
