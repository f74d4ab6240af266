import { OccError } from '@/commerce/errors';
import { MAX_VOUCHER_CODE_LENGTH, checkVoucherCode, voucherRefusalOf } from '@/features/cart/voucher-code';

describe('a promo code before it is sent', () => {
  it('is trimmed and sent as typed', () => {
    expect(checkVoucherCode('  workwear10 ')).toEqual({ ok: true, code: 'workwear10' });
  });

  it('asks for a code when the field is empty', () => {
    expect(checkVoucherCode('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('is not valid at 500 characters or more, without asking the server', () => {
    expect(checkVoucherCode('A'.repeat(MAX_VOUCHER_CODE_LENGTH))).toEqual({ ok: false, reason: 'invalidCode' });
    expect(checkVoucherCode('A'.repeat(MAX_VOUCHER_CODE_LENGTH - 1))).toMatchObject({ ok: true });
  });

  it('is not valid when it carries markup', () => {
    expect(checkVoucherCode('<script>alert(1)</script>')).toEqual({ ok: false, reason: 'invalidCode' });
    expect(checkVoucherCode('SAVE<b>10')).toEqual({ ok: false, reason: 'invalidCode' });
  });
});

describe("the server's refusal of a promo code", () => {
  const voucherError = (message: string) => new OccError(400, [{ type: 'VoucherOperationError', message }]);

  it('is "not valid" for an unknown code', () => {
    expect(voucherRefusalOf(voucherError('coupon.invalid.code.provided'))).toBe('invalidCode');
  });

  it('has its own texts for a used-up code and a code already applied', () => {
    expect(voucherRefusalOf(voucherError('coupon.already.redeemed'))).toBe('alreadyRedeemed');
    expect(voucherRefusalOf(voucherError('coupon.already.exists.cart'))).toBe('alreadyApplied');
  });

  it('is no refusal when the failure is something else', () => {
    expect(voucherRefusalOf(new OccError(500, [{ type: 'ServerError' }]))).toBeUndefined();
    expect(voucherRefusalOf(new Error('network'))).toBeUndefined();
  });
});
