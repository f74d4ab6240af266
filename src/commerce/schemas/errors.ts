import { z } from 'zod';
import { listOf } from './common';

/** One entry of an OCC error answer, e.g. `{type: 'CartError', reason: 'notFound', subjectType: 'cart'}`. */
export const occErrorDetailSchema = z.looseObject({
  type: z.string(),
  reason: z.string().optional(),
  subject: z.string().optional(),
  subjectType: z.string().optional(),
  message: z.string().optional(),
});
export type OccErrorDetail = z.infer<typeof occErrorDetailSchema>;

export const occErrorListSchema = z.looseObject({ errors: listOf(occErrorDetailSchema) });
export type OccErrorList = z.infer<typeof occErrorListSchema>;
