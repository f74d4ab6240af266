import type { z } from 'zod';
import { isCustomerSession } from '@/commerce/session';
import {
  cancelOrderAction,
  changeEmailAction,
  changePasswordAction,
  makeDefaultAddressAction,
  requestReturnAction,
  saveAddressAction,
  updateProfileAction,
} from '@/features/account/actions';
import { addressSchema, type AddressInput } from '@/features/account/addresses/address-schema';
import { changeEmailSchema, changePasswordSchema, fieldErrorsOf, profileSchema } from '@/features/auth/schemas';
import { setupSandboxServer } from '../../msw/sandbox';
import { CROSS_SITE_HEADERS, fakeRequest, sendSession, sessionInJar, startRequest } from '../auth/fake-next-request';

/**
 * The account area's Server Actions called directly with what a browser could post. Only Next's
 * request (headers, cookies) is faked: the session is really sealed, OCC is the sandbox's.
 */

vi.mock('next/headers', async () => (await import('../auth/fake-next-request')).nextHeadersModule);

const sandbox = setupSandboxServer();
const ALEX = { uid: 'alex.carter@example.com', password: 'Workwear#2026' };
const SAM = { uid: 'sam.rivera@example.com', password: 'Workwear#2026' };
const SAM_HOME = '8796098000011';
const location = { site: 'us', lang: 'en' } as const;

beforeEach(() => startRequest());

/** Signs the customer in; answers the sign-in's id, as the page's readable hint carries it. */
async function signedIn(customer: { uid: string; password: string } = ALEX): Promise<string | undefined> {
  const session = await sandbox.signIn(customer.uid, customer.password);
  await sendSession(session);
  return session.signInId;
}

/** The field messages the browser's own check of the form shows for these values. */
function browserFieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  if (parsed.success) throw new Error('the values are valid');
  return fieldErrorsOf(parsed.error);
}

const detroit: AddressInput = {
  titleCode: 'mr',
  firstName: 'Alex',
  lastName: 'Carter',
  companyName: '',
  line1: '500 Griswold St',
  line2: '',
  town: 'Detroit',
  postalCode: '48226',
  countryIso: 'US',
  regionIso: 'US-MI',
  phone: '+1 313 555 0199',
  defaultAddress: false,
};

describe('every account action', () => {
  it.each([
    ['the address', saveAddressAction, { addressId: undefined, address: detroit }],
    ['the default address', makeDefaultAddressAction, { addressId: '8796098000002' }],
    ['the profile', updateProfileAction, { titleCode: 'mr', firstName: 'Alex', lastName: 'Carter' }],
    ['the e-mail', changeEmailAction, { newEmail: 'a@example.com', confirmEmail: 'a@example.com', password: 'x' }],
    ['the password', changePasswordAction, { oldPassword: 'x', newPassword: 'Ab#123', newPasswordConfirm: 'Ab#123' }],
  ] as const)('refuses %s form posted from another site, and asks a visitor who is not signed in to sign in', async (_, action, values) => {
    startRequest(CROSS_SITE_HEADERS);
    await signedIn();
    expect(await action({ values, location })).toEqual({ ok: false, messageKey: 'forbidden' });
    startRequest();
    expect(await action({ values, location })).toEqual({ ok: false, sessionExpired: true });
  });

  it.each([
    ['the address', saveAddressAction, { addressId: undefined, address: { ...detroit, line1: 'Sent for someone else' } }],
    ['the profile', updateProfileAction, { titleCode: 'mr', firstName: 'Sent for', lastName: 'someone else' }],
    ['the e-mail', changeEmailAction, { newEmail: 'a@example.com', confirmEmail: 'a@example.com', password: ALEX.password }],
    ['the password', changePasswordAction, { oldPassword: ALEX.password, newPassword: 'Ab#123', newPasswordConfirm: 'Ab#123' }],
  ] as const)('acts for nobody when %s form was shown for an earlier sign-in (signed out and in again in another tab)', async (_, action, values) => {
    const earlier = await signedIn();
    startRequest();
    const now = await signedIn();
    expect(now).not.toBe(earlier);
    const before = JSON.stringify(sandbox.store.state.users[ALEX.uid]);
    expect(await action({ values, location, signedInAs: earlier })).toEqual({ ok: false, sessionExpired: true });
    expect(JSON.stringify(sandbox.store.state.users[ALEX.uid])).toBe(before);
    // Still signed in as the newer sign-in, whose own pages go on working.
    expect(isCustomerSession(await sessionInJar())).toBe(true);
  });

  it('acts for the sign-in the page was shown for', async () => {
    const signInId = await signedIn();
    expect(await updateProfileAction({ values: { titleCode: 'mr', firstName: 'Alexander', lastName: 'Carter' }, location, signedInAs: signInId })).toEqual({
      ok: true,
    });
    expect(sandbox.store.state.users[ALEX.uid]?.firstName).toBe('Alexander');
  });
});

