/**
 * The order, delivery and return status labels of spec 3 §4, each a key of the `orders` namespace
 * (translated in all seven languages). Pure, so the mapping from OCC's codes is tested on its own.
 */

import { RETURN_STATUSES, type ReturnStatus } from '@/commerce/schemas';

/** Spec 3 §4 "Delivery status" (consignments and orders), plus OCC's partial delivery of an order. */
export const DELIVERY_STATUSES = [
  'IN_TRANSIT',
  'READY_FOR_PICKUP',
  'READY_FOR_SHIPPING',
  'WAITING',
  'DELIVERING',
  'PICKPACK',
  'PICKUP_COMPLETE',
  'DELIVERY_COMPLETED',
  'PAYMENT_NOT_CAPTURED',
  'IN_PROCESS',
  'READY',
  'DELIVERY_REJECTED',
  'SHIPPED',
  'TAX_NOT_COMMITTED',
  'CANCELLED',
  'PARTIAL_DELIVERY',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** Spec 3 §4 "Order status display". */
export const ORDER_STATUS_LABELS = [
  'cancelled',
  'cancelling',
  'completed',
  'created',
  'error',
  'processing',
  'open',
  'pendingApproval',
  'approved',
  'rejected',
  'merchantApproved',
  'merchantRejected',
  'assignedAdmin',
] as const;
export type OrderStatusLabel = (typeof ORDER_STATUS_LABELS)[number];

/** OCC order status codes and `statusDisplay` texts -> the display label. */
const ORDER_STATUS_BY_CODE: Readonly<Record<string, OrderStatusLabel>> = {
  CREATED: 'created',
  ON_VALIDATION: 'processing',
  PAYMENT_CAPTURED: 'processing',
  READY: 'processing',
  PROCESSING: 'processing',
  CHECKED_VALID: 'open',
  OPEN: 'open',
  COMPLETED: 'completed',
  CANCELLING: 'cancelling',
  CANCELLED: 'cancelled',
  ERROR: 'error',
  PENDING_APPROVAL: 'pendingApproval',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  APPROVED_BY_MERCHANT: 'merchantApproved',
  MERCHANT_APPROVED: 'merchantApproved',
  REJECTED_BY_MERCHANT: 'merchantRejected',
  MERCHANT_REJECTED: 'merchantRejected',
  ASSIGNED_TO_ADMIN: 'assignedAdmin',
  ASSIGNED_ADMIN: 'assignedAdmin',
};

function normalized(code: string): string {
  return code.trim().toUpperCase().replace(/[.\s-]+/g, '_');
}

/** The display label of an order's status: by `statusDisplay` when OCC sent one, else by `status`. */
export function orderStatusLabel(order: { status?: string; statusDisplay?: string }): OrderStatusLabel | undefined {
  for (const candidate of [order.statusDisplay, order.status]) {
    const label = candidate ? ORDER_STATUS_BY_CODE[normalized(candidate)] : undefined;
    if (label) return label;
  }
  return undefined;
}

export function isDeliveryStatus(value: string | undefined): value is DeliveryStatus {
  return value !== undefined && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

export function isReturnStatus(value: string | undefined): value is ReturnStatus {
  return value !== undefined && (RETURN_STATUSES as readonly string[]).includes(value);
}

/** Translation keys (`orders` namespace); an unknown code shows as OCC sent it. */
export function orderStatusKey(order: { status?: string; statusDisplay?: string }): string | undefined {
  const label = orderStatusLabel(order);
  return label ? `orders:orderStatus.${label}` : undefined;
}

export function deliveryStatusKey(status: string | undefined): string | undefined {
  return isDeliveryStatus(status) ? `orders:deliveryStatus.${status}` : undefined;
}

export function returnStatusKey(status: string | undefined): string | undefined {
  return isReturnStatus(status) ? `orders:returnStatus.${status}` : undefined;
}
