import { z } from 'zod';

/** The selector's form as the route handler validates it (the island sends it as a plain form post). */
export const siteChoiceSchema = z.object({
  country: z.string().trim().regex(/^[A-Za-z]{2}$/),
  language: z.string().trim().min(2).max(5),
  returnPath: z.string().max(2048).optional(),
});

