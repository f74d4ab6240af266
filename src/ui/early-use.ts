/**
 * What a shopper did with a server-drawn part while the island that replaces it was loading, carried
 * over to the island (`IslandOnFirstUse`): the island draws the same markup, so "the same" control
 * is the one at the same position.
 */

import { flushSync } from 'react-dom';

/** The controls of a part, in document order. */
const CONTROLS = 'a[href], button, input, select, textarea, summary';

/** One thing done to a control: pressed (a click, a tap, Enter or Space), a menu set, text typed. */
export type EarlyAction = { index: number; kind: 'press' } | { index: number; kind: 'choose' | 'type'; value: string };

/** What the shopper did with a server-drawn part while its island was loading. */
export interface EarlyUse {
  /** Position of the control that has keyboard focus. */
  focused?: number | undefined;
  actions: EarlyAction[];
}

/** The position of the control `target` is in (or is), within `root`. */
export function controlIndex(root: Element, target: EventTarget | null): number | undefined {
  const control = target instanceof Element ? target.closest(CONTROLS) : null;
  if (!control || !root.contains(control)) return undefined;
  const index = Array.prototype.indexOf.call(root.querySelectorAll(CONTROLS), control);
  return index >= 0 ? index : undefined;
}

/** Notes `action`; text typed into the same field as the last action replaces it (the field's value counts). */
export function noteEarlyAction(early: EarlyUse, action: EarlyAction): void {
  const last = early.actions.at(-1);
  if (action.kind === 'type' && last?.kind === 'type' && last.index === action.index) early.actions[early.actions.length - 1] = action;
  else early.actions.push(action);
}

/** Sets a field's value so that React sees the change (its own value setter is bypassed). */
function setFieldValue(field: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

function play(action: EarlyAction, control: HTMLElement) {
  if (action.kind === 'press') control.click();
  else if (action.kind === 'choose' && control instanceof HTMLSelectElement) {
    control.value = action.value;
    control.dispatchEvent(new Event('change', { bubbles: true }));
  } else if (action.kind === 'type' && (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement)) {
    setFieldValue(control, action.value);
  }
}

/**
 * Carries `early` over to the island now drawn in `root`, from the commit that drew it: focus returns
 * to the same control at once (keys pressed next reach it), then, once the commit is done, the
 * actions are played again in order, each one's updates rendered before the next (a press sees the
 * text typed before it). Each control is found before any is played, as a press may redraw the part.
 */
export function replayEarlyUse(root: Element, early: EarlyUse): void {
  const controls = root.querySelectorAll<HTMLElement>(CONTROLS);
  const focused = early.focused === undefined ? undefined : controls[early.focused];
  if (focused && !root.contains(document.activeElement)) focused.focus({ preventScroll: true });
  const actions = early.actions.map((action) => ({ action, control: controls[action.index] }));
  if (actions.length === 0) return;
  queueMicrotask(() => {
    for (const { action, control } of actions) {
      if (control?.isConnected) flushSync(() => play(action, control));
    }
  });
}
