import { z } from 'zod';
import { addressSchema } from './address';
import { abstractOrderShape, cartEntrySchema } from './cart';
import { listOf, paginationSchema, priceSchema, sortSchema } from './common';

export const consignmentSchema = z.looseObject({
  code: z.string().optional(),
  status: z.string().optional(),
  statusDisplay: z.string().optional(),
  statusDate: z.string().optional(),
  trackingID: z.string().optional(),
  trackingUrl: z.string().optional(),
  shippingAddress: addressSchema.optional(),
  entries: listOf(
    z.looseObject({
      orderEntry: cartEntrySchema.partial().optional(),
      quantity: z.number().optional(),
      shippedQuantity: z.number().optional(),
    }),
  ),
});
export type Consignment = z.infer<typeof consignmentSchema>;

/** An order line: a cart line plus what may still be cancelled or returned (spec 3 §6). */
export const orderEntrySchema = cartEntrySchema.extend({
  cancellableQuantity: z.number().optional(),
  returnableQuantity: z.number().optional(),
});
export type OrderEntry = z.infer<typeof orderEntrySchema>;

export const orderSchema = z.looseObject({
  ...abstractOrderShape,
  entries: listOf(orderEntrySchema),
  /** The order may still be cancelled, or returned (spec 3 §6: returns and cancellations). */
  cancellable: z.boolean().optional(),
  returnable: z.boolean().optional(),
  status: z.string().optional(),
  statusDisplay: z.string().optional(),
  created: z.string().optional(),
  deliveryStatus: z.string().optional(),
  deliveryStatusDisplay: z.string().optional(),
  guestCustomer: z.boolean().optional(),
  consignments: listOf(consignmentSchema),
  unconsignedEntries: listOf(cartEntrySchema),
});
export type Order = z.infer<typeof orderSchema>;

export const orderHistorySchema = z.looseObject({
  code: z.string(),
  guid: z.string().optional(),
  placed: z.string().optional(),
  status: z.string().optional(),
  statusDisplay: z.string().optional(),
  deliveryStatus: z.string().optional(),
  total: priceSchema.optional(),
  totalItems: z.number().optional(),
  /** Present with `includeEntryData=true` (buy it again, spec 3 §7). */
  entries: listOf(orderEntrySchema),
});
export type OrderHistory = z.infer<typeof orderHistorySchema>;

export const orderHistoryListSchema = z.looseObject({
  orders: listOf(orderHistorySchema),
  pagination: paginationSchema.optional(),
  sorts: listOf(sortSchema),
});
export type OrderHistoryList = z.infer<typeof orderHistoryListSchema>;
