/**
 * What a shopper did with a server-drawn part while the island that replaces it was loading, carried
 * over to the island (`ListingOnFirstUse`): the island draws the same markup, so "the same" control
 * is the one at the same position.
 */

/** The controls of a part, in document order. */
const CONTROLS = 'a[href], button, input, select, textarea, summary';

/** What the shopper did with a server-drawn part while its island was loading. */
export interface EarlyUse {
  /** Position of the control that has keyboard focus. */
  focused?: number | undefined;
  /** Controls pressed (a click, a tap, Enter or Space) or menus set to a value, in order. */
  actions: { index: number; value?: string | undefined }[];
}

/** The position of the control `target` is in (or is), within `root`. */
export function controlIndex(root: Element, target: EventTarget | null): number | undefined {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  if (!control || !root.contains(control)) return undefined;
  const index = Array.prototype.indexOf.call(root.querySelectorAll(CONTROLS), control);
  return index >= 0 ? index : undefined;
}

/**
 * Carries `early` over to the island now drawn in `root`: focus returns to the same control, then
 * presses and chosen values are played again in order (each found before any is played, as a press
 * may redraw the part).
 */
export function replayEarlyUse(root: Element, early: EarlyUse): void {
  const controls = root.querySelectorAll<HTMLElement>(CONTROLS);
  const focused = early.focused === undefined ? undefined : controls[early.focused];
  if (focused && !root.contains(document.activeElement)) focused.focus({ preventScroll: true });
  const actions = early.actions.map(({ index, value }) => ({ control: controls[index], value }));
  for (const { control, value } of actions) {
    if (!control?.isConnected) continue;
    if (value === undefined) control.click();
    else if (control instanceof HTMLSelectElement) {
      control.value = value;
      control.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }
}
