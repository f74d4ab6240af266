import { z } from 'zod';
import { cartEntrySchema } from './cart';
import { listOf, paginationSchema, priceSchema, sortSchema } from './common';

/**
 * The account area's services beyond SAP's defaults (spec 3 §6, §7): return requests, the loyalty
 * balance, the double opt-in confirmation and guest order lookup answers.
 */

/** One line of a return request (OCC `ReturnRequestEntryWsDTO`). */
export const returnRequestEntrySchema = z.looseObject({
  orderEntry: cartEntrySchema.partial().optional(),
  expectedQuantity: z.number().optional(),
  refundAmount: priceSchema.optional(),
});

/** OCC's return request statuses (spec 3 §4 "Return status"). */
export const RETURN_STATUSES = [
  'APPROVAL_PENDING',
  'CANCELED',
  'CANCELLING',
  'WAIT',
  'RECEIVED',
  'RECEIVING',
  'APPROVING',
  'REVERSING_PAYMENT',
  'PAYMENT_REVERSED',
  'PAYMENT_REVERSAL_FAILED',
  'REVERSING_TAX',
  'TAX_REVERSED',
  'TAX_REVERSAL_FAILED',
  'COMPLETED',
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** A return (OCC `ReturnRequestWsDTO`); `status` is one of `RETURN_STATUSES`. */
export const returnRequestSchema = z.looseObject({
  code: z.string(),
  rma: z.string().optional(),
  status: z.string().optional(),
  creationTime: z.string().optional(),
  cancellable: z.boolean().optional(),
  order: z.looseObject({ code: z.string().optional() }).optional(),
  returnEntries: listOf(returnRequestEntrySchema),
  totalPrice: priceSchema.optional(),
  subTotal: priceSchema.optional(),
  deliveryCost: priceSchema.optional(),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

export const returnRequestListSchema = z.looseObject({
  returnRequests: listOf(returnRequestSchema),
  pagination: paginationSchema.optional(),
  sorts: listOf(sortSchema),
});
export type ReturnRequestList = z.infer<typeof returnRequestListSchema>;

/** The customer's loyalty points (US/Canada, spec 1 §1). */
export const loyaltyBalanceSchema = z.looseObject({
  points: z.number(),
  /** Points still needed for the next reward, when the programme has one. */
  pointsToNextReward: z.number().optional(),
  memberSince: z.string().optional(),
});
export type LoyaltyBalance = z.infer<typeof loyaltyBalanceSchema>;

/**
 * The double opt-in confirmation (spec 3 §4): a success when the answer carries a `conversationId`.
 * Anything else is a failure, so the field is optional here and checked by the caller.
 */
export const doubleOptInAnswerSchema = z.looseObject({
  conversationId: z.string().optional(),
});
export type DoubleOptInAnswer = z.infer<typeof doubleOptInAnswerSchema>;
