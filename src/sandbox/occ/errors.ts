/**
 * OCC error bodies, as SAP Commerce sends them: `{ errors: [{ type, reason?, subject?, subjectType?, message }] }`.
 * Routes throw `OccError`; the app turns it into the response.
 *
 * Status codes used (documented in the sandbox README):
 * - unknown product: 400 UnknownIdentifierError "Product with code 'X' not found!" (SAP's behaviour)
 * - unknown CMS page or component: 404 CMSItemNotFoundError
 * - unknown or foreign cart: 404 CartError reason notFound subjectType cart
 * - unknown or foreign order: 404 UnknownIdentifierError (existence of another customer's order never leaks)
 * - another user's resource by uid: 403 AccessDeniedError
 * - missing token: 401 UnauthorizedError; bad or expired token: 401 InvalidTokenError
 */

export interface OccErrorItem {
  type: string;
  reason?: string;
  subject?: string;
  subjectType?: string;
  message: string;
}

export class OccError extends Error {
  constructor(
    readonly status: number,
    readonly errors: OccErrorItem[],
    readonly headers: Record<string, string> = {},
  ) {
    super(errors[0]?.message ?? 'OCC error');
  }

  body(): { errors: OccErrorItem[] } {
    return { errors: this.errors };
  }
}

export const occError = (status: number, item: OccErrorItem, headers?: Record<string, string>) => new OccError(status, [item], headers);

export const unknownProduct = (code: string) =>
  occError(400, { type: 'UnknownIdentifierError', message: `Product with code '${code}' not found!` });

export const cartNotFound = (cartId: string) =>
  occError(400, { type: 'CartError', reason: 'notFound', subject: cartId, subjectType: 'cart', message: 'Cart not found.' });

/** The cart expired; `subject` names the cart that replaced it (spec 1 §4: make that one active and reload). */
export const cartExpired = (cartId: string, replacement: string) =>
  occError(400, { type: 'CartError', reason: 'expired', subject: replacement, subjectType: 'cart', message: `Cart ${cartId} has expired.` });

/** The cart was turned into an order elsewhere (spec 1 §4: forget it and go to the cart page). */
export const cartPlaced = (cartId: string) =>
  occError(400, { type: 'CartError', reason: 'cartPlaced', subject: cartId, subjectType: 'cart', message: 'This cart has already been ordered.' });

export const entryNotFound = (entryNumber: string) =>
  occError(400, { type: 'CartEntryError', reason: 'notFound', subject: entryNumber, subjectType: 'entry', message: 'Entry not found' });

export const orderNotFound = (code: string) =>
  occError(404, { type: 'UnknownIdentifierError', message: `Order with code '${code}' not found for current user in current BaseStore` });

export const accessDenied = () => occError(403, { type: 'AccessDeniedError', message: 'Access is denied' });

export const unauthorized = () =>
  occError(401, { type: 'UnauthorizedError', message: 'Full authentication is required to access this resource' }, {
    'WWW-Authenticate': 'Bearer realm="hybris", error="unauthorized", error_description="Full authentication is required to access this resource"',
  });

export const invalidToken = (token: string, expired = false) =>
  occError(401, { type: 'InvalidTokenError', message: expired ? `Access token expired: ${token}` : `Invalid access token: ${token}` }, {
    'WWW-Authenticate': `Bearer error="invalid_token", error_description="${expired ? 'Access token expired' : 'Invalid access token'}: ${token}"`,
  });

export const cmsNotFound = (message: string) => occError(404, { type: 'CMSItemNotFoundError', message });

/** A field-level validation error (`subjectType: parameter`). */
export const validation = (subject: string, message: string, reason = 'invalid') =>
  occError(400, { type: 'ValidationError', reason, subject, subjectType: 'parameter', message });

export const missing = (subject: string) => validation(subject, 'This field is required.', 'missing');

export const malformedBody = (detail: string) =>
  occError(400, { type: 'ValidationError', reason: 'invalid', subject: 'body', subjectType: 'body', message: `Malformed request body: ${detail}` });

export const unknownResource = (path: string) =>
  occError(404, { type: 'UnknownResourceError', message: `There is no resource for path ${path}` });
