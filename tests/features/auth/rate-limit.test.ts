import { loginAttempts, signInAttempt } from '@/features/auth/server/login-attempts';
import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  clientAddressOf,
  createAttemptGuard,
  createAttemptLimiter,
  emailSubject,
  networkOf,
} from '@/features/auth/server/rate-limit';

function forwardedFor(...hops: string[]): Headers {
  return new Headers({ 'x-forwarded-for': hops.join(', ') });
}

describe('one counter of failed attempts', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-02-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('allows 5 failures in 5 minutes, then asks to wait until the oldest leaves the window', () => {
    expect(LOGIN_MAX_FAILURES).toBe(5);
    expect(LOGIN_FAILURE_WINDOW_MS).toBe(300_000);
    const limiter = createAttemptLimiter();
    const key = emailSubject('Alex@Example.com');
    for (let i = 0; i < 5; i++) {
      expect(limiter.check(key).allowed).toBe(true);
      limiter.recordFailure(key);
      vi.advanceTimersByTime(10_000);
    }
    expect(limiter.check(key)).toEqual({ allowed: false, retryAfterSeconds: 250 });
    vi.advanceTimersByTime(250_000);
    expect(limiter.check(key).allowed).toBe(true);
  });

  it('does not let a flood of new keys evict a key that is failing right now', () => {
    const limiter = createAttemptLimiter({ maxFailures: 2, maxTrackedKeys: 3 });
    limiter.recordFailure('victim');
    limiter.recordFailure('a');
    limiter.recordFailure('b');
    // The victim fails again: now the most recent, so the next new key evicts `a`, not the victim.
    limiter.recordFailure('victim');
    limiter.recordFailure('c');
    expect(limiter.check('victim').allowed).toBe(false);
  });
});

