import { globalMessageKeyFor, isLoggedOnly, isOccError } from '@/commerce/errors';

/**
 * Where a failed sign-up is told (spec 1 §4): a problem with the address under the field, anything
 * else as an error message; a 403 is only logged (spec 1 §8).
 */
export type NewsletterFailure =
  | { kind: 'field'; messageKey: 'newsletter:invalidEmail' }
  | { kind: 'message'; messageKey: string }
  | { kind: 'logged' };

export function newsletterFailureOf(error: unknown): NewsletterFailure {
  if (isOccError(error) && error.errors.some((detail) => detail.type === 'ValidationError' && detail.subject === 'email')) {
    return { kind: 'field', messageKey: 'newsletter:invalidEmail' };
  }
  if (isLoggedOnly(error)) return { kind: 'logged' };
  return { kind: 'message', messageKey: globalMessageKeyFor(error) };
}
