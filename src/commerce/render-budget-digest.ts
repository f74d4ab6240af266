/**
 * The `digest` of a render that gave up waiting for the backend (spec 1 §9 render budget). Next hands
 * a thrown error's own digest to the error boundary, which shows the waiting view for it. A module of
 * its own, so the error boundaries every page loads carry this one string and nothing else.
 */
export const RENDER_BUDGET_DIGEST = 'render-budget';
