import { LOGIN_FAILURE_WINDOW_MS, LOGIN_MAX_FAILURES, attemptKey, clientAddressOf, createAttemptLimiter } from '@/features/auth/server/rate-limit';

describe('sign-in attempts', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-02-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('allows 5 failures in 5 minutes, then asks to wait until the oldest leaves the window', () => {
    expect(LOGIN_MAX_FAILURES).toBe(5);
    expect(LOGIN_FAILURE_WINDOW_MS).toBe(300_000);
    const limiter = createAttemptLimiter();
    const key = attemptKey('Alex@Example.com', '203.0.113.7');
    for (let i = 0; i < 5; i++) {
      expect(limiter.check(key).allowed).toBe(true);
      limiter.recordFailure(key);
      vi.advanceTimersByTime(10_000);
    }
    expect(limiter.check(key)).toEqual({ allowed: false, retryAfterSeconds: 250 });
    vi.advanceTimersByTime(250_000);
    expect(limiter.check(key).allowed).toBe(true);
  });

  it('counts per e-mail and address, and forgets a key after a success', () => {
    const limiter = createAttemptLimiter({ maxFailures: 2 });
    const key = attemptKey('alex@example.com', '203.0.113.7');
    limiter.recordFailure(key);
    limiter.recordFailure(key);
    expect(limiter.check(key).allowed).toBe(false);
    expect(limiter.check(attemptKey('alex@example.com', '198.51.100.1')).allowed).toBe(true);
    expect(limiter.check(attemptKey('sam@example.com', '203.0.113.7')).allowed).toBe(true);
    expect(attemptKey(' ALEX@example.com', '203.0.113.7')).toBe(key);
    limiter.reset(key);
    expect(limiter.check(key).allowed).toBe(true);
  });

  it('reads the caller from the first forwarded address', () => {
    expect(clientAddressOf(new Headers({ 'x-forwarded-for': '203.0.113.7, 10.0.0.1' }))).toBe('203.0.113.7');
    expect(clientAddressOf(new Headers({ 'x-real-ip': '198.51.100.1' }))).toBe('198.51.100.1');
    expect(clientAddressOf(new Headers())).toBe('unknown');
  });
});
