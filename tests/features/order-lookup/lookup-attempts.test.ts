import { createAttemptGuard } from '@/features/auth/server/rate-limit';
import { ORDER_LOOKUP_MAX_FAILURES, ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS, lookupAttempt } from '@/features/order-lookup/server/lookup-attempts';

const from = (...hops: string[]) => new Headers({ 'x-forwarded-for': hops.join(', ') });

function guard() {
  return createAttemptGuard({ maxFailuresPerSubject: ORDER_LOOKUP_MAX_FAILURES, maxFailuresPerAddress: ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS });
}

describe('guest order lookup attempts', () => {
  beforeEach(() => vi.useFakeTimers({ now: new Date('2026-02-01T10:00:00Z') }));
  afterEach(() => vi.useRealTimers());

  it('refuses more guesses of the e-mail of one order number, whatever address the caller forges', () => {
    const attempts = guard();
    for (let i = 0; i < ORDER_LOOKUP_MAX_FAILURES; i++) {
      const attempt = lookupAttempt('00010002', `guess${i}@example.com`, from(`10.0.${i}.1`, `198.51.100.${i}`));
      expect(attempts.check(attempt).allowed).toBe(true);
      attempts.recordFailure(attempt);
    }
    expect(attempts.check(lookupAttempt(' 00010002 ', 'another@example.com', from('192.0.2.99'))).allowed).toBe(false);
    expect(attempts.check(lookupAttempt('00010003', 'another@example.com', from('192.0.2.99'))).allowed).toBe(true);
  });

  it('refuses more guesses of the order numbers of one e-mail', () => {
    const attempts = guard();
    for (let i = 0; i < ORDER_LOOKUP_MAX_FAILURES; i++) attempts.recordFailure(lookupAttempt(`0001${i}000`, 'alex.carter@example.com', from(`198.51.100.${i}`)));
    expect(attempts.check(lookupAttempt('00010001', 'ALEX.CARTER@example.com', from('192.0.2.99'))).allowed).toBe(false);
  });

  it('refuses one address guessing many pairs, and does not forget it after a success', () => {
    const attempts = guard();
    for (let i = 0; i < ORDER_LOOKUP_MAX_FAILURES_PER_ADDRESS; i++) {
      attempts.recordFailure(lookupAttempt(`A${i}`, `guess${i}@example.com`, from('forged', '203.0.113.7')));
    }
    attempts.recordSuccess(lookupAttempt('00010002', 'alex.carter@example.com', from('203.0.113.7')));
    expect(attempts.check(lookupAttempt('00010002', 'alex.carter@example.com', from('203.0.113.7')))).toEqual({ allowed: false, retryAfterSeconds: 300 });
    expect(attempts.check(lookupAttempt('00010002', 'alex.carter@example.com', from('198.51.100.1'))).allowed).toBe(true);
  });
});
