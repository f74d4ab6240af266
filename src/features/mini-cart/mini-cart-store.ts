import { createStore } from 'zustand/vanilla';
import {
  MINI_CART_CLOSE_AFTER_NAVIGATION_MS,
  MINI_CART_EXPANDED_DEBOUNCE_MS,
  MINI_CART_HOVER_OPEN_MS,
} from './mini-cart-constants';

/**
 * The mini cart panel's UI state (spec 1 §4; ARCHITECTURE §6: a small store per feature), one per
 * rendered panel so nothing is shared between requests or tests.
 *
 * - `isOpen`: the side panel is shown. Hovering the cart entry for 500 ms opens it, leaving before
 *   that cancels; a completed navigation closes it 200 ms later.
 * - `isExpanded`: the expanded state the trigger reports (`aria-expanded`, the header's styling),
 *   which follows `isOpen` once it has been stable for 50 ms, so a quick open-and-close never flickers.
 */

export interface MiniCartState {
  isOpen: boolean;
  isExpanded: boolean;
  open(): void;
  close(): void;
  hoverStart(): void;
  hoverEnd(): void;
  navigationCompleted(): void;
  /** Cancels every pending timer (unmount). */
  dispose(): void;
}

export interface MiniCartTimings {
  hoverOpenMs: number;
  closeAfterNavigationMs: number;
  expandedDebounceMs: number;
}

const MINI_CART_TIMINGS: MiniCartTimings = {
  hoverOpenMs: MINI_CART_HOVER_OPEN_MS,
  closeAfterNavigationMs: MINI_CART_CLOSE_AFTER_NAVIGATION_MS,
  expandedDebounceMs: MINI_CART_EXPANDED_DEBOUNCE_MS,
};

export function createMiniCartStore(timings: MiniCartTimings = MINI_CART_TIMINGS) {
  let settle: ReturnType<typeof setTimeout> | undefined;
  let hover: ReturnType<typeof setTimeout> | undefined;
  let afterNavigation: ReturnType<typeof setTimeout> | undefined;

  return createStore<MiniCartState>()((set, get) => {
    const clear = (timer: ReturnType<typeof setTimeout> | undefined) => {
      if (timer !== undefined) clearTimeout(timer);
      return undefined;
    };
    const setOpen = (isOpen: boolean) => {
      hover = clear(hover);
      if (get().isOpen !== isOpen) set({ isOpen });
      settle = clear(settle);
      settle = setTimeout(() => {
        settle = undefined;
        if (get().isExpanded !== get().isOpen) set({ isExpanded: get().isOpen });
      }, timings.expandedDebounceMs);
    };
    return {
      isOpen: false,
      isExpanded: false,
      open() {
        afterNavigation = clear(afterNavigation);
        setOpen(true);
      },
      close() {
        setOpen(false);
      },
      hoverStart() {
        if (hover !== undefined || get().isOpen) return;
        hover = setTimeout(() => {
          hover = undefined;
          get().open();
        }, timings.hoverOpenMs);
      },
      hoverEnd() {
        hover = clear(hover);
      },
      navigationCompleted() {
        afterNavigation = clear(afterNavigation);
        afterNavigation = setTimeout(() => {
          afterNavigation = undefined;
          get().close();
        }, timings.closeAfterNavigationMs);
      },
      dispose() {
        settle = clear(settle);
        hover = clear(hover);
        afterNavigation = clear(afterNavigation);
      },
    };
  });
}

export type MiniCartStore = ReturnType<typeof createMiniCartStore>;
