import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, clientAddressOf, createAttemptGuard, emailSubject, type Attempt } from './rate-limit';

/**
 * Failed sign-ins in this process (spec 3 §8 rate-limit message): per e-mail, whoever tries it, and
 * per client address, whatever e-mail it tries.
 */
export const loginAttempts = createAttemptGuard({
  maxFailuresPerSubject: LOGIN_MAX_FAILURES,
  maxFailuresPerAddress: LOGIN_MAX_FAILURES_PER_ADDRESS,
});

/**
 * Registrations refused because the e-mail has an account: without a limit, one address could test
 * any number of e-mails for an account, which the reset form is careful never to tell.
 */
export const REGISTRATION_MAX_DUPLICATES = 5;
export const REGISTRATION_MAX_DUPLICATES_PER_ADDRESS = 10;
export const registrationAttempts = createAttemptGuard({
  maxFailuresPerSubject: REGISTRATION_MAX_DUPLICATES,
  maxFailuresPerAddress: REGISTRATION_MAX_DUPLICATES_PER_ADDRESS,
});

/**
 * Reset links asked for, whether or not the e-mail has an account (each one counts): a mailbox gets at
 * most three in five minutes, and one address cannot send them to many mailboxes.
 */
export const RESET_MAX_REQUESTS = 3;
export const RESET_MAX_REQUESTS_PER_ADDRESS = 10;
export const passwordResetRequests = createAttemptGuard({
  maxFailuresPerSubject: RESET_MAX_REQUESTS,
  maxFailuresPerAddress: RESET_MAX_REQUESTS_PER_ADDRESS,
});

/** An attempt with this e-mail (sign-in, registration, reset link) from the caller of these request headers. */
export function signInAttempt(email: string, headers: Headers): Attempt {
  return { subjects: [emailSubject(email)], clientAddress: clientAddressOf(headers) };
}
