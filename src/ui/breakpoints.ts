/**
 * Page width breakpoints in CSS pixels (spec 1 §2.1, spec 3 §2): xs 425, sm 768, md 992, lg 992.
 * md and lg are the same width in the spec; both names are kept so code reads like the spec.
 *
 * CSS Modules cannot import these, so style sheets write the numbers literally in range media
 * queries (`@media (width >= 768px)`); tests/ui/breakpoints.test.ts checks every width used in
 * src/ui style sheets is one of the values here.
 */
export const BREAKPOINTS = { xs: 425, sm: 768, md: 992, lg: 992 } as const;

/**
 * Extra widths the checkout layout uses (spec 1 §2.1, spec 2 §2 Layout and §9):
 * below 1024 the checkout is a single column, from 1280 the 880px main column and the
 * 560px sticky order-summary column sit side by side, 1440 is the layout's maximum width.
 */
export const CHECKOUT_BREAKPOINTS = { tablet: 1023, desktop: 1280, wide: 1440 } as const;

export type Breakpoint = keyof typeof BREAKPOINTS;
export type CheckoutBreakpoint = keyof typeof CHECKOUT_BREAKPOINTS;

/** Every width a media query in this code base may use. */
export const ALLOWED_MEDIA_WIDTHS: readonly number[] = [
  ...new Set([...Object.values(BREAKPOINTS), ...Object.values(CHECKOUT_BREAKPOINTS)]),
].sort((a, b) => a - b);

function widthOf(breakpoint: Breakpoint | number): number {
  return typeof breakpoint === 'number' ? breakpoint : BREAKPOINTS[breakpoint];
}

/** Media query matching viewports at least this wide, e.g. `mediaFrom('sm')` -> `(width >= 768px)`. */
export function mediaFrom(breakpoint: Breakpoint | number): string {
  return `(width >= ${widthOf(breakpoint)}px)`;
}

/** Media query matching viewports narrower than this, e.g. `mediaBelow('sm')` -> `(width < 768px)`. */
export function mediaBelow(breakpoint: Breakpoint | number): string {
  return `(width < ${widthOf(breakpoint)}px)`;
}

/** Media query matching `from <= width < below`. */
export function mediaBetween(from: Breakpoint | number, below: Breakpoint | number): string {
  return `(${widthOf(from)}px <= width < ${widthOf(below)}px)`;
}
