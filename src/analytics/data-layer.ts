/**
 * The one way features report analytics events: pushed to `window.dataLayer`, where the tag manager
 * configured for the shop picks them up. Typed, so every event has the same shape everywhere.
 */

export type AnalyticsEvent =
  /** A login, registration or order-lookup dialog opened (spec 1 §2.1). */
  | { event: 'modalView'; modal: 'login' | 'register' | 'order-lookup' }
  /** A not-found page was shown (spec 1 §7). */
  | { event: 'notFoundPageView'; path: string }
  /** A form was sent successfully (contact, repair kit, company gear, newsletter). */
  | { event: 'formSubmitted'; form: string }
  /** Anything a feature needs to report that has no shape of its own yet. */
  | { event: `${string}:${string}`; [key: string]: unknown };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function pushAnalyticsEvent(event: AnalyticsEvent): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
