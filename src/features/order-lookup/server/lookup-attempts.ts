import { clientAddressOf, createAttemptGuard, emailSubject, type Attempt } from '@/features/auth/server/rate-limit';

/**
 * Failed guest order lookups in this process: order numbers are guessable, so a caller gets a few
 * tries and then waits, like the sign-in (spec 3 §8 "wait {{seconds}} seconds"). Counted per order
 * number (guessing the e-mail of a known order), per e-mail (guessing the orders of a known address)
 * and per client address (guessing both), each on its own.
 */
export const ORDER_LOOKUP_MAX_FAILURES = 5;
export const ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS = 10;

export const lookupAttempts = createAttemptGuard({
  maxFailuresPerSubject: ORDER_LOOKUP_MAX_FAILURES,
  maxFailuresPerAddress: ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS,
});

/** A lookup of this order number and e-mail from the caller of these request headers. */
export function lookupAttempt(orderCode: string, email: string, headers: Headers): Attempt {
  return {
    subjects: [`order:${orderCode.trim().toUpperCase()}`, emailSubject(email)],
    clientAddress: clientAddressOf(headers),
  };
}