describe('saveAddressAction', () => {
  it('checks the address again with the address schema: the same field messages, on the same fields', async () => {
    await signedIn();
    const values = { ...detroit, regionIso: '', phone: '12', line1: '' };
    const result = await saveAddressAction({ values: { address: values }, location });
    expect(result).toEqual({
      ok: false,
      fieldErrors: { line1: 'auth:validation.streetRequired', regionIso: 'account:address.validation.region', phone: 'account:address.validation.phone' },
    });
    expect(result.ok || result.fieldErrors).toEqual(browserFieldErrors(addressSchema, values));
    expect(sandbox.store.state.users[ALEX.uid]?.addresses).toHaveLength(3);
  });

  it('adds an address to the signed-in customer’s book', async () => {
    await signedIn();
    expect(await saveAddressAction({ values: { address: detroit }, location })).toEqual({ ok: true });
    expect(sandbox.store.state.users[ALEX.uid]?.addresses.map((address) => address.line1)).toContain('500 Griswold St');
  });

  it('does not add an address the book already holds: a save sent again after no answer leaves it once', async () => {
    await signedIn();
    const lines = () => (sandbox.store.state.users[ALEX.uid]?.addresses ?? []).filter((address) => address.line1 === '500 Griswold St');
    expect(await saveAddressAction({ values: { address: detroit }, location })).toEqual({ ok: true });
    expect(await saveAddressAction({ values: { address: { ...detroit, town: ' detroit ' } }, location })).toEqual({ ok: true });
    expect(lines()).toHaveLength(1);
    // Sent again asking to be the default: the one address becomes the default.
    expect(await saveAddressAction({ values: { address: { ...detroit, defaultAddress: true } }, location })).toEqual({ ok: true });
    expect(lines()).toHaveLength(1);
    expect(lines()[0]?.defaultAddress).toBe(true);
    // Another flat in the same building is another address.
    expect(await saveAddressAction({ values: { address: { ...detroit, line2: 'Suite 4' } }, location })).toEqual({ ok: true });
    expect(lines()).toHaveLength(2);
  });

  it('edits an address so that an emptied line 2, company or phone is gone when read back (spec 3 §3 address fields)', async () => {
    await signedIn();
    const alexWork = '8796098000002';
    const stored = () => sandbox.store.state.users[ALEX.uid]?.addresses.find((address) => address.id === alexWork);
    expect(stored()).toMatchObject({ companyName: 'Carter Renovation LLC', line2: 'Suite 4100', phone: '+1 312 555 0187' });
    const edited: AddressInput = {
      ...detroit,
      line1: '233 S Wacker Dr',
      town: 'Chicago',
      postalCode: '60606',
      regionIso: 'US-IL',
      companyName: '',
      line2: '',
      phone: '',
    };
    expect(await saveAddressAction({ values: { addressId: alexWork, address: edited }, location })).toEqual({ ok: true });
    expect(stored()).toMatchObject({ line1: '233 S Wacker Dr', town: 'Chicago', regionIso: 'US-IL' });
    expect(stored()?.line2).toBeUndefined();
    expect(stored()?.companyName).toBeUndefined();
    expect(stored()?.phone).toBeUndefined();
  });

  it('answers another customer’s address id as not found, and leaves it alone', async () => {
    await signedIn(ALEX);
    const before = JSON.stringify(sandbox.store.state.users[SAM.uid]);
    const result = await saveAddressAction({ values: { addressId: SAM_HOME, address: { ...detroit, line1: 'Taken over' } }, location });
    expect(result).toEqual({ ok: false, formError: 'account:address.notFound' });
    expect(JSON.stringify(sandbox.store.state.users[SAM.uid])).toBe(before);
    expect(sandbox.store.state.users[ALEX.uid]?.addresses.map((address) => address.line1)).not.toContain('Taken over');
  });
});

