import { createStore } from 'zustand/vanilla';
import { DEFAULT_PLACEMENT, type FlyoutPlacement } from './flyout-placement';

/**
 * The desktop flyout menu's UI state (spec 1 §4; ARCHITECTURE §6: small zustand stores per feature).
 * One store per rendered menu, created by the component, so nothing is shared between requests or tests.
 */

export interface DesktopMenuState {
  /** The open L1 item. */
  openItem: string | null;
  /** The open L2 group of that item, whose L3 panel shows. */
  openGroup: string | null;
  placement: FlyoutPlacement;
  /** A mouse click on an item hover just opened keeps it open instead of toggling it shut. */
  openedByHover: boolean;
  openItemAt(id: string, placement: FlyoutPlacement, byHover: boolean): void;
  toggleItem(id: string, placement: FlyoutPlacement): void;
  openGroupOf(id: string): void;
  toggleGroup(id: string): void;
  closeGroup(): void;
  closeAll(): void;
}

export function createDesktopMenuStore() {
  return createStore<DesktopMenuState>()((set, get) => ({
    openItem: null,
    openGroup: null,
    placement: DEFAULT_PLACEMENT,
    openedByHover: false,
    openItemAt(id, placement, byHover) {
      if (get().openItem === id) {
        if (!byHover) set({ openedByHover: false });
        return;
      }
      set({ openItem: id, openGroup: null, placement, openedByHover: byHover });
    },
    toggleItem(id, placement) {
      if (get().openItem === id) set({ openItem: null, openGroup: null, openedByHover: false });
      else set({ openItem: id, openGroup: null, placement, openedByHover: false });
    },
    openGroupOf(id) {
      if (get().openGroup !== id) set({ openGroup: id });
    },
    toggleGroup(id) {
      set({ openGroup: get().openGroup === id ? null : id });
    },
    closeGroup() {
      set({ openGroup: null });
    },
    closeAll() {
      if (get().openItem !== null || get().openGroup !== null) set({ openItem: null, openGroup: null, openedByHover: false });
    },
  }));
}

export type DesktopMenuStore = ReturnType<typeof createDesktopMenuStore>;
