/**
 * Sign-in attempts per e-mail and network address, counted in memory (one storefront process). After
 * `maxFailures` failed attempts inside `windowMs`, further attempts are refused until the oldest
 * failure leaves the window; a successful sign-in clears the count. The answer says how many seconds
 * to wait (spec 3 §8: "wait {{seconds}} seconds").
 */

export const LOGIN_MAX_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 5 * 60 * 1000;
/** Keys kept at most, so a flood of made-up addresses cannot grow memory without bound. */
const MAX_TRACKED_KEYS = 10_000;

export type AttemptCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptLimiter {
  check(key: string): AttemptCheck;
  recordFailure(key: string): void;
  reset(key: string): void;
}

export function createAttemptLimiter({
  maxFailures = LOGIN_MAX_FAILURES,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
  now = () => Date.now(),
}: { maxFailures?: number; windowMs?: number; now?: () => number } = {}): AttemptLimiter {
  const failures = new Map<string, number[]>();

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  return {
    check(key) {
      const kept = recent(key);
      if (kept.length < maxFailures) return { allowed: true };
      const oldest = kept[kept.length - maxFailures] ?? now();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) };
    },
    recordFailure(key) {
      const kept = recent(key);
      if (!failures.has(key) && failures.size >= MAX_TRACKED_KEYS) {
        const first = failures.keys().next().value;
        if (first !== undefined) failures.delete(first);
      }
      failures.set(key, [...kept, now()]);
    },
    reset(key) {
      failures.delete(key);
    },
  };
}

/** The key of an attempt: the address as the shop compares logins, and the caller's network address. */
export function attemptKey(email: string, clientAddress: string): string {
  return `${email.trim().toLowerCase()}|${clientAddress}`;
}

/** The caller's address from the reverse proxy's headers (first hop), or `unknown`. */
export function clientAddressOf(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || headers.get('x-real-ip')?.trim() || 'unknown';
}
