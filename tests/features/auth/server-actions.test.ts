import type { z } from 'zod';
import { isCustomerSession } from '@/commerce/session';
import {
  registerAction,
  requestPasswordResetAction,
  resetPasswordAction,
  signInAction,
} from '@/features/auth/actions';
import { asTrustedClient } from '@/features/auth/server/request';
import {
  REGISTRATION_MAX_DUPLICATES,
  REGISTRATION_MAX_DUPLICATES_PER_ADDRESS,
  RESET_MAX_REQUESTS,
} from '@/features/auth/server/login-attempts';
import { LOGIN_MAX_FAILURES } from '@/features/auth/server/rate-limit';
import { fieldErrorsOf, loginSchema, registrationSchema, resetPasswordSchema } from '@/features/auth/schemas';
import { setupSandboxServer } from '../../msw/sandbox';
import { CROSS_SITE_HEADERS, fakeRequest, sendSession, sessionInJar, startRequest } from './fake-next-request';

/**
 * The sign-in dialog's Server Actions called directly, as Next calls them for a posted form: the
 * input is whatever the browser sent. Only Next's request (headers, cookies) is faked; sessions are
 * really sealed, and OCC and OAuth are the sandbox's.
 */

vi.mock('next/headers', async () => (await import('./fake-next-request')).nextHeadersModule);

const sandbox = setupSandboxServer();
const ALEX = { email: 'alex.carter@example.com', password: 'Workwear#2026' };
const US = { site: 'us', lang: 'en' } as const;

beforeEach(() => startRequest());

/** The field messages the browser's own check of the form shows for these values. */
function browserFieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) throw new Error('the values are valid');
  return fieldErrorsOf(parsed.error);
}

describe('every action refuses a form posted from another site', () => {
  it.each([
    ['sign-in', () => signInAction({ ...ALEX, ...US })],
    ['registration', () => registerAction({})],
    ['password reset request', () => requestPasswordResetAction({ email: ALEX.email, ...US })],
    ['password reset', () => resetPasswordAction({})],
  ])('%s', async (_, action) => {
    startRequest(CROSS_SITE_HEADERS);
    await expect(action()).resolves.toEqual({ ok: false, messageKey: 'forbidden' });
    expect(fakeRequest.cookies.size).toBe(0);
  });
});

describe('the actions’ origin behind a reverse proxy', () => {
  // A browser that sends no fetch metadata: only the Origin tells. The shop's origin is the one the
  // proxy forwards (X-Forwarded-Host and -Proto), not the host the server listens on.
  const behindProxy = { host: 'storefront:3000', 'x-forwarded-host': 'shop.example.com', 'x-forwarded-proto': 'https' };

  it('takes a form from the forwarded origin', async () => {
    startRequest({ ...behindProxy, origin: 'https://shop.example.com' });
    fakeRequest.headers.delete('sec-fetch-site');
    await expect(requestPasswordResetAction({ email: ALEX.email, ...US })).resolves.not.toEqual({ ok: false, messageKey: 'forbidden' });
  });

  it('refuses one from the listening host’s origin or another site', async () => {
    for (const origin of ['http://storefront:3000', 'https://attacker.example']) {
      startRequest({ ...behindProxy, origin });
      fakeRequest.headers.delete('sec-fetch-site');
      await expect(requestPasswordResetAction({ email: ALEX.email, ...US }), origin).resolves.toEqual({ ok: false, messageKey: 'forbidden' });
    }
  });
});

