import type { Hono } from 'hono';
import type { SandboxEnv } from '../occ/context';
import { validation } from '../occ/errors';
import { EMAIL_PATTERN, param, readBody } from '../occ/http';

/**
 * Newsletter enrolment (spec 1 §7: "Newsletter enrollment with an email address and a source
 * (default footer)"): `POST newsletter/subscriptions` with `{email, source}` (JSON or form).
 * Answers 201 for a new address and 200 for one already on the list, so signing up twice is a success.
 * A missing or malformed address is a 400 `ValidationError` on `email`.
 */

export const DEFAULT_NEWSLETTER_SOURCE = 'footer';
const MAX_SOURCE_LENGTH = 64;

export function registerNewsletterRoutes(occ: Hono<SandboxEnv>): void {
  occ.post('/newsletter/subscriptions', async (c) => {
    const ctx = c.get('occ');
    const body = await readBody(c);
    const email = param(c, body, 'email')?.trim().toLowerCase();
    if (!email) throw validation('email', 'This field is required.', 'missing');
    if (!EMAIL_PATTERN.test(email) || email.length > 255) throw validation('email', 'This field is not a valid email address.');
    const requestedSource = param(c, body, 'source')?.trim();
    if (requestedSource && requestedSource.length > MAX_SOURCE_LENGTH) throw validation('source', `This field must contain at most ${MAX_SOURCE_LENGTH} characters.`);
    const source = requestedSource || DEFAULT_NEWSLETTER_SOURCE;

    const key = `${ctx.site.uid}:${email}`;
    const store = c.get('services').store;
    const existing = store.state.newsletterSubscriptions?.[key];
    if (existing) return c.json({ email, source: existing.source, subscribed: true }, 200);
    const subscribedAt = ctx.now.toISOString();
    store.mutate((state) => {
      state.newsletterSubscriptions = {
        ...state.newsletterSubscriptions,
        [key]: { email, site: ctx.site.uid, source, language: ctx.lang, country: ctx.country, subscribedAt },
      };
    });
    return c.json({ email, source, subscribed: true }, 201);
  });
}
