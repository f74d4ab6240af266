import { hasOccError, isOccError } from '@/commerce/errors';
import type { CartModification } from '@/commerce/schemas';

/**
 * What happened when a past order line was put in the cart again (spec 3 §4 reorder messages): added,
 * added with the quantity reduced for low stock, out of stock, a pricing problem, or a configuration
 * error. Pure: decided from OCC's cart modification or error.
 */
export type ReorderOutcome =
  | { kind: 'added'; quantity: number }
  | { kind: 'lowStock'; quantity: number; quantityAdded: number }
  | { kind: 'noStock' }
  | { kind: 'pricingError' }
  | { kind: 'configurationError' };

/** OCC status codes of a configurable product that cannot be ordered as it was. */
const CONFIGURATION_STATUSES = ['unresolvableIssues', 'configurationError', 'unavailable'];

export function reorderOutcomeOf(requested: number, modification: CartModification): ReorderOutcome {
  const added = modification.quantityAdded ?? requested;
  switch (modification.statusCode) {
    case 'noStock':
      return { kind: 'noStock' };
    case 'pricingError':
      return { kind: 'pricingError' };
    case 'lowStock':
    case 'maxStockLevelReached':
      return added > 0 ? { kind: 'lowStock', quantity: requested, quantityAdded: added } : { kind: 'noStock' };
    default:
      if (modification.statusCode && CONFIGURATION_STATUSES.includes(modification.statusCode)) return { kind: 'configurationError' };
      if (added < requested) return added > 0 ? { kind: 'lowStock', quantity: requested, quantityAdded: added } : { kind: 'noStock' };
      return { kind: 'added', quantity: added };
  }
}

/** The outcome of an add the backend refused; undefined for failures that are not about the product. */
export function reorderOutcomeOfError(error: unknown): ReorderOutcome | undefined {
  if (!isOccError(error) || error.status >= 500) return undefined;
  if (hasOccError(error, 'InsufficientStockError') || error.errors.some((detail) => detail.reason === 'noStock')) return { kind: 'noStock' };
  if (error.errors.some((detail) => /pric/i.test(`${detail.type} ${detail.reason ?? ''}`))) return { kind: 'pricingError' };
  if (hasOccError(error, 'CartEntryError', 'unavailable') || hasOccError(error, 'UnknownIdentifierError')) return { kind: 'configurationError' };
  return undefined;
}

/** The message key (`account` namespace) of an outcome. */
export function reorderMessageKey(outcome: ReorderOutcome): string {
  return `account:reorder.${outcome.kind}`;
}
