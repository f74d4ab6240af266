import { cartActivity, QUANTITY_REDUCED_NOTICE_MS, useCartActivity } from '@/features/cart/cart-activity';

beforeEach(() => {
  vi.useFakeTimers();
  cartActivity.reset();
});
afterEach(() => vi.useRealTimers());

describe('what just happened to the cart', () => {
  it('keeps the quantity-reduced notice for 5 seconds (spec 1 §9)', () => {
    expect(QUANTITY_REDUCED_NOTICE_MS).toBe(5000);
    cartActivity.recordQuantityReduced(['A']);
    vi.advanceTimersByTime(4999);
    expect(useCartActivity.getState().reduced).toEqual(['A']);
    vi.advanceTimersByTime(1);
    expect(useCartActivity.getState().reduced).toEqual([]);
  });

  it('starts the 5 seconds again when another quantity is reduced', () => {
    cartActivity.recordQuantityReduced(['A']);
    vi.advanceTimersByTime(3000);
    cartActivity.recordQuantityReduced(['B']);
    vi.advanceTimersByTime(4000);
    expect(useCartActivity.getState().reduced).toEqual(['B', 'A']);
    vi.advanceTimersByTime(1000);
    expect(useCartActivity.getState().reduced).toEqual([]);
  });

  it('remembers the last add and puts changed products first', () => {
    cartActivity.recordAdded('A');
    cartActivity.recordChanged('B');
    cartActivity.recordAdded('A');
    const state = useCartActivity.getState();
    expect(state.added?.productCode).toBe('A');
    expect(state.changed).toEqual(['A', 'B']);
    cartActivity.clearAdded();
    expect(useCartActivity.getState().added).toBeNull();
  });

  it('gives every add its own sequence, so adding the same product again is noticed', () => {
    cartActivity.recordAdded('A');
    const first = useCartActivity.getState().added;
    cartActivity.recordAdded('A');
    expect(useCartActivity.getState().added).not.toBe(first);
  });

  it('keeps removal locked while any remove holds it, so an old reload cannot unlock a newer remove', () => {
    const failedRemove = cartActivity.lockRemoval();
    // The first remove failed: unlocked at once (spec 1 §4)...
    failedRemove();
    expect(useCartActivity.getState().removalLocked).toBe(false);
    // ...and a second remove starts before the first one's reload has ended.
    const secondRemove = cartActivity.lockRemoval();
    failedRemove();
    expect(useCartActivity.getState().removalLocked).toBe(true);
    secondRemove();
    expect(useCartActivity.getState().removalLocked).toBe(false);
  });
});
