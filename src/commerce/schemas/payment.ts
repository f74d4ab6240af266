import { z } from 'zod';
import { addressSchema } from './address';
import { listOf } from './common';

/** Saved and cart payment methods (spec 2 §3, spec 3 §3). */
export const paymentDetailsSchema = z.looseObject({
  id: z.string().optional(),
  /** CREDIT_CARD, GIFT, GOOGLE_PAY, PAY_PAL, PAY_LATER (Afterpay), APPLE_PAY. */
  type: z.string().optional(),
  accountHolderName: z.string().optional(),
  cardNumber: z.string().optional(),
  cardType: z.looseObject({ code: z.string().optional(), name: z.string().optional() }).optional(),
  expiryMonth: z.string().optional(),
  expiryYear: z.string().optional(),
  isExpired: z.boolean().optional(),
  defaultPayment: z.boolean().optional(),
  saved: z.boolean().optional(),
  billingAddress: addressSchema.optional(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const paymentDetailsListSchema = z.looseObject({ payments: listOf(paymentDetailsSchema) });
