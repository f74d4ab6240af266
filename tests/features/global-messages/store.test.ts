import {
  GLOBAL_MESSAGE_DURATION_MS,
  addGlobalMessage,
  clearGlobalMessages,
  removeGlobalMessage,
  useGlobalMessages,
} from '@/features/global-messages/store';

const shown = () => useGlobalMessages.getState().messages;

beforeEach(() => {
  vi.useFakeTimers();
  clearGlobalMessages();
});

afterEach(() => {
  clearGlobalMessages();
  vi.useRealTimers();
});

describe('global message durations (spec 1 §9)', () => {
  it('shows confirmations for 3 s, info and errors for 15 s and checkout warnings for 8 s', () => {
    expect(GLOBAL_MESSAGE_DURATION_MS).toEqual({ confirmation: 3000, info: 15000, error: 15000, warning: 8000 });
  });
});

describe('addGlobalMessage', () => {
  it('shows a message until its time is up', () => {
    addGlobalMessage({ type: 'warning', key: 'invalidEntries' });
    vi.advanceTimersByTime(7999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('does not show the same message twice at once, and restarts its time instead', () => {
    const first = addGlobalMessage({ type: 'confirmation', key: 'cart:entryAdded', params: { count: 2 } });
    vi.advanceTimersByTime(2000);
    const second = addGlobalMessage({ type: 'confirmation', key: 'cart:entryAdded', params: { count: 2 } });
    expect(second).toBe(first);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(2999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });

  it('shows messages that differ in type, key, text or parameters side by side', () => {
    addGlobalMessage({ type: 'error', key: 'cartNotFound' });
    addGlobalMessage({ type: 'info', key: 'cartNotFound' });
    addGlobalMessage({ type: 'error', key: 'badGateway' });
    addGlobalMessage({ type: 'error', text: 'Product 123 is out of stock.' });
    addGlobalMessage({ type: 'error', key: 'cart:stockExceeded', params: { stock: 2 } });
    addGlobalMessage({ type: 'error', key: 'cart:stockExceeded', params: { stock: 3 } });
    expect(shown()).toHaveLength(6);
  });

  it('replaces the message with a given id', () => {
    addGlobalMessage({ id: 'payment', type: 'info', text: 'Waiting for PayPal…' });
    addGlobalMessage({ id: 'payment', type: 'error', text: 'PayPal did not answer.' });
    expect(shown()).toEqual([{ id: 'payment', type: 'error', text: 'PayPal did not answer.' }]);
    // The replacement runs on its own type's clock: an error stays 15 s.
    vi.advanceTimersByTime(14999);
    expect(shown()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(shown()).toHaveLength(0);
  });
});

describe('removeGlobalMessage and clearGlobalMessages', () => {
  it('removes one message and leaves the others', () => {
    const id = addGlobalMessage({ type: 'error', key: 'badGateway' });
    addGlobalMessage({ type: 'error', key: 'gatewayTimeout' });
    removeGlobalMessage(id);
    expect(shown().map((message) => message.key)).toEqual(['gatewayTimeout']);
  });

  it('clears every message and its timer', () => {
    addGlobalMessage({ type: 'info', key: 'a' });
    addGlobalMessage({ type: 'error', key: 'b' });
    clearGlobalMessages();
    expect(shown()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
