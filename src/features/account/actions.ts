'use server';

import { z } from 'zod';
import type { OccClient } from '@/commerce/client';
import type { Address } from '@/commerce/schemas';
import { globalMessageKeyFor, hasOccError, isLoggedOnly, isOccError } from '@/commerce/errors';
import type { FormActionResult } from '@/features/auth/action-result';
import {
  changeEmailSchema,
  changePasswordSchema,
  profileSchema,
} from '@/features/auth/schemas';
import { siteLocationSchema } from '@/features/auth/site-location';
import { isSameOriginAction, requestStore, runAsCustomer, type CustomerCallResult } from '@/features/auth/server/request';
import { requestSession } from '@/commerce/session/next';
import { normalizeEmail } from '@/features/auth/email-rules';
import { addressSchema, toOccAddress } from './addresses/address-schema';
import { ADDRESS_NOT_FOUND, isUnknownToCustomer } from './not-found';
import { NOTHING_SELECTED, orderRequestSchema } from './orders/order-request-schema';

/**
 * The account area's forms (spec 3 §3, §5, §6) as Server Actions: each re-checks its form's schema
 * and acts as the session's customer. Ids from the browser (an address, an order number) only pick
 * among the customer's own data: OCC answers another customer's as unknown.
 */

function failure(result: Exclude<CustomerCallResult<unknown>, { ok: true }>): FormActionResult {
  if (result.sessionExpired) return { ok: false, sessionExpired: true };
  const { error } = result;
  if (isLoggedOnly(error)) {
    console.error('Account call refused', error);
    return { ok: false };
  }
  if (!isOccError(error) || error.status >= 500) console.error('Account call failed', error);
  return { ok: false, messageKey: globalMessageKeyFor(error) };
}

/**
 * An account form's input: its values, the site it was sent from, and the sign-in its page was shown
 * for (the readable hint's id), which must still be the session's (`runAsCustomer`).
 */
const accountInput = <T extends z.ZodType>(schema: T) =>
  z.object({ values: schema, location: siteLocationSchema, signedInAs: z.string().min(1).max(64).optional() });

/**
 * The form field an issue belongs to: the innermost named key of its path, so `values.address.phone`
 * is the address form's `phone` and `values.newEmail` the profile form's `newEmail`.
 */
function formFieldOf(path: readonly PropertyKey[]): string {
  const named = path.filter((key): key is string => typeof key === 'string');
  return named[named.length - 1] ?? 'form';
}

async function parse<T extends z.ZodType>(schema: T, input: unknown) {
  if (!(await isSameOriginAction())) return { ok: false as const, result: { ok: false, messageKey: 'forbidden' } as FormActionResult };
  const parsed = accountInput(schema).safeParse(input);
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      fieldErrors[formFieldOf(issue.path)] ??= issue.message;
    }
    return { ok: false as const, result: { ok: false, fieldErrors } as FormActionResult };
  }
  const { values, location, signedInAs } = parsed.data as { values: z.infer<T>; location: z.infer<typeof siteLocationSchema>; signedInAs?: string };
  const store = await requestStore(location.site, location.lang);
  const asCustomer = <R>(call: (occ: OccClient, userId: string) => Promise<R>) => runAsCustomer(store, call, signedInAs);
  return { ok: true as const, values, asCustomer };
}

const addressInput = z.object({ addressId: z.string().trim().max(64).optional(), address: addressSchema });

/**
 * Adds an address, or changes one of the customer's own. An address the book already holds is not
 * added again (made the default if asked): a save sent again after an answer that never came (the
 * backend slow, the connection lost) would otherwise leave it twice.
 */
export async function saveAddressAction(input: unknown): Promise<FormActionResult> {
  const parsed = await parse(addressInput, input);
  if (!parsed.ok) return parsed.result;
  const { addressId, address } = parsed.values;
  const result = await parsed.asCustomer(async (occ, userId) => {
    const occAddress = toOccAddress(address);
    if (addressId) {
      await occ.updateAddress(userId, addressId, occAddress);
      return;
    }
    const saved = (await occ.getAddresses(userId)).find((candidate) => isSameAddress(candidate, occAddress));
    if (!saved?.id) await occ.addAddress(userId, occAddress);
    else if (occAddress.defaultAddress && !saved.defaultAddress) await occ.updateAddress(userId, saved.id, occAddress);
  });
  if (result.ok) return { ok: true };
  if (isAddressGone(result)) return { ok: false, formError: ADDRESS_NOT_FOUND };
  if (!result.sessionExpired && isOccError(result.error) && result.error.status === 400) {
    return { ok: false, fieldErrors: addressFieldErrors(result.error.errors) };
  }
  return failure(result);
}

const addressIdInput = z.object({ addressId: z.string().trim().min(1).max(64) });

/**
 * Makes one of the customer's addresses the default. Only the flag is sent, so an address saved
 * before the form's rules (or by another channel) can be made the default as it is.
 */
export async function makeDefaultAddressAction(input: unknown): Promise<FormActionResult> {
  const parsed = await parse(addressIdInput, input);
  if (!parsed.ok) return parsed.result;
  const { addressId } = parsed.values;
  const result = await parsed.asCustomer((occ, userId) => occ.setDefaultAddress(userId, addressId));
  if (result.ok) return { ok: true };
  if (isAddressGone(result)) return { ok: false, formError: ADDRESS_NOT_FOUND };
  return failure(result);
}

