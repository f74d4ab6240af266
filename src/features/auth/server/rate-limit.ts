import { normalizeEmail } from '../email-rules';

/**
 * Failed attempts (sign-in, guest order lookup), counted in memory (one storefront process). After
 * `maxFailures` failed attempts inside `windowMs`, further attempts are refused until the oldest
 * failure leaves the window. The answer says how many seconds to wait (spec 3 §8: "wait {{seconds}}
 * seconds").
 *
 * An attempt is counted twice, on independent counters (`createAttemptGuard`):
 * - per subject alone (the e-mail signed in with; the order number and the e-mail looked up), whoever
 *   asks: spreading the tries of one account over many addresses does not help;
 * - per client address alone, whatever the subject: trying many accounts from one address does not
 *   help either. This limit is higher, as offices and mobile carriers put many people behind one.
 * A success forgets the subject's failures, never the address's: otherwise signing in to an account of
 * one's own between guesses would reset the count.
 *
 * An attempt still waiting for the backend counts as a failure until it settles (`begin`, then `end`):
 * otherwise a burst sent at once would all pass the check before the first failure is recorded.
 */

export const LOGIN_MAX_FAILURES = 5;
/** Failed sign-ins from one client address, over all e-mails, before it waits. */
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 20;
export const LOGIN_FAILURE_WINDOW_MS = 5 * 60 * 1000;
/** Keys kept at most per counter, so a flood of made-up subjects cannot grow memory without bound. */
const MAX_TRACKED_KEYS = 10_000;
/** What `clientAddressOf` answers when no header names the caller. */
const UNKNOWN_CLIENT_ADDRESS = 'unknown';

export type AttemptCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface AttemptLimiter {
  /** Refused when the failures in the window and the attempts under way reach the limit. */
  check(key: string): AttemptCheck;
  recordFailure(key: string): void;
  reset(key: string): void;
  /** An attempt is under way (it counts as a failure until `settled`). */
  started(key: string): void;
  settled(key: string): void;
}

export function createAttemptLimiter({
  maxFailures = LOGIN_MAX_FAILURES,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
  maxTrackedKeys = MAX_TRACKED_KEYS,
  now = () => Date.now(),
}: { maxFailures?: number; windowMs?: number; maxTrackedKeys?: number; now?: () => number } = {}): AttemptLimiter {
  // Kept in order of the latest failure (a key is moved to the end on every failure), so when the map
  // is full the key evicted is the one left alone longest, not one under attack right now.
  const failures = new Map<string, number[]>();
  // Attempts under way per key; a key leaves the map when its last one settles, so it holds at most
  // as many keys as there are requests in flight.
  const underWay = new Map<string, number>();

  function recent(key: string): number[] {
    const since = now() - windowMs;
    const kept = (failures.get(key) ?? []).filter((at) => at > since);
    if (kept.length === 0) failures.delete(key);
    else failures.set(key, kept);
    return kept;
  }

  function makeRoom(): void {
    if (failures.size < maxTrackedKeys) return;
    const since = now() - windowMs;
    for (const [key, times] of failures) if (times.every((at) => at <= since)) failures.delete(key);
    while (failures.size >= maxTrackedKeys) {
      const oldest = failures.keys().next().value;
      if (oldest === undefined) break;
      failures.delete(oldest);
    }
  }

  return {
    check(key) {
      const kept = recent(key);
      const pending = underWay.get(key) ?? 0;
      if (kept.length + pending < maxFailures) return { allowed: true };
      // Refused by attempts still under way alone: they settle within a request's time.
      if (kept.length < maxFailures) return { allowed: false, retryAfterSeconds: 1 };
      const oldest = kept[kept.length - maxFailures] ?? now();
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - now()) / 1000)) };
    },
    recordFailure(key) {
      const kept = recent(key);
      failures.delete(key);
      makeRoom();
      // Only the failures that can still refuse an attempt are kept.
      failures.set(key, [...kept, now()].slice(-maxFailures));
    },
    reset(key) {
      failures.delete(key);
    },
    started(key) {
      underWay.set(key, (underWay.get(key) ?? 0) + 1);
    },
    settled(key) {
      const left = (underWay.get(key) ?? 0) - 1;
      if (left > 0) underWay.set(key, left);
      else underWay.delete(key);
    },
  };
}

/** One attempt: what it tries (each subject counted on its own) and who asks. */
export interface Attempt {
  subjects: readonly string[];
  clientAddress: string;
}

/** How an attempt ended: refused credentials, accepted ones, or neither (the backend could not say). */
export type AttemptOutcome = 'failed' | 'succeeded' | 'undecided';

