import { z } from 'zod';

/** The selector's form, validated the same way in the browser and in the route handler. */
export const siteChoiceSchema = z.object({
  country: z.string().trim().regex(/^[A-Za-z]{2}$/),
  language: z.string().trim().min(2).max(5),
  returnPath: z.string().max(2048).optional(),
});

export { SITE_CHOICE_ENDPOINT } from './site-choice-endpoint';
