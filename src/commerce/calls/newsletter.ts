import type { OccTransport } from '../transport';

/**
 * Newsletter enrolment (spec 1 §7): an email address and where the visitor signed up (the form's
 * source, `footer` by default: `DEFAULT_NEWSLETTER_SOURCE` in the newsletter feature). Signing up an
 * address that is already on the list succeeds.
 */

const NEWSLETTER_SUBSCRIPTIONS_PATH = 'newsletter/subscriptions';

export type { NewsletterSubscription } from '../schemas';

export function newsletterCalls(occ: OccTransport) {
  return {
    subscribeToNewsletter(email: string, source: string) {
      return occ.json('newsletterSubscription', {
        method: 'POST',
        path: NEWSLETTER_SUBSCRIPTIONS_PATH,
        json: { email, source },
      });
    },
  };
}