describe('makeDefaultAddressAction', () => {
  it('makes one of the customer’s addresses the default, leaving its lines as they were', async () => {
    await signedIn();
    const alexWork = '8796098000002';
    const addresses = () => sandbox.store.state.users[ALEX.uid]?.addresses ?? [];
    const before = addresses().find((address) => address.id === alexWork);
    expect(before?.defaultAddress).toBeFalsy();
    expect(await makeDefaultAddressAction({ values: { addressId: alexWork }, location })).toEqual({ ok: true });
    expect(addresses().find((address) => address.id === alexWork)).toEqual({ ...before, defaultAddress: true });
    expect(addresses().filter((address) => address.defaultAddress).map((address) => address.id)).toEqual([alexWork]);
  });

  it('answers another customer’s address id as not found, and leaves it alone; an empty id is refused', async () => {
    await signedIn(ALEX);
    const before = JSON.stringify(sandbox.store.state.users[SAM.uid]);
    expect(await makeDefaultAddressAction({ values: { addressId: SAM_HOME }, location })).toEqual({ ok: false, formError: 'account:address.notFound' });
    expect(JSON.stringify(sandbox.store.state.users[SAM.uid])).toBe(before);
    expect(await makeDefaultAddressAction({ values: { addressId: ' ' }, location })).toMatchObject({ ok: false, fieldErrors: {} });
  });
});

describe('updateProfileAction', () => {
  it('checks the names again with the profile schema, then saves them', async () => {
    await signedIn();
    const values = { titleCode: '', firstName: '   ', lastName: 'Carter' };
    const result = await updateProfileAction({ values, location });
    expect(result).toEqual({ ok: false, fieldErrors: { titleCode: 'auth:validation.titleRequired', firstName: 'auth:validation.firstNameRequired' } });
    expect(result.ok || result.fieldErrors).toEqual(browserFieldErrors(profileSchema, values));
    expect(await updateProfileAction({ values: { titleCode: 'mr', firstName: 'Alexander', lastName: 'Carter' }, location })).toEqual({ ok: true });
    expect(sandbox.store.state.users[ALEX.uid]?.firstName).toBe('Alexander');
  });
});

describe('changeEmailAction', () => {
  it('checks the pair again with the change-email schema: they must match, the password is required', async () => {
    await signedIn();
    const values = { newEmail: 'alex.new@example.com', confirmEmail: 'alex.old@example.com', password: 'Workwear#2026' };
    const result = await changeEmailAction({ values, location });
    expect(result).toEqual({ ok: false, fieldErrors: { confirmEmail: 'auth:validation.emailMismatch' } });
    expect(result.ok || result.fieldErrors).toEqual(browserFieldErrors(changeEmailSchema, values));
    expect(await changeEmailAction({ values: { ...values, confirmEmail: values.newEmail, password: '' }, location })).toEqual({
      ok: false,
      fieldErrors: { password: 'auth:validation.passwordRequired' },
    });
  });

  it('maps PasswordMismatchError to the wrong-password message and DuplicateUidError to the duplicate-email one', async () => {
    await signedIn();
    const wrong = await changeEmailAction({ values: { newEmail: 'alex.new@example.com', confirmEmail: 'alex.new@example.com', password: 'Nope#2026' }, location });
    expect(wrong).toEqual({ ok: false, fieldErrors: { password: 'account:profile.wrongPassword' } });
    const taken = await changeEmailAction({ values: { newEmail: SAM.uid, confirmEmail: SAM.uid, password: ALEX.password }, location });
    expect(taken).toEqual({ ok: false, fieldErrors: { newEmail: 'auth:register.duplicateEmail' } });
    expect(sandbox.store.state.users[ALEX.uid]).toBeDefined();
  });

  it('changes the login and ends the session, so the customer signs in again', async () => {
    await signedIn();
    const values = { newEmail: 'Alex.New@example.com', confirmEmail: 'alex.new@example.com', password: ALEX.password };
    expect(await changeEmailAction({ values, location })).toEqual({ ok: true });
    expect(sandbox.store.state.users['alex.new@example.com']).toBeDefined();
    expect(fakeRequest.cookies.has('ws_session')).toBe(false);
    expect(isCustomerSession(await sessionInJar())).toBe(false);
  });
});

