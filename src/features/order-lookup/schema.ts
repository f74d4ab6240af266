import { z } from 'zod';
import { emailField } from '@/features/auth/schemas';

/** Order numbers as the shop prints them: letters, digits and dashes. */
const ORDER_CODE_PATTERN = /^[A-Za-z0-9-]{1,40}$/;

/** The order-lookup dialog (spec 1 §2.1): the order number and the e-mail the order was placed with. */
export const orderLookupSchema = z.object({
  orderCode: z
    .string()
    .trim()
    .min(1, 'auth:orderLookup.orderCodeRequired')
    .regex(ORDER_CODE_PATTERN, 'auth:orderLookup.orderCodeFormat'),
  email: emailField,
});
export type OrderLookupInput = z.infer<typeof orderLookupSchema>;

/** The path segment that marks a guest order page reached from the lookup (spec 1 §2.1). */
export const NAVIGATION_FROM_LOOKUP = 'lookup';
