import { hasOccError, isOccError } from '@/commerce/errors';

/**
 * OCC's answer to an id that is not (or no longer) the customer's: an address or card deleted in
 * another tab, or another customer's id sent on purpose. OCC answers 404 `UnknownIdentifierError` on
 * the resource's own path (and some versions 400 `UnknownIdentifierError`); either way it is "not
 * found" for the shopper (issue 7: another customer's address or card is a 404, never its data), not
 * a generic failure.
 */
export function isUnknownToCustomer(error: unknown): boolean {
  if (!isOccError(error) || error.kind !== 'http') return false;
  return error.status === 404 || (error.status === 400 && hasOccError(error, 'UnknownIdentifierError'));
}

/** The address actions' answer for an address that is not the customer's (any more): the text's key. */
export const ADDRESS_NOT_FOUND = 'account:address.notFound';
