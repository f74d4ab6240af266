import { useCallback, useLayoutEffect, useRef, type RefCallback, type RefObject } from 'react';

/**
 * Where focus goes when a cart line leaves the list (removed, or moved to the wish list). The button
 * that was pressed goes with its line, and focus would fall to the page (or to the top of the mini
 * cart): the shopper would have to find their place again (WCAG 2.4.3 focus order). Instead:
 * - the Remove button of the line that takes the leaving line's place, else of the line before it
 *   (`useLineRemovalFocus`, in the island that lists the lines);
 * - with no line left, the empty view (`useFocusWhenEmptied`, in the island that shows it).
 * Focus is moved only when it was lost with the line: a shopper who has moved on meanwhile stays put.
 * Both run as layout effects, in the commit that takes the line away, before the dialog's focus
 * containment of the mini cart would send a lost focus to its first control.
 */

/** Focus went with a removed element, or is nowhere. */
function isFocusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || !active.isConnected;
}

export interface LineRemovalFocus {
  /** Call as a line starts leaving (its remove or move has started). */
  lineLeaving: (productCode: string) => void;
  /** The ref of a line's Remove button. */
  removeButtonRef: (productCode: string) => RefCallback<HTMLButtonElement>;
}

/** `shownCodes`: the product codes of the lines shown, in their order on screen. */
export function useLineRemovalFocus(shownCodes: readonly string[]): LineRemovalFocus {
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const leaving = useRef<{ productCode: string; index: number } | null>(null);

  useLayoutEffect(() => {
    const line = leaving.current;
    if (!line || shownCodes.includes(line.productCode)) return;
    leaving.current = null;
    if (!isFocusLost()) return;
    // The line now in its place is the next one; after the last line, the one before it.
    const target = shownCodes[Math.min(line.index, shownCodes.length - 1)];
    if (target !== undefined) removeButtons.current.get(target)?.focus();
  }, [shownCodes]);

  const lineLeaving = useCallback(
    (productCode: string) => {
      leaving.current = { productCode, index: Math.max(0, shownCodes.indexOf(productCode)) };
    },
    [shownCodes],
  );

  const removeButtonRef = useCallback(
    (productCode: string): RefCallback<HTMLButtonElement> =>
      (button) => {
        if (!button) return undefined;
        const buttons = removeButtons.current;
        buttons.set(productCode, button);
        return () => {
          if (buttons.get(productCode) === button) buttons.delete(productCode);
        };
      },
    [],
  );

  return { lineLeaving, removeButtonRef };
}

/** What an island shows of the cart: its lines, its empty view, or something else (loading, an error). */
export type CartView = 'lines' | 'empty' | 'other';

/**
 * Moves focus to the empty view (`target`, focusable with tabIndex -1) when the island turns empty
 * after having shown lines and focus went with the last one. Arriving at an empty cart moves nothing.
 */
export function useFocusWhenEmptied(view: CartView, target: RefObject<HTMLElement | null>): void {
  const hadLines = useRef(false);
  useLayoutEffect(() => {
    if (view === 'lines') hadLines.current = true;
    else if (view === 'empty') {
      if (hadLines.current && isFocusLost()) target.current?.focus();
      hadLines.current = false;
    }
  }, [view, target]);
}
