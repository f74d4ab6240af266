import { createStore } from 'zustand/vanilla';
import { MENU_SLIDE_MS, MOBILE_MENU_MAX_DEPTH } from './menu-constants';

/**
 * The mobile drill-down menu's UI state (spec 1 §2.3, §4; ARCHITECTURE §6: small zustand stores per
 * feature), apart from the desktop menu's so the page's hamburger button carries only its own. One
 * store per rendered menu, created by the component, so nothing is shared between requests or tests.
 */

export type SlideDirection = 'in' | 'out';

export interface MobileMenuState {
  isOpen: boolean;
  /**
   * The node ids from the top to the level shown: `[]` is the top (level none), `[l1]` the L1 level,
   * `[l1, l2]` the L2 level. Never deeper than two levels.
   */
  path: readonly string[];
  /** A level change under way: the slide runs, then the level changes (spec 1 §4). */
  sliding: SlideDirection | null;
  /** How the level shown was reached, for its entrance (`null` at opening). */
  entered: SlideDirection | null;
  open(): void;
  close(): void;
  /** Opens a child of the current level; ignored at the deepest level. */
  goIn(id: string): void;
  /** One level up. */
  goBack(): void;
  /** Straight to a level shown in the breadcrumb (`0` is the top). */
  goToLevel(depth: number): void;
  /** Cancels a pending level change (unmount). */
  dispose(): void;
}

export function createMobileMenuStore(slideMs: number = MENU_SLIDE_MS) {
  let pending: ReturnType<typeof setTimeout> | undefined;
  const cancelPending = () => {
    if (pending !== undefined) clearTimeout(pending);
    pending = undefined;
  };

  return createStore<MobileMenuState>()((set, get) => {
    /** Spec 1 §4: "Going in, out or resetting changes the level after a 150 ms slide animation." */
    function slideTo(path: readonly string[], sliding: SlideDirection) {
      cancelPending();
      set({ sliding });
      pending = setTimeout(() => {
        pending = undefined;
        set({ path, sliding: null, entered: sliding });
      }, slideMs);
    }

    return {
      isOpen: false,
      path: [],
      sliding: null,
      entered: null,
      open() {
        // Spec 1 §4: "Reopening the hamburger menu resets to the top."
        cancelPending();
        set({ isOpen: true, path: [], sliding: null, entered: null });
      },
      close() {
        cancelPending();
        set({ isOpen: false, sliding: null });
      },
      goIn(id) {
        const { path } = get();
        if (path.length >= MOBILE_MENU_MAX_DEPTH) return;
        slideTo([...path, id], 'in');
      },
      goBack() {
        const { path } = get();
        if (path.length === 0) return;
        slideTo(path.slice(0, -1), 'out');
      },
      goToLevel(depth) {
        const { path } = get();
        if (depth < 0 || depth >= path.length) return;
        slideTo(path.slice(0, depth), 'out');
      },
      dispose() {
        cancelPending();
      },
    };
  });
}

export type MobileMenuStore = ReturnType<typeof createMobileMenuStore>;
