/**
 * E-mail rules of spec 3 §5: an empty address asks for a valid email ("Please enter a valid email."),
 * a malformed one says so ("This is not a valid email format."); new and confirmed addresses must match.
 */

/** RFC 5321's limit for a whole address. */
export const EMAIL_MAX_LENGTH = 254;

/**
 * A pragmatic address check: a local part, one `@`, and a domain of dot-separated labels ending in a
 * top-level domain of two or more letters. No spaces, no consecutive or edge dots in the local part.
 */
const EMAIL_FORMAT =
  /^(?!\.)(?!.*\.\.)[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+(?<!\.)@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmailFormat(value: string): boolean {
  const email = value.trim();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL_FORMAT.test(email);
}

/** An address as the shop stores logins and looks them up: trimmed, in lower case. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Addresses are compared as the shop stores logins. */
export function isSameEmail(a: string, b: string): boolean {
  return normalizeEmail(a) === normalizeEmail(b);
}
