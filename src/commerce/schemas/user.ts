import { z } from 'zod';
import { addressSchema } from './address';
import { currencySchema, languageSchema } from './common';

export const userSchema = z.looseObject({
  uid: z.string().optional(),
  customerId: z.string().optional(),
  displayUid: z.string().optional(),
  name: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  titleCode: z.string().optional(),
  title: z.string().optional(),
  currency: currencySchema.optional(),
  language: languageSchema.optional(),
  defaultAddress: addressSchema.optional(),
});
export type User = z.infer<typeof userSchema>;

/** `POST newsletter/subscriptions` answer (spec 1 §7). */
export const newsletterSubscriptionSchema = z.looseObject({
  email: z.string().optional(),
  source: z.string().optional(),
  subscribed: z.boolean().optional(),
});
export type NewsletterSubscription = z.infer<typeof newsletterSubscriptionSchema>;