describe('signInAction', () => {
  it('checks the input again with the login schema: the same field messages as in the browser', async () => {
    const values = { email: 'alex@', password: '' };
    const result = await signInAction({ ...values, ...US });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { email: 'auth:validation.emailFormat', password: 'auth:validation.passwordRequired' },
    });
    expect(result.ok || result.fieldErrors).toEqual(browserFieldErrors(loginSchema, values));
  });

  it('refuses a site and language that do not go together, or none', async () => {
    const nonsense = await signInAction({ ...ALEX, site: 'us', lang: 'de' });
    expect(nonsense.ok).toBe(false);
    expect(await signInAction({ ...ALEX })).toMatchObject({ ok: false, fieldErrors: expect.any(Object) });
    expect(await signInAction('email=alex')).toMatchObject({ ok: false });
  });

  it('answers a wrong password with the bad-credentials message and stays signed out', async () => {
    const result = await signInAction({ email: ALEX.email, password: 'Not-the-password1', ...US });
    expect(result).toEqual({ ok: false, formError: 'auth:login.badCredentials' });
    expect(isCustomerSession(await sessionInJar())).toBe(false);
  });

  it('signs in on the server, seals the session and returns only a same-origin return path', async () => {
    const result = await signInAction({ ...ALEX, ...US, returnUrl: '/account/orders' });
    expect(result).toEqual({ ok: true, redirectTo: '/account/orders' });
    const session = await sessionInJar();
    expect(isCustomerSession(session)).toBe(true);
    // The readable hint names this sign-in; each sign-in gets its own.
    expect(session.signInId).toMatch(/^[0-9a-f-]{36}$/);
    expect(fakeRequest.cookies.get('ws_auth')).toBe(session.signInId);
    const first = session.signInId;

    startRequest();
    expect(await signInAction({ ...ALEX, ...US, returnUrl: 'https://attacker.example/account' })).toEqual({ ok: true, redirectTo: undefined });
    expect((await sessionInJar()).signInId).not.toBe(first);
  });

  it('asks to wait after 5 wrong passwords for one e-mail, even with a new forged X-Forwarded-For each time', async () => {
    const email = 'rate.limited@example.com';
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      startRequest({ 'x-forwarded-for': `10.${i}.0.1, 203.0.113.${i + 1}` });
      expect(await signInAction({ email, password: 'Wrong#1', ...US })).toEqual({ ok: false, formError: 'auth:login.badCredentials' });
    }
    startRequest({ 'x-forwarded-for': '10.99.0.1, 203.0.113.99' });
    const refused = await signInAction({ email: ` ${email.toUpperCase()}`, password: 'Wrong#1', ...US });
    expect(refused).toEqual({ ok: false, formError: 'auth:login.rateLimited', formErrorParams: { count: expect.any(Number) } });
    expect(refused.ok === false && Number(refused.formErrorParams?.count)).toBeGreaterThan(0);
  });

  it('lets only 5 of a burst of wrong passwords sent at once reach the backend', async () => {
    startRequest({ 'x-forwarded-for': '203.0.113.150' });
    const burst = await Promise.all(
      Array.from({ length: 15 }, () => signInAction({ email: 'burst@example.com', password: 'Wrong#1', ...US })),
    );
    const answers = burst.map((result) => (result.ok ? 'ok' : result.formError));
    expect(answers.filter((answer) => answer === 'auth:login.badCredentials')).toHaveLength(LOGIN_MAX_FAILURES);
    expect(answers.filter((answer) => answer === 'auth:login.rateLimited')).toHaveLength(15 - LOGIN_MAX_FAILURES);
    const passwordGrants = sandbox.requestsTo('/authorizationserver/oauth/token').length;
    expect(passwordGrants).toBe(LOGIN_MAX_FAILURES);
  });
});

