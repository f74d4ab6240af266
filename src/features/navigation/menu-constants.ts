/**
 * Timings and sizes of the category menu (spec 1 §4 and §9), defined once here.
 */

/** Spec 1 §9: "L2 open delay 150 ms" (an L1 item opens at once). */
export const L2_OPEN_DELAY_MS = 150;

/** Spec 1 §9: "Menu slide animation 150 ms": the mobile level changes after the slide. */
export const MENU_SLIDE_MS = 150;

/** Spec 1 §9: "Desktop menu panel max width 800 px". */
export const MENU_PANEL_MAX_WIDTH = 800;

/** Spec 1 §2.3 and §9: "The left-hand menu column is 320 px wide". */
export const MENU_COLUMN_WIDTH = 320;

/** Spec 1 §9: "Navigation node loading safeguard: 5 tries". */
export const NAVIGATION_LOAD_TRIES = 5;

/** Spec 1 §2.3: the mobile drill-down is two levels deep; only nodes shallower than this open. */
export const MOBILE_MENU_MAX_DEPTH = 2;

/** How wide a menu group's banner picture is drawn (its `sizes`): the desktop panel's banner column. */
export const MENU_BANNER_SIZES = '200px';
