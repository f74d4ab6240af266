import { createAttemptLimiter } from '@/features/auth/server/rate-limit';

/**
 * Failed lookups per address: order numbers are guessable, so a caller gets a few tries and then
 * waits, like the sign-in (spec 3 §8 "wait {{seconds}} seconds").
 */
export const ORDER_LOOKUP_MAX_FAILURES = 10;
export const lookupAttempts = createAttemptLimiter({ maxFailures: ORDER_LOOKUP_MAX_FAILURES });
