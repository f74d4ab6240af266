'use server';

import { z } from 'zod';
import { normalizeEmail } from '@/features/auth/email-rules';
import { emailField } from '@/features/auth/schemas';
import { siteLocationSchema } from '@/features/auth/site-location';
import { asTrustedClient, isSameOriginAction } from '@/features/auth/server/request';

const confirmationInput = z.object({ email: emailField }).and(siteLocationSchema);

/**
 * Sends the double opt-in confirmation of an e-mail address (spec 3 §4): a success only when the
 * answer carries a `conversationId`. Every failure (bad address, backend down) is an error for the
 * shopper, who sees `doubleOptIn.error` at home; a backend's failure is logged (a request from
 * another site or a malformed address is only refused).
 */
export async function confirmDoubleOptInAction(input: unknown): Promise<{ ok: boolean }> {
  if (!(await isSameOriginAction())) return { ok: false };
  const parsed = confirmationInput.safeParse(input);
  if (!parsed.success) return { ok: false };
  const { email, site, lang } = parsed.data;
  try {
    const answer = await asTrustedClient(site, lang, (occ) => occ.confirmDoubleOptIn(normalizeEmail(email)));
    return { ok: Boolean(answer.conversationId) };
  } catch (error) {
    console.error('Double opt-in confirmation failed', error);
    return { ok: false };
  }
}
