import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

/**
 * Password hashing and token generation. Seeded users get a salt derived from their uid so the seed is
 * byte-for-byte the same on every run; accounts created at runtime get a random salt.
 */

const KEY_LENGTH = 32;
const COST = 1024;

export function hashPassword(password: string, salt: string = randomBytes(12).toString('hex')): string {
  const hash = scryptSync(password, salt, KEY_LENGTH, { N: COST }).toString('hex');
  return `scrypt$${salt}$${hash}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'hex');
  const actual = scryptSync(password, salt, expected.length, { N: COST });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** An opaque, unguessable token (OAuth tokens, reset tokens). */
export function randomToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}
