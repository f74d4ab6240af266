/** The mini cart's timings and size (spec 1 §2.4, §4, §9), defined once. */

/** Hovering the cart icon this long opens the side panel; leaving earlier cancels it. */
export const MINI_CART_HOVER_OPEN_MS = 500;
/** The panel closes this long after any completed navigation. */
export const MINI_CART_CLOSE_AFTER_NAVIGATION_MS = 200;
/** Width of the side panel; on a viewport narrower than this it takes the whole width. */
export const MINI_CART_WIDTH_PX = 350;
/** The open/closed (expanded) state settles this long after the last request to change it. */
export const MINI_CART_EXPANDED_DEBOUNCE_MS = 50;
/** How many lines the panel lists when the CMS component gives no `shownProductCount`. */
export const DEFAULT_SHOWN_PRODUCT_COUNT = 3;

export { QUANTITY_REDUCED_NOTICE_MS } from '@/features/cart/cart-activity';