describe('registerAction', () => {
  const valid = {
    titleCode: 'mr',
    firstName: 'Jordan',
    lastName: 'Miles',
    email: 'jordan.miles@example.com',
    password: 'Sturdy#B0ots9x',
    passwordConfirm: 'Sturdy#B0ots9x',
    marketingConsent: false,
  };

  it('checks the input again with the registration schema: the same field messages as in the browser', async () => {
    const values = { ...valid, titleCode: '', email: 'jordan@', password: 'weak', passwordConfirm: 'weak' };
    const result = await registerAction({ ...values, ...US });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { titleCode: 'auth:validation.titleRequired', email: 'auth:validation.emailFormat', password: 'auth:validation.passwordRules' },
    });
    expect(result.ok || result.fieldErrors).toEqual(browserFieldErrors(registrationSchema, values));
    const mismatch = await registerAction({ ...valid, passwordConfirm: 'Sturdy#B0ots9y', ...US });
    expect(mismatch).toEqual({ ok: false, fieldErrors: { passwordConfirm: 'auth:validation.passwordMismatch' } });
    expect(sandbox.store.state.users[valid.email]).toBeUndefined();
  });

  it('maps OCC’s DuplicateUidError to the duplicate-email message on the email field', async () => {
    const result = await registerAction({ ...valid, email: 'Alex.Carter@example.com', ...US });
    expect(result).toEqual({ ok: false, fieldErrors: { email: 'auth:register.duplicateEmail' } });
    expect(isCustomerSession(await sessionInJar())).toBe(false);
  });

  it('asks one address to wait after 10 registrations refused as duplicates, so it cannot test e-mails for accounts', async () => {
    const taken = Array.from({ length: REGISTRATION_MAX_DUPLICATES_PER_ADDRESS + 1 }, (_, i) => `taken.${i}@example.com`);
    sandbox.store.mutate((state) => {
      const alex = state.users[ALEX.email];
      if (!alex) throw new Error('the seed has no Alex');
      for (const email of taken) state.users[email] = { ...alex, uid: email };
    });
    const answers = [];
    for (const email of taken) {
      startRequest({ 'x-forwarded-for': '203.0.113.170' });
      answers.push(await registerAction({ ...valid, email, ...US }));
    }
    expect(answers.slice(0, -1).every((result) => !result.ok && result.fieldErrors?.email === 'auth:register.duplicateEmail')).toBe(true);
    expect(answers.at(-1)).toMatchObject({ ok: false, formError: 'auth:login.rateLimited' });
    // Another address is not held back by it.
    startRequest({ 'x-forwarded-for': '203.0.113.171' });
    expect(await registerAction({ ...valid, email: 'taken.0@example.com', ...US })).toMatchObject({ fieldErrors: { email: 'auth:register.duplicateEmail' } });
  });

  it('asks to wait after 5 registrations of one e-mail refused as duplicates, sent at once', async () => {
    startRequest({ 'x-forwarded-for': '203.0.113.160' });
    const taken = { ...valid, email: 'sam.rivera@example.com', ...US };
    const answers = await Promise.all(Array.from({ length: REGISTRATION_MAX_DUPLICATES + 2 }, () => registerAction(taken)));
    expect(answers.filter((result) => !result.ok && result.fieldErrors?.email === 'auth:register.duplicateEmail')).toHaveLength(
      REGISTRATION_MAX_DUPLICATES,
    );
    expect(answers.filter((result) => !result.ok && result.formError === 'auth:login.rateLimited')).toHaveLength(2);
  });

  it('creates the account and signs the new customer in', async () => {
    const result = await registerAction({ ...valid, ...US, returnUrl: '/account/profile' });
    expect(result).toEqual({ ok: true, redirectTo: '/account/profile' });
    expect(sandbox.store.state.users[valid.email]).toMatchObject({ firstName: 'Jordan', titleCode: 'mr' });
    expect(isCustomerSession(await sessionInJar())).toBe(true);
  });
});

