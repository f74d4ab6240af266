import { z } from 'zod';
import { listOf } from './common';

/** One line of the loyalty points history (spec 3 §3). */
export const loyaltyActivitySchema = z.looseObject({
  /** Seconds since the epoch. */
  date_created: z.number(),
  name: z.string(),
  num_points: z.number(),
});
export type LoyaltyActivity = z.infer<typeof loyaltyActivitySchema>;

/** The loyalty provider's answer: earned activities and redemptions, merged by the feature (spec 3 §3). */
export const loyaltyActivitiesSchema = z.looseObject({
  activities: listOf(loyaltyActivitySchema),
  redemptions: listOf(loyaltyActivitySchema),
});
export type LoyaltyActivities = z.infer<typeof loyaltyActivitiesSchema>;
