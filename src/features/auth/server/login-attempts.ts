import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, clientAddressOf, createAttemptGuard, emailSubject, type Attempt } from './rate-limit';

/**
 * Failed sign-ins in this process (spec 3 §8 rate-limit message): per e-mail, whoever tries it, and
 * per client address, whatever e-mail it tries.
 */
export const loginAttempts = createAttemptGuard({
  maxFailuresPerSubject: LOGIN_MAX_FAILURES,
  maxFailuresPerAddress: LOGIN_MAX_FAILURES_PER_ADDRESS,
});

/** A sign-in with this e-mail from the caller of these request headers. */
export function signInAttempt(email: string, headers: Headers): Attempt {
  return { subjects: [emailSubject(email)], clientAddress: clientAddressOf(headers) };
}
