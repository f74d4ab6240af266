import { MENU_PANEL_MAX_WIDTH } from './menu-constants';

/**
 * Where a desktop flyout opens (spec 1 §4): to the right of its L1 item, unless a panel of the
 * maximum width (800 px) would then overflow the screen; then it opens leftward, aligned with the
 * item's right edge, and its arrows point the other way. A leftward flyout that would still cross
 * the left edge of a narrow screen is moved back onto it.
 */

export type FlyoutDirection = 'right' | 'left';

export interface FlyoutPlacement {
  direction: FlyoutDirection;
  /** How far a leftward flyout is moved right to stay on screen, in pixels (0 when it fits). */
  shift: number;
}

export interface FlyoutPlacementInput {
  /** Left and right edges of the L1 item, in viewport pixels. */
  itemLeft: number;
  itemRight: number;
  /** Width of the viewport (the document's client width, without a scroll bar). */
  viewportWidth: number;
  /** Width of the panel; the maximum by default, so the direction does not change while it grows. */
  panelWidth?: number;
  /** Space kept free at the screen edge when a flyout has to be moved. */
  edgeMargin?: number;
}

export const DEFAULT_PLACEMENT: FlyoutPlacement = { direction: 'right', shift: 0 };

export function flyoutPlacement({
  itemLeft,
  itemRight,
  viewportWidth,
  panelWidth = MENU_PANEL_MAX_WIDTH,
  edgeMargin = 16,
}: FlyoutPlacementInput): FlyoutPlacement {
  const width = Math.min(panelWidth, MENU_PANEL_MAX_WIDTH);
  if (itemLeft + width <= viewportWidth) return DEFAULT_PLACEMENT;
  const shown = Math.min(width, viewportWidth - 2 * edgeMargin);
  const left = itemRight - shown;
  return { direction: 'left', shift: left < edgeMargin ? Math.round(edgeMargin - left) : 0 };
}