describe('requestPasswordResetAction', () => {
  it('checks the e-mail again with the forgot-password schema', async () => {
    expect(await requestPasswordResetAction({ email: '', ...US })).toEqual({ ok: false, fieldErrors: { email: 'auth:validation.emailRequired' } });
    expect(await requestPasswordResetAction({ email: 'nobody@', ...US })).toEqual({ ok: false, fieldErrors: { email: 'auth:validation.emailFormat' } });
  });

  it('answers the same for an unknown address as for a customer’s, and only the customer gets a link', async () => {
    expect(await requestPasswordResetAction({ email: 'nobody@example.com', ...US })).toEqual({ ok: true });
    expect(await requestPasswordResetAction({ email: ' Alex.Carter@example.com ', ...US })).toEqual({ ok: true });
    expect(sandbox.store.state.outbox.map((message) => message.to)).toEqual([ALEX.email]);
  });

  it('sends a mailbox at most 3 links in 5 minutes, whether or not it has an account', async () => {
    for (const email of ['sam.rivera@example.com', 'nobody.else@example.com']) {
      const answers = [];
      for (let i = 0; i <= RESET_MAX_REQUESTS; i++) {
        startRequest();
        answers.push(await requestPasswordResetAction({ email, ...US }));
      }
      expect(answers.slice(0, RESET_MAX_REQUESTS)).toEqual(Array.from({ length: RESET_MAX_REQUESTS }, () => ({ ok: true })));
      expect(answers[RESET_MAX_REQUESTS]).toMatchObject({ ok: false, formError: 'auth:login.rateLimited' });
    }
    expect(sandbox.store.state.outbox.filter((message) => message.to === 'sam.rivera@example.com')).toHaveLength(RESET_MAX_REQUESTS);
  });
});

describe('resetPasswordAction', () => {
  /** A reset link for Alex, asked for as the action asks (not through it: its limit is not under test here). */
  async function resetToken(): Promise<string> {
    await asTrustedClient(US.site, US.lang, (occ) => occ.requestPasswordReset(ALEX.email));
    const link = sandbox.store.state.outbox.at(-1)?.link ?? '';
    return new URL(link, 'http://localhost').searchParams.get('pwrt') ?? '';
  }

  it('checks the new password again with the reset schema (the registration rules, typed twice)', async () => {
    const token = await resetToken();
    const values = { password: 'short', passwordConfirm: 'short' };
    const weak = await resetPasswordAction({ ...values, token, ...US });
    expect(weak).toEqual({ ok: false, fieldErrors: { password: 'auth:validation.passwordRules' } });
    expect(weak.ok || weak.fieldErrors).toEqual(browserFieldErrors(resetPasswordSchema, values));
    const mismatch = await resetPasswordAction({ password: 'Fresh#Start2026', passwordConfirm: 'Fresh#Start2027', token, ...US });
    expect(mismatch).toEqual({ ok: false, fieldErrors: { passwordConfirm: 'auth:validation.passwordMismatch' } });
  });

  it('answers a malformed token (blank, or longer than any) with the invalid-link message: the form has no field for it', async () => {
    const values = { password: 'Fresh#Start2026', passwordConfirm: 'Fresh#Start2026', ...US };
    expect(await resetPasswordAction({ ...values, token: '  ' })).toEqual({ ok: false, formError: 'auth:resetPassword.invalidLink' });
    expect(await resetPasswordAction({ ...values, token: 'x'.repeat(513) })).toEqual({ ok: false, formError: 'auth:resetPassword.invalidLink' });
  });

  it('answers an unknown or used reset token with the invalid-link message', async () => {
    const values = { password: 'Fresh#Start2026', passwordConfirm: 'Fresh#Start2026', ...US };
    expect(await resetPasswordAction({ ...values, token: 'made-up-token' })).toEqual({ ok: false, formError: 'auth:resetPassword.invalidLink' });
    const token = await resetToken();
    expect(await resetPasswordAction({ ...values, token })).toEqual({ ok: true });
    expect(await resetPasswordAction({ ...values, token })).toEqual({ ok: false, formError: 'auth:resetPassword.invalidLink' });
    // The new password is the one that signs in now.
    startRequest();
    expect(await signInAction({ email: ALEX.email, password: 'Fresh#Start2026', ...US })).toMatchObject({ ok: true });
  });

  it('keeps a signed-in visitor’s session untouched when the form is refused', async () => {
    await sendSession(await sandbox.signIn(ALEX.email, ALEX.password));
    const before = fakeRequest.cookies.get('ws_session');
    await resetPasswordAction({ password: 'x', passwordConfirm: 'y', token: 't', ...US });
    expect(fakeRequest.cookies.get('ws_session')).toBe(before);
  });
});
