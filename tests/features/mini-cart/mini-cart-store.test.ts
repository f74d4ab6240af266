import {
  MINI_CART_CLOSE_AFTER_NAVIGATION_MS,
  MINI_CART_EXPANDED_DEBOUNCE_MS,
  MINI_CART_HOVER_OPEN_MS,
  MINI_CART_WIDTH_PX,
  QUANTITY_REDUCED_NOTICE_MS,
} from '@/features/mini-cart/mini-cart-constants';
import { createMiniCartStore } from '@/features/mini-cart/mini-cart-store';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('the mini cart constants (spec 1 §9)', () => {
  it('are the spec values', () => {
    expect(MINI_CART_HOVER_OPEN_MS).toBe(500);
    expect(MINI_CART_CLOSE_AFTER_NAVIGATION_MS).toBe(200);
    expect(MINI_CART_WIDTH_PX).toBe(350);
    expect(MINI_CART_EXPANDED_DEBOUNCE_MS).toBe(50);
    expect(QUANTITY_REDUCED_NOTICE_MS).toBe(5000);
  });
});

describe('the mini cart panel state (spec 1 §2.4, §4)', () => {
  it('opens after hovering for 500 ms', () => {
    const store = createMiniCartStore();
    store.getState().hoverStart();
    vi.advanceTimersByTime(499);
    expect(store.getState().isOpen).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().isOpen).toBe(true);
  });

  it('does not open when the pointer leaves before 500 ms', () => {
    const store = createMiniCartStore();
    store.getState().hoverStart();
    vi.advanceTimersByTime(300);
    store.getState().hoverEnd();
    vi.advanceTimersByTime(1000);
    expect(store.getState().isOpen).toBe(false);
  });

  it('keeps counting from the first movement while the pointer moves over the entry', () => {
    const store = createMiniCartStore();
    store.getState().hoverStart();
    vi.advanceTimersByTime(250);
    store.getState().hoverStart();
    vi.advanceTimersByTime(250);
    expect(store.getState().isOpen).toBe(true);
  });

  it('closes 200 ms after a completed navigation', () => {
    const store = createMiniCartStore();
    store.getState().open();
    store.getState().navigationCompleted();
    vi.advanceTimersByTime(199);
    expect(store.getState().isOpen).toBe(true);
    vi.advanceTimersByTime(1);
    expect(store.getState().isOpen).toBe(false);
  });

  it('reports the expanded state once it has been stable for 50 ms', () => {
    const store = createMiniCartStore();
    store.getState().open();
    expect(store.getState().isExpanded).toBe(false);
    vi.advanceTimersByTime(49);
    expect(store.getState().isExpanded).toBe(false);
    vi.advanceTimersByTime(1);
    expect(store.getState().isExpanded).toBe(true);
  });

  it('never flickers the expanded state for an open and close within 50 ms', () => {
    const store = createMiniCartStore();
    const seen: boolean[] = [];
    store.subscribe((state) => seen.push(state.isExpanded));
    store.getState().open();
    vi.advanceTimersByTime(20);
    store.getState().close();
    vi.advanceTimersByTime(100);
    expect(seen.filter((expanded) => expanded)).toEqual([]);
    expect(store.getState().isExpanded).toBe(false);
  });

  it('cancels every timer when disposed', () => {
    const store = createMiniCartStore();
    store.getState().hoverStart();
    store.getState().dispose();
    vi.advanceTimersByTime(1000);
    expect(store.getState().isOpen).toBe(false);
  });
});