describe('sign-in attempts: per e-mail and per client address', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-02-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  const guard = () => createAttemptGuard({ maxFailuresPerSubject: LOGIN_MAX_FAILURES, maxFailuresPerAddress: LOGIN_MAX_FAILURES_PER_ADDRESS });

  it('refuses a sixth password for one e-mail even when every try sends a new forged X-Forwarded-For', () => {
    const attempts = guard();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      // The attacker's own first hop changes; the proxy appends the same real address each time.
      const attempt = signInAttempt('alex.carter@example.com', forwardedFor(`10.0.0.${i}`, '203.0.113.7'));
      expect(attempts.check(attempt).allowed).toBe(true);
      attempts.recordFailure(attempt);
    }
    expect(attempts.check(signInAttempt('Alex.Carter@example.com ', forwardedFor('10.9.9.9', '203.0.113.7'))).allowed).toBe(false);
  });

  it('refuses the e-mail from any address once it has had its failures (a botnet gets no more tries)', () => {
    const attempts = guard();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) attempts.recordFailure(signInAttempt('alex.carter@example.com', forwardedFor(`198.51.100.${i}`)));
    expect(attempts.check(signInAttempt('alex.carter@example.com', forwardedFor('192.0.2.200')))).toEqual({ allowed: false, retryAfterSeconds: 300 });
    // Another customer is not locked out by it.
    expect(attempts.check(signInAttempt('sam.rivera@example.com', forwardedFor('192.0.2.200'))).allowed).toBe(true);
  });

  it('refuses one address that tries many e-mails, each only once', () => {
    const attempts = guard();
    for (let i = 0; i < LOGIN_MAX_FAILURES_PER_ADDRESS; i++) {
      const attempt = signInAttempt(`customer${i}@example.com`, forwardedFor('203.0.113.7'));
      expect(attempts.check(attempt).allowed).toBe(true);
      attempts.recordFailure(attempt);
    }
    expect(attempts.check(signInAttempt('fresh@example.com', forwardedFor('203.0.113.7'))).allowed).toBe(false);
    expect(attempts.check(signInAttempt('fresh@example.com', forwardedFor('198.51.100.1'))).allowed).toBe(true);
  });

  it('forgets an e-mail’s failures after a success, but not the address’s', () => {
    const attempts = createAttemptGuard({ maxFailuresPerSubject: 2, maxFailuresPerAddress: 3 });
    const from = forwardedFor('203.0.113.7');
    attempts.recordFailure(signInAttempt('victim@example.com', from));
    attempts.recordFailure(signInAttempt('victim@example.com', from));
    expect(attempts.check(signInAttempt('victim@example.com', from)).allowed).toBe(false);
    // Signing in to one's own account between guesses does not reset the address.
    attempts.recordSuccess(signInAttempt('victim@example.com', from));
    expect(attempts.check(signInAttempt('victim@example.com', forwardedFor('198.51.100.1'))).allowed).toBe(true);
    attempts.recordFailure(signInAttempt('other@example.com', from));
    attempts.recordSuccess(signInAttempt('mine@example.com', from));
    expect(attempts.check(signInAttempt('mine@example.com', from)).allowed).toBe(false);
  });

  it('gives the longest of the waits when both counters refuse', () => {
    const attempts = createAttemptGuard({ maxFailuresPerSubject: 1, maxFailuresPerAddress: 2 });
    attempts.recordFailure(signInAttempt('a@example.com', forwardedFor('203.0.113.7')));
    vi.advanceTimersByTime(60_000);
    attempts.recordFailure(signInAttempt('b@example.com', forwardedFor('203.0.113.7')));
    expect(attempts.check(signInAttempt('a@example.com', forwardedFor('203.0.113.7')))).toEqual({ allowed: false, retryAfterSeconds: 240 });
    expect(attempts.check(signInAttempt('b@example.com', forwardedFor('203.0.113.7')))).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it('counts attempts still under way, so a burst sent at once cannot pass the check together', () => {
    const attempts = createAttemptGuard({ maxFailuresPerSubject: 2, maxFailuresPerAddress: 10 });
    const attempt = signInAttempt('burst@example.com', forwardedFor('203.0.113.7'));
    expect(attempts.begin(attempt).allowed).toBe(true);
    expect(attempts.begin(attempt).allowed).toBe(true);
    // Both are still waiting for the backend: a third waits a moment for them to settle.
    expect(attempts.begin(attempt)).toEqual({ allowed: false, retryAfterSeconds: 1 });
    // One could not be decided (the backend was down): it counts for nothing once it ends.
    attempts.end(attempt, 'undecided');
    expect(attempts.check(attempt).allowed).toBe(true);
    attempts.end(attempt, 'failed');
    expect(attempts.begin(attempt).allowed).toBe(true);
    attempts.end(attempt, 'failed');
    expect(attempts.begin(attempt)).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it('forgets the e-mail’s failures when an attempt under way succeeds', () => {
    const attempts = createAttemptGuard({ maxFailuresPerSubject: 2, maxFailuresPerAddress: 10 });
    const attempt = signInAttempt('mine@example.com', forwardedFor('203.0.113.8'));
    attempts.recordFailure(attempt);
    expect(attempts.begin(attempt).allowed).toBe(true);
    attempts.end(attempt, 'succeeded');
    attempts.recordFailure(attempt);
    expect(attempts.check(attempt).allowed).toBe(true);
  });

  it('is what the sign-in action uses: 5 per e-mail and 20 per address in 5 minutes', () => {
    expect(LOGIN_MAX_FAILURES_PER_ADDRESS).toBe(20);
    const attempt = signInAttempt('limits@example.com', forwardedFor('192.0.2.1'));
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) loginAttempts.recordFailure(attempt);
    expect(loginAttempts.check(signInAttempt('limits@example.com', forwardedFor('192.0.2.2'))).allowed).toBe(false);
  });

  it('is what the sign-in action uses: a 21st e-mail from one address waits until 5 minutes after the first failure', () => {
    // Its own address and e-mails: the action's counter lives as long as the process.
    const from = forwardedFor('192.0.2.77');
    for (let i = 0; i < 20; i++) {
      const attempt = signInAttempt(`address-limit-${i}@example.com`, from);
      expect(loginAttempts.check(attempt).allowed).toBe(true);
      loginAttempts.recordFailure(attempt);
    }
    const next = signInAttempt('address-limit-fresh@example.com', from);
    expect(loginAttempts.check(next)).toEqual({ allowed: false, retryAfterSeconds: 300 });
    vi.advanceTimersByTime(5 * 60_000 - 1);
    expect(loginAttempts.check(next).allowed).toBe(false);
    vi.advanceTimersByTime(1);
    expect(loginAttempts.check(next).allowed).toBe(true);
  });
});

describe('the client address', () => {
  it('is the last X-Forwarded-For hop, the one the nearest proxy appended, never the client’s first one', () => {
    expect(clientAddressOf(forwardedFor('203.0.113.7', '10.0.0.1'))).toBe('10.0.0.1');
    expect(clientAddressOf(forwardedFor('1.2.3.4', '5.6.7.8', '203.0.113.7'))).toBe('203.0.113.7');
    expect(clientAddressOf(new Headers({ 'x-forwarded-for': 'forged, 203.0.113.7 , ' }))).toBe('203.0.113.7');
    // Two headers are joined in order; the last is still the proxy's.
    const twice = new Headers();
    twice.append('x-forwarded-for', '1.1.1.1');
    twice.append('x-forwarded-for', '203.0.113.7');
    expect(clientAddressOf(twice)).toBe('203.0.113.7');
  });

  it('falls back to X-Real-IP, then to one shared unknown caller', () => {
    expect(clientAddressOf(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1');
    expect(clientAddressOf(new Headers({ 'x-forwarded-for': ' ', 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1');
    expect(clientAddressOf(new Headers())).toBe('unknown');
  });

  it('counts an IPv6 caller by its /64 network, so new addresses of one line do not reset the count', () => {
    expect(networkOf('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64');
    expect(networkOf('2001:DB8:85A3:0012::abcd')).toBe('2001:db8:85a3:12::/64');
    expect(networkOf('[2001:db8::1]:443')).toBe('2001:db8:0:0::/64');
    expect(networkOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(networkOf('203.0.113.7:51234')).toBe('203.0.113.7');
    expect(networkOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(networkOf('x'.repeat(500))).toHaveLength(64);
    const attempts = createAttemptGuard({ maxFailuresPerSubject: 100, maxFailuresPerAddress: 2 });
    attempts.recordFailure(signInAttempt('a@example.com', forwardedFor('2001:db8:85a3:12::1')));
    attempts.recordFailure(signInAttempt('b@example.com', forwardedFor('2001:db8:85a3:12::2')));
    expect(attempts.check(signInAttempt('c@example.com', forwardedFor('2001:db8:85a3:12:ffff::3'))).allowed).toBe(false);
  });
});
