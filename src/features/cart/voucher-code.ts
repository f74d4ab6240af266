import { hasOccError, isOccError } from '@/commerce/errors';

/**
 * Voucher codes (spec 1 §8 "Code is not valid"). A code is checked before any call: an empty field
 * asks for a code, and a code no shop could have issued (500 characters or more, or markup) gets the
 * invalid-code message without reaching the server.
 */

export const MAX_VOUCHER_CODE_LENGTH = 500;

export type VoucherCodeCheck = { ok: true; code: string } | { ok: false; reason: 'empty' | 'invalidCode' };

export function checkVoucherCode(raw: string): VoucherCodeCheck {
  const code = raw.trim();
  if (code === '') return { ok: false, reason: 'empty' };
  if (code.length >= MAX_VOUCHER_CODE_LENGTH || /[<>]/.test(code)) {
    return { ok: false, reason: 'invalidCode' };
  }
  return { ok: true, code };
}

/** Why the backend refused a code, as the message the form shows. */
export type VoucherRefusal = 'invalidCode' | 'alreadyRedeemed' | 'alreadyApplied';

const VOUCHER_ERROR_TYPES = ['VoucherOperationError', 'VoucherError'];

export function voucherRefusalOf(error: unknown): VoucherRefusal | undefined {
  if (!isOccError(error) || !VOUCHER_ERROR_TYPES.some((type) => hasOccError(error, type))) return undefined;
  const messages = error.errors.map((detail) => detail.message ?? '');
  if (messages.some((message) => message.includes('coupon.already.redeemed'))) return 'alreadyRedeemed';
  if (messages.some((message) => message.includes('coupon.already.exists.cart'))) return 'alreadyApplied';
  return 'invalidCode';
}
