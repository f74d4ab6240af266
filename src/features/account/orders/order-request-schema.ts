import { z } from 'zod';

export const NOTHING_SELECTED = 'orders:request.nothingSelected';

/** Which lines of an order, and how many units of each, to cancel or return (spec 3 §6). */
export const orderRequestSchema = z.object({
  orderCode: z.string().trim().min(1).max(40),
  entries: z
    .array(z.object({ entryNumber: z.number().int().min(0), quantity: z.number().int().min(0).max(999) }))
    .max(200)
    .refine((entries) => entries.some((entry) => entry.quantity > 0), NOTHING_SELECTED),
});