/** Not the customer's address (deleted meanwhile, or another customer's id): "no longer exists". */
function isAddressGone(result: Exclude<CustomerCallResult<unknown>, { ok: true }>): boolean {
  return !result.sessionExpired && isUnknownToCustomer(result.error);
}

/** The same place and person: every field the form sets, compared without case and spacing. */
function isSameAddress(a: Address, b: Address): boolean {
  const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, '').toLowerCase();
  const fields = (address: Address) =>
    [
      address.titleCode, address.firstName, address.lastName, address.companyName, address.line1, address.line2,
      address.town, address.postalCode, address.country?.isocode, address.region?.isocode, address.phone, address.email,
    ].map(text);
  const other = fields(b);
  return fields(a).every((value, index) => value === other[index]);
}

/** OCC's address validation subjects -> the form's fields. */
function addressFieldErrors(errors: readonly { subject?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  const bySubject: Record<string, string> = { 'country.isocode': 'countryIso', 'region.isocode': 'regionIso' };
  for (const { subject } of errors) {
    if (!subject) continue;
    fields[bySubject[subject] ?? subject] = 'account:address.validation.rejected';
  }
  return Object.keys(fields).length > 0 ? fields : { line1: 'account:address.validation.rejected' };
}

export async function updateProfileAction(input: unknown): Promise<FormActionResult> {
  const parsed = await parse(profileSchema, input);
  if (!parsed.ok) return parsed.result;
  const result = await parsed.asCustomer((occ, userId) => occ.updateUser(userId, parsed.values));
  return result.ok ? { ok: true } : failure(result);
}

/**
 * Changes the login e-mail (new and confirmation must match, the password is required). OCC ends the
 * customer's tokens, so the session is signed out and the customer signs in again with the new address.
 */
export async function changeEmailAction(input: unknown): Promise<FormActionResult> {
  const parsed = await parse(changeEmailSchema, input);
  if (!parsed.ok) return parsed.result;
  const { newEmail, password } = parsed.values;
  const result = await parsed.asCustomer((occ, userId) =>
    occ.changeLogin(userId, { newLogin: normalizeEmail(newEmail), password }),
  );
  if (result.ok) {
    (await requestSession()).clear();
    return { ok: true };
  }
  if (!result.sessionExpired && hasOccError(result.error, 'PasswordMismatchError')) {
    return { ok: false, fieldErrors: { password: 'account:profile.wrongPassword' } };
  }
  if (!result.sessionExpired && hasOccError(result.error, 'DuplicateUidError')) {
    return { ok: false, fieldErrors: { newEmail: 'auth:register.duplicateEmail' } };
  }
  return failure(result);
}

export async function changePasswordAction(input: unknown): Promise<FormActionResult> {
  const parsed = await parse(changePasswordSchema, input);
  if (!parsed.ok) return parsed.result;
  const { oldPassword, newPassword } = parsed.values;
  const result = await parsed.asCustomer((occ, userId) => occ.changePassword(userId, { oldPassword, newPassword }));
  if (result.ok) return { ok: true };
  if (!result.sessionExpired && hasOccError(result.error, 'PasswordMismatchError')) {
    return { ok: false, fieldErrors: { oldPassword: 'account:profile.wrongPassword' } };
  }
  return failure(result);
}

function requestedLines(entries: { entryNumber: number; quantity: number }[]) {
  return entries.filter((entry) => entry.quantity > 0);
}

/**
 * The order request's own check. "Nothing selected" is the one a shopper can trip; any other failure
 * is a request the form never sends (a changed order number, a fraction of a unit), refused as the
 * backend refuses lines it cannot take.
 */
async function parseOrderRequest(input: unknown, refused: string) {
  const parsed = await parse(orderRequestSchema, input);
  if (parsed.ok || parsed.result.ok || parsed.result.messageKey) return parsed;
  const selection = parsed.result.fieldErrors?.entries;
  return { ok: false as const, result: { ok: false, formError: selection === NOTHING_SELECTED ? selection : refused } as FormActionResult };
}

/**
 * The backend's refusal of the lines, or an order that is not the customer's: the same answer, so an
 * order number tells nobody whether it exists.
 */
function isRefusedRequest(result: Exclude<CustomerCallResult<unknown>, { ok: true }>): boolean {
  if (result.sessionExpired) return false;
  return isUnknownToCustomer(result.error) || (isOccError(result.error) && result.error.status === 400);
}

export async function cancelOrderAction(input: unknown): Promise<FormActionResult> {
  const refused = 'orders:cancel.refused';
  const parsed = await parseOrderRequest(input, refused);
  if (!parsed.ok) return parsed.result;
  const { orderCode, entries } = parsed.values;
  const result = await parsed.asCustomer((occ, userId) => occ.cancelOrder(userId, orderCode, requestedLines(entries)));
  if (result.ok) return { ok: true };
  return isRefusedRequest(result) ? { ok: false, formError: refused } : failure(result);
}

export async function requestReturnAction(input: unknown): Promise<FormActionResult<{ returnCode?: string }>> {
  const refused = 'orders:return.refused';
  const parsed = await parseOrderRequest(input, refused);
  if (!parsed.ok) return parsed.result;
  const { orderCode, entries } = parsed.values;
  const result = await parsed.asCustomer((occ, userId) =>
    occ.createReturnRequest(userId, orderCode, requestedLines(entries)),
  );
  if (result.ok) return { ok: true, returnCode: result.value.code };
  return isRefusedRequest(result) ? { ok: false, formError: refused } : failure(result);
}