export interface AttemptGuard {
  /** Refused when any subject or the address has used up its failures; the longest wait is given. */
  check(attempt: Attempt): AttemptCheck;
  recordFailure(attempt: Attempt): void;
  /** Forgets the subjects' failures; the address keeps its count. */
  recordSuccess(attempt: Attempt): void;
  /**
   * `check`, and when allowed the attempt is under way until `end`: it counts against its subjects and
   * its address meanwhile, so attempts sent at once cannot all pass.
   */
  begin(attempt: Attempt): AttemptCheck;
  end(attempt: Attempt, outcome: AttemptOutcome): void;
}

export function createAttemptGuard({
  maxFailuresPerSubject,
  maxFailuresPerAddress,
  windowMs = LOGIN_FAILURE_WINDOW_MS,
  now,
}: {
  maxFailuresPerSubject: number;
  maxFailuresPerAddress: number;
  windowMs?: number;
  now?: () => number;
}): AttemptGuard {
  // Two maps, so a flood of made-up addresses cannot evict a subject's count (nor the other way round).
  const bySubject = createAttemptLimiter({ maxFailures: maxFailuresPerSubject, windowMs, now });
  const byAddress = createAttemptLimiter({ maxFailures: maxFailuresPerAddress, windowMs, now });
  function check({ subjects, clientAddress }: Attempt): AttemptCheck {
    const checks = [...subjects.map((subject) => bySubject.check(subject)), byAddress.check(clientAddress)];
    const waits = checks.flatMap((result) => (result.allowed ? [] : [result.retryAfterSeconds]));
    return waits.length === 0 ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(...waits) };
  }
  function recordFailure({ subjects, clientAddress }: Attempt): void {
    for (const subject of subjects) bySubject.recordFailure(subject);
    byAddress.recordFailure(clientAddress);
  }
  function recordSuccess({ subjects }: Attempt): void {
    for (const subject of subjects) bySubject.reset(subject);
  }
  return {
    check,
    recordFailure,
    recordSuccess,
    begin(attempt) {
      const result = check(attempt);
      if (result.allowed) {
        for (const subject of attempt.subjects) bySubject.started(subject);
        byAddress.started(attempt.clientAddress);
      }
      return result;
    },
    end(attempt, outcome) {
      for (const subject of attempt.subjects) bySubject.settled(subject);
      byAddress.settled(attempt.clientAddress);
      if (outcome === 'failed') recordFailure(attempt);
      else if (outcome === 'succeeded') recordSuccess(attempt);
    },
  };
}

/** The subject of an e-mail, as the shop compares logins (trimmed, case-insensitive). */
export function emailSubject(email: string): string {
  return `email:${normalizeEmail(email)}`;
}

/**
 * The caller's network address, from the headers of the reverse proxy in front of the storefront.
 *
 * `X-Forwarded-For` is a list each proxy appends the address it was connected from to; everything
 * before the last entry came with the request and is whatever the client chose to send. So the LAST
 * entry, the one the nearest proxy appended, is the only one to trust; without it, `X-Real-IP` (set by
 * an nginx-style proxy). Next.js itself only fills `X-Forwarded-For` with the socket address when the
 * request has none, so the storefront must run behind a proxy that appends or overwrites the header
 * (every production set-up does: the CDN or load balancer). Behind a chain of proxies, the nearest one
 * must pass the client's address on as the last entry (or in `X-Real-IP`), or every shopper counts as
 * the previous proxy. Even where the address is forged, the per-subject count still holds.
 */
export function clientAddressOf(headers: Headers): string {
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const address = hops[hops.length - 1] ?? headers.get('x-real-ip')?.trim();
  return address ? networkOf(address) : UNKNOWN_CLIENT_ADDRESS;
}

const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;
const MAX_ADDRESS_LENGTH = 64;

/**
 * The network an address stands for when counting: an IPv4 address as is (a port dropped), an IPv6
 * address by its /64 prefix, since one customer line gets a whole /64 and could otherwise use a new
 * address for every try. IPv4-mapped IPv6 addresses count as their IPv4 address.
 */
export function networkOf(address: string): string {
  let value = address.trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(value);
  if (bracketed?.[1]) value = bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(value);
  if (v4WithPort?.[1]) value = v4WithPort[1];
  value = value.replace(/%.*$/, '');
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(value);
  if (mapped?.[1]) return mapped[1];
  if (IPV4.test(value)) return value;
  if (value.includes(':')) {
    const groups = ipv6Groups(value);
    if (groups) return `${groups.slice(0, 4).join(':')}::/64`;
  }
  return value.slice(0, MAX_ADDRESS_LENGTH) || UNKNOWN_CLIENT_ADDRESS;
}

/** The eight 16-bit groups of an IPv6 address (without leading zeros), or undefined if it is not one. */
function ipv6Groups(address: string): string[] | undefined {
  const halves = address.split('::');
  if (halves.length > 2) return undefined;
  const part = (text: string | undefined) => (text ? text.split(':') : []);
  const head = part(halves[0]);
  const tail = part(halves[1]);
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return undefined;
  return groups.map((group) => group.replace(/^0+(?=.)/, ''));
}