describe('changePasswordAction', () => {
  it('checks the new password again with the change-password rules and the confirmation', async () => {
    await signedIn();
    const values = { oldPassword: '', newPassword: 'abc', newPasswordConfirm: 'abd' };
    const result = await changePasswordAction({ values, location });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        oldPassword: 'auth:validation.passwordRequired',
        newPassword: 'auth:validation.passwordRules',
        newPasswordConfirm: 'auth:validation.passwordMismatch',
      },
    });
    expect(result.ok || result.fieldErrors).toEqual(browserFieldErrors(changePasswordSchema, values));
    const mismatch = await changePasswordAction({ values: { oldPassword: ALEX.password, newPassword: 'Ab#123', newPasswordConfirm: 'Ab#124' }, location });
    expect(mismatch).toEqual({ ok: false, fieldErrors: { newPasswordConfirm: 'auth:validation.passwordMismatch' } });
  });

  it('maps a wrong old password (PasswordMismatchError) to its message, and changes it with the right one', async () => {
    await signedIn();
    const wrong = await changePasswordAction({ values: { oldPassword: 'Nope#1', newPassword: 'Ab#123', newPasswordConfirm: 'Ab#123' }, location });
    expect(wrong).toEqual({ ok: false, fieldErrors: { oldPassword: 'account:profile.wrongPassword' } });
    const changed = await changePasswordAction({ values: { oldPassword: ALEX.password, newPassword: 'Ab#123', newPasswordConfirm: 'Ab#123' }, location });
    expect(changed).toEqual({ ok: true });
    await expect(sandbox.signIn(ALEX.uid, 'Ab#123')).resolves.toBeDefined();
  });
});

describe('cancel and return requests', () => {
  it('checks the lines again: at least one unit, whole numbers only, each refusal a message the form shows', async () => {
    await signedIn();
    expect(await cancelOrderAction({ values: { orderCode: '00010006', entries: [{ entryNumber: 0, quantity: 0 }] }, location })).toEqual({
      ok: false,
      formError: 'orders:request.nothingSelected',
    });
    // Requests the form never sends are refused as the backend refuses lines.
    expect(await cancelOrderAction({ values: { orderCode: '00010006', entries: [{ entryNumber: 0, quantity: 1.5 }] }, location })).toEqual({
      ok: false,
      formError: 'orders:cancel.refused',
    });
    expect(await requestReturnAction({ values: { orderCode: '', entries: [{ entryNumber: 0, quantity: 1 }] }, location })).toEqual({
      ok: false,
      formError: 'orders:return.refused',
    });
    expect(sandbox.store.state.orders['00010006']?.status).toBe('CREATED');
  });

  it('cancels a line of the customer’s own order, and refuses what OCC refuses with its message', async () => {
    await signedIn();
    expect(await cancelOrderAction({ values: { orderCode: '00010006', entries: [{ entryNumber: 0, quantity: 1 }] }, location })).toEqual({ ok: true });
    expect(sandbox.store.state.orders['00010006']?.status).toBe('CANCELLED');
    expect(await cancelOrderAction({ values: { orderCode: '00010004', entries: [{ entryNumber: 0, quantity: 1 }] }, location })).toEqual({
      ok: false,
      formError: 'orders:cancel.refused',
    });
  });

  it('returns delivered lines and answers the return’s number', async () => {
    await signedIn();
    const result = await requestReturnAction({ values: { orderCode: '00010001', entries: [{ entryNumber: 1, quantity: 1 }] }, location });
    expect(result).toEqual({ ok: true, returnCode: expect.stringMatching(/^R\d+$/) });
  });

  it('never touches another customer’s order', async () => {
    await signedIn(SAM);
    // Refused like a line the backend will not take, so an order number tells nobody whether it exists.
    expect(await cancelOrderAction({ values: { orderCode: '00010006', entries: [{ entryNumber: 0, quantity: 1 }] }, location })).toEqual({
      ok: false,
      formError: 'orders:cancel.refused',
    });
    expect(await requestReturnAction({ values: { orderCode: '00010001', entries: [{ entryNumber: 1, quantity: 1 }] }, location })).toEqual({
      ok: false,
      formError: 'orders:return.refused',
    });
    expect(sandbox.store.state.orders['00010006']?.status).toBe('CREATED');
  });
});
