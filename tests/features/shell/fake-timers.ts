import userEvent from '@testing-library/user-event';

/**
 * Fake timers that Testing Library and user-event can live with: RTL drains its queue with a
 * `setTimeout(0)` and advances it only through a global `jest`, so give it one that drives Vitest's
 * clock. Returns a user-event instance whose own waits advance the fake clock.
 */
export function fakeTimersWithUser() {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  return userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
}

export function realTimers() {
  vi.useRealTimers();
  vi.unstubAllGlobals();
}
