import { z } from 'zod';
import { isValidEmailFormat } from '@/features/auth/email-rules';
import { asTrustedClient } from '@/features/auth/server/request';
import {
  isSameOriginRequest,
  parseRouteSite,
  readForm,
  requestOrigin,
  sameOriginReferrerPath,
  TOO_LARGE,
  withSitePrefix,
} from '@/site';
import { DEFAULT_NEWSLETTER_SOURCE, NEWSLETTER_OUTCOME_PARAM, type NewsletterOutcome } from '../newsletter-constants';
import { newsletterFailureOf } from '../newsletter-error';

interface NewsletterFormContext {
  params: Promise<{ site: string; lang: string }>;
}

const formSchema = z.object({
  // No length cap here: an over-long address is refused by the e-mail check, and says so (the body's
  // size is bounded by `readForm`).
  email: z.string().trim().catch(''),
  source: z.string().trim().min(1).max(100).catch(DEFAULT_NEWSLETTER_SOURCE),
});

/**
 * The newsletter form sent before the page's scripts ran (`newsletter`, a plain form post): signs the
 * address up as the island would (spec 1 §5: only with a value; the shop's e-mail format check) and
 * goes back to the page it came from, which says how it went (`?newsletter=`, read by the island).
 * The address travels in the body, never in a URL.
 */
export async function handleNewsletterForm(request: Request, { params }: NewsletterFormContext): Promise<Response> {
  const { site: siteParam, lang: langParam } = await params;
  const location = parseRouteSite(siteParam, langParam);
  if (!location) return new Response('Not Found', { status: 404 });
  const { site, lang } = location;
  if (!isSameOriginRequest(request)) return new Response('Forbidden', { status: 403 });
  const home = withSitePrefix(site, lang, '/');
  // The page the form was on; a foreign or missing referrer goes home.
  const back = sameOriginReferrerPath(request.headers.get('referer'), requestOrigin(request)) ?? home;
  const form = await readForm(request);
  if (form === TOO_LARGE) return new Response('Payload Too Large', { status: 413 });
  const { email, source } = formSchema.parse(form ? Object.fromEntries(form) : {});
  // Spec 1 §5: "Newsletter signup runs only if the field has a value."
  if (!email) return goBack(back);
  if (!isValidEmailFormat(email)) return goBack(back, 'invalid');
  try {
    await asTrustedClient(site, lang, (occ) => occ.subscribeToNewsletter(email, source));
    return goBack(back, 'subscribed');
  } catch (error) {
    const failure = newsletterFailureOf(error);
    // A refusal that is only logged (spec 1 §8: a 403) says nothing to the shopper, as on the island's path.
    if (failure.kind === 'logged') {
      console.error('Newsletter sign-up refused', error);
      return goBack(back);
    }
    return goBack(back, failure.kind === 'field' ? 'invalid' : 'failed');
  }
}

function goBack(path: string, outcome?: NewsletterOutcome): Response {
  // An outcome of an earlier sign-up the page still carried is not this one's.
  const url = new URL(path, 'http://storefront.invalid');
  url.searchParams.delete(NEWSLETTER_OUTCOME_PARAM);
  if (outcome) url.searchParams.set(NEWSLETTER_OUTCOME_PARAM, outcome);
  return new Response(null, { status: 303, headers: { Location: `${url.pathname}${url.search}`, 'Cache-Control': 'no-store' } });
}
