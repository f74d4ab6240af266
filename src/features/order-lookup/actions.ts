'use server';

import { headers } from 'next/headers';
import { globalMessageKeyFor, hasOccError } from '@/commerce/errors';
import type { FormActionResult } from '@/features/auth/action-result';
import { fieldErrorsOf } from '@/features/auth/schemas';
import { siteLocationSchema } from '@/features/auth/site-location';
import { asTrustedClient, isSameOriginAction } from '@/features/auth/server/request';
import { normalizeEmail } from '@/features/auth/email-rules';
import type { AttemptOutcome } from '@/features/auth/server/rate-limit';
import { pathFor } from '@/site';
import { NAVIGATION_FROM_LOOKUP, orderLookupSchema } from './schema';
import { lookupAttempt, lookupAttempts } from './server/lookup-attempts';
import { rememberLookup } from './server/lookup-proof';

const lookupInput = orderLookupSchema.and(siteLocationSchema);

/**
 * Guest order lookup (spec 1 §6): finds the order by number and e-mail as the storefront's trusted
 * client, keeps the proof in a sealed cookie and answers the guest order page's path. A wrong number
 * and a wrong e-mail get the same answer.
 */
export async function lookUpOrderAction(input: unknown): Promise<FormActionResult<{ redirectTo: string }>> {
  if (!(await isSameOriginAction())) return { ok: false, messageKey: 'forbidden' };
  const parsed = lookupInput.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { orderCode, email, site, lang } = parsed.data;

  const attempt = lookupAttempt(orderCode, email, await headers());
  const check = lookupAttempts.begin(attempt);
  if (!check.allowed) return { ok: false, formError: 'auth:login.rateLimited', formErrorParams: { count: check.retryAfterSeconds } };

  let outcome: AttemptOutcome = 'undecided';
  try {
    const login = normalizeEmail(email);
    const order = await asTrustedClient(site, lang, (occ) => occ.lookupOrder({ orderCode, email: login }));
    outcome = 'succeeded';
    await rememberLookup({ site, orderCode: order.code, email: login });
    return {
      ok: true,
      redirectTo: pathFor({ site, lang }, { name: 'guestOrder', orderCode: order.code, navigationFromLookup: NAVIGATION_FROM_LOOKUP }),
    };
  } catch (error) {
    if (hasOccError(error, 'UnknownIdentifierError')) {
      outcome = 'failed';
      return { ok: false, formError: 'auth:orderLookup.notFound' };
    }
    console.error('Order lookup failed', error);
    return { ok: false, messageKey: globalMessageKeyFor(error) };
  } finally {
    lookupAttempts.end(attempt, outcome);
  }
}
