/** Spec 1 §4 and §9: "Newsletter message duration 6000 ms" (the confirmation and the error). */
export const NEWSLETTER_MESSAGE_MS = 6000;

/** Spec 1 §7: the newsletter source defaults to `footer`. */
export const DEFAULT_NEWSLETTER_SOURCE = 'footer';

/**
 * How a sign-up sent before the page's scripts ran went (`server/newsletter-form.ts`): the query
 * parameter it comes back to the page with, read and removed by the island.
 */
export const NEWSLETTER_OUTCOME_PARAM = 'newsletter';
export const NEWSLETTER_OUTCOMES = ['subscribed', 'invalid', 'failed'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];

/** The outcome a page's query carries, if it carries one. */
export function newsletterOutcomeOf(search: string): NewsletterOutcome | undefined {
  const value = new URLSearchParams(search).get(NEWSLETTER_OUTCOME_PARAM);
  return NEWSLETTER_OUTCOMES.find((outcome) => outcome === value);
}
