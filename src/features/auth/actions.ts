'use server';

import { headers } from 'next/headers';
import { z } from 'zod';
import { globalMessageKeyFor, hasOccError, isOccError } from '@/commerce/errors';
import { requestSession } from '@/commerce/session/next';
import { safeReturnPath } from '@/site';
import type { FormActionResult } from './action-result';
import {
  fieldErrorsOf,
  forgotPasswordSchema,
  loginSchema,
  registrationSchema,
  resetPasswordSchema,
  resetTokenSchema,
} from './schemas';
import { normalizeEmail } from './email-rules';
import { siteLocationSchema } from './site-location';
import { loginAttempts, passwordResetRequests, registrationAttempts, signInAttempt } from './server/login-attempts';
import type { AttemptOutcome } from './server/rate-limit';
import { asTrustedClient, authDeps, isSameOriginAction, requestStore } from './server/request';
import { registerAndSignIn, signIn } from './server/sign-in';

/**
 * The sign-in dialog's Server Actions (spec 1 §2.1, spec 3 §4, §5). Each checks the origin, parses its
 * input with the form's own schema, and never takes an id from the browser: who signs in is in the
 * credentials, whose cart merges is in the sealed session.
 */

const returnUrlField = z.string().max(2048).optional();

const signInInput = loginSchema.and(siteLocationSchema).and(z.object({ returnUrl: returnUrlField }));

function refused(): FormActionResult {
  return { ok: false, messageKey: 'forbidden' };
}

function rateLimited(retryAfterSeconds: number): FormActionResult<never> {
  return { ok: false, formError: 'auth:login.rateLimited', formErrorParams: { count: retryAfterSeconds } };
}

function backendFailure(error: unknown): FormActionResult {
  console.error('Sign-in service call failed', error);
  return { ok: false, messageKey: globalMessageKeyFor(error) };
}

export async function signInAction(input: unknown): Promise<FormActionResult<{ redirectTo?: string }>> {
  if (!(await isSameOriginAction())) return refused();
  const parsed = signInInput.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { email, password, site, lang, returnUrl } = parsed.data;

  const attempt = signInAttempt(email, await headers());
  const check = loginAttempts.begin(attempt);
  if (!check.allowed) return rateLimited(check.retryAfterSeconds);

  let outcome: AttemptOutcome = 'undecided';
  try {
    const session = await requestSession();
    const signedIn = await signIn(await session.read(), await requestStore(site, lang), { email, password }, authDeps());
    if (!signedIn.ok) {
      if (signedIn.reason === 'unavailable') return backendFailure(signedIn.error);
      if (signedIn.reason === 'agentSessionActive') return { ok: false, formError: 'auth:login.agentSessionActive' };
      outcome = 'failed';
      return { ok: false, formError: 'auth:login.badCredentials' };
    }
    outcome = 'succeeded';
    await session.write(signedIn.session);
    return { ok: true, redirectTo: safeReturnPath(returnUrl) };
  } finally {
    loginAttempts.end(attempt, outcome);
  }
}

const registerInput = registrationSchema.and(siteLocationSchema).and(z.object({ returnUrl: returnUrlField }));

export async function registerAction(input: unknown): Promise<FormActionResult<{ redirectTo?: string }>> {
  if (!(await isSameOriginAction())) return refused();
  const parsed = registerInput.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { site, lang, returnUrl, ...registration } = parsed.data;

  const attempt = signInAttempt(registration.email, await headers());
  const check = registrationAttempts.begin(attempt);
  if (!check.allowed) return rateLimited(check.retryAfterSeconds);

  let outcome: AttemptOutcome = 'undecided';
  try {
    const session = await requestSession();
    const current = await session.read();
    const { outcome: registered, session: updated } = await registerAndSignIn(current, await requestStore(site, lang), registration, authDeps());
    if (updated !== current) await session.write(updated);
    if (registered.ok) return { ok: true, redirectTo: safeReturnPath(returnUrl) };
    switch (registered.reason) {
      case 'duplicateEmail':
        outcome = 'failed';
        return { ok: false, fieldErrors: { email: 'auth:register.duplicateEmail' } };
      case 'agentSessionActive':
        return { ok: false, formError: 'auth:login.agentSessionActive' };
      case 'badCredentials':
        // Created, but the new credentials were refused: the shopper can still sign in by hand.
        return { ok: false, formError: 'auth:register.createdSignInFailed' };
      case 'unavailable':
        return backendFailure(registered.error);
    }
  } finally {
    registrationAttempts.end(attempt, outcome);
  }
}

const forgotInput = forgotPasswordSchema.and(siteLocationSchema);

/** Sends the reset link; the answer is the same whether or not an account exists for the address. */
export async function requestPasswordResetAction(input: unknown): Promise<FormActionResult> {
  if (!(await isSameOriginAction())) return refused();
  const parsed = forgotInput.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const { email, site, lang } = parsed.data;

  const attempt = signInAttempt(email, await headers());
  const check = passwordResetRequests.begin(attempt);
  if (!check.allowed) return rateLimited(check.retryAfterSeconds);
  try {
    await asTrustedClient(site, lang, (occ) => occ.requestPasswordReset(normalizeEmail(email)));
    return { ok: true };
  } catch (error) {
    // An unknown address must look like a known one (no account enumeration).
    if (isOccError(error) && error.status < 500 && hasOccError(error, 'UnknownIdentifierError')) return { ok: true };
    return backendFailure(error);
  } finally {
    // Every request counts, sent or not, so the limit says nothing about whether an account exists.
    passwordResetRequests.end(attempt, 'failed');
  }
}

const resetInput = resetPasswordSchema.and(resetTokenSchema).and(siteLocationSchema);

/** Sets the new password of the reset link (`login/pw/change?apiKey=&pwrt=`). */
export async function resetPasswordAction(input: unknown): Promise<FormActionResult> {
  if (!(await isSameOriginAction())) return refused();
  const parsed = resetInput.safeParse(input);
  if (!parsed.success) {
    // The token comes from the link, not from a field of the form: a malformed one (blank, too long)
    // is a link that cannot work, said as the backend's refusal of one is.
    if (parsed.error.issues.some((issue) => issue.path[0] === 'token')) return { ok: false, formError: 'auth:resetPassword.invalidLink' };
    return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  }
  const { token, password, site, lang } = parsed.data;
  try {
    await asTrustedClient(site, lang, (occ) => occ.resetPassword({ token, newPassword: password }));
    return { ok: true };
  } catch (error) {
    if (isOccError(error) && error.status >= 400 && error.status < 500 && !hasOccError(error, 'ValidationError')) {
      return { ok: false, formError: 'auth:resetPassword.invalidLink' };
    }
    if (hasOccError(error, 'ValidationError')) return { ok: false, fieldErrors: { password: 'auth:validation.passwordRules' } };
    return backendFailure(error);
  }
}
