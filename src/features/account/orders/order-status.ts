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

/**
 * SAP Commerce's `OrderStatus` enumeration: the platform's codes with those of B2B approval, quotes
 * and order management. OCC filters the order history by these codes and knows no "every status
 * but", so the open list has to name each of them (spec 3 §4 "open and past lists").
 */
export const SAP_ORDER_STATUSES = [
  'CREATED',
  'ON_VALIDATION',
  'OPEN',
  'CHECKED_VALID',
  'CHECKED_INVALID',
  'PAYMENT_AUTHORIZED',
  'PAYMENT_NOT_AUTHORIZED',
  'PAYMENT_AMOUNT_RESERVED',
  'PAYMENT_AMOUNT_NOT_RESERVED',
  'PAYMENT_CAPTURED',
  'PAYMENT_NOT_CAPTURED',
  'PAYMENT_NOT_VOIDED',
  'FRAUD_CHECKED',
  'WAIT_FRAUD_MANUAL_CHECK',
  'ORDER_SPLIT',
  'SUSPENDED',
  'TAX_NOT_COMMITTED',
  'TAX_NOT_VOIDED',
  'TAX_NOT_REQUOTED',
  'PROCESSING_ERROR',
  'B2B_PROCESSING_ERROR',
  'ERROR',
  'READY',
  'CANCELLING',
  'PENDING_APPROVAL',
  'APPROVED',
  'REJECTED',
  'PENDING_APPROVAL_FROM_MERCHANT',
  'APPROVED_BY_MERCHANT',
  'REJECTED_BY_MERCHANT',
  'ASSIGNED_TO_ADMIN',
  'PENDING_QUOTE',
  'APPROVED_QUOTE',
  'REJECTED_QUOTE',
  'COMPLETED',
  'CANCELLED',
] as const;
export type SapOrderStatus = (typeof SAP_ORDER_STATUSES)[number];

/** Spec 3 §4 "Order history": the past list holds what is over, completed or cancelled. */
export const PAST_ORDER_STATUSES = ['COMPLETED', 'CANCELLED'] as const satisfies readonly SapOrderStatus[];
/** The open list holds every other status, so no order falls between the two lists. */
export const OPEN_ORDER_STATUSES: readonly SapOrderStatus[] = SAP_ORDER_STATUSES.filter(
  (status) => !(PAST_ORDER_STATUSES as readonly string[]).includes(status),
);

/**
 * Each OCC order status -> its display label. Steps the shopper need not know apart (payment, fraud
 * and tax checks, splitting) read as processing; a step that failed reads as error, as ERROR does.
 * Typed by the enumeration, so a status added to it cannot be left without a label.
 */
const ORDER_STATUS_LABEL_BY_CODE: Readonly<Record<SapOrderStatus, OrderStatusLabel>> = {
  CREATED: 'created',
  ON_VALIDATION: 'processing',
  OPEN: 'open',
  CHECKED_VALID: 'open',
  CHECKED_INVALID: 'error',
  PAYMENT_AUTHORIZED: 'processing',
  PAYMENT_NOT_AUTHORIZED: 'error',
  PAYMENT_AMOUNT_RESERVED: 'processing',
  PAYMENT_AMOUNT_NOT_RESERVED: 'error',
  PAYMENT_CAPTURED: 'processing',
  PAYMENT_NOT_CAPTURED: 'error',
  PAYMENT_NOT_VOIDED: 'error',
  FRAUD_CHECKED: 'processing',
  WAIT_FRAUD_MANUAL_CHECK: 'processing',
  ORDER_SPLIT: 'processing',
  SUSPENDED: 'processing',
  TAX_NOT_COMMITTED: 'error',
  TAX_NOT_VOIDED: 'error',
  TAX_NOT_REQUOTED: 'error',
  PROCESSING_ERROR: 'error',
  B2B_PROCESSING_ERROR: 'error',
  ERROR: 'error',
  READY: 'processing',
  CANCELLING: 'cancelling',
  PENDING_APPROVAL: 'pendingApproval',
  APPROVED: 'approved',
  REJECTED: 'rejected',
  // Spec 3 §4 lists no label of its own for the merchant's pending approval: the approval one.
  PENDING_APPROVAL_FROM_MERCHANT: 'pendingApproval',
  APPROVED_BY_MERCHANT: 'merchantApproved',
  REJECTED_BY_MERCHANT: 'merchantRejected',
  ASSIGNED_TO_ADMIN: 'assignedAdmin',
  PENDING_QUOTE: 'pendingApproval',
  APPROVED_QUOTE: 'approved',
  REJECTED_QUOTE: 'rejected',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

/** OCC order status codes and `statusDisplay` texts (`pending.merchant.approval`...) -> the display label. */
const ORDER_STATUS_BY_CODE: Readonly<Record<string, OrderStatusLabel>> = {
  ...ORDER_STATUS_LABEL_BY_CODE,
  PROCESSING: 'processing',
  MERCHANT_APPROVED: 'merchantApproved',
  MERCHANT_REJECTED: 'merchantRejected',
  ASSIGNED_ADMIN: 'assignedAdmin',
  PENDING_MERCHANT_APPROVAL: 'pendingApproval',
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

function isDeliveryStatus(value: string | undefined): value is DeliveryStatus {
  return value !== undefined && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

function isReturnStatus(value: string | undefined): value is ReturnStatus {
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
