import type { Order } from '@/commerce/schemas';

/**
 * Which of an order's documents (`invoice/{orderNumber}`, `creditmemo/{orderNumber}`, spec 3 §2) the
 * order page links to. Pure, so each rule is tested on its own.
 */

/** An invoice exists once the order is complete or anything of it has shipped. */
export function hasInvoice(order: Pick<Order, 'status' | 'consignments'>): boolean {
  return order.status === 'COMPLETED' || order.consignments.some((consignment) => consignment.entries.some((entry) => (entry.shippedQuantity ?? 0) > 0));
}

/**
 * A credit memo exists once money went back: the order was cancelled, something of it was returned
 * (`returnCount` return requests), or, before it shipped, a line was cancelled in part.
 */
export function hasCreditMemo(order: Pick<Order, 'status' | 'entries'>, returnCount: number): boolean {
  if (order.status === 'CANCELLED' || returnCount > 0) return true;
  return order.status === 'CREATED' && order.entries.some((entry) => (entry.cancellableQuantity ?? 0) < entry.quantity);
}
