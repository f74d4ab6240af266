import { maxQuantityFor, readQuantityInput } from '@/features/cart/quantity-input';

describe('a typed quantity (spec 1 §5: min 1, max the stock level)', () => {
  it('takes a whole number within the range', () => {
    expect(readQuantityInput('3', { max: 10 })).toEqual({ ok: true, quantity: 3 });
    expect(readQuantityInput(' 10 ', { max: 10 })).toEqual({ ok: true, quantity: 10 });
  });

  it('raises 0 and negative numbers to the minimum', () => {
    expect(readQuantityInput('0', { max: 10 })).toEqual({ ok: true, quantity: 1, adjusted: 'raisedToMinimum' });
    expect(readQuantityInput('-4', { max: 10 })).toEqual({ ok: true, quantity: 1, adjusted: 'raisedToMinimum' });
  });

  it('lowers a quantity above the stock level to the stock level', () => {
    expect(readQuantityInput('25', { max: 7 })).toEqual({ ok: true, quantity: 7, adjusted: 'loweredToStock' });
    expect(readQuantityInput('9999999999', { max: 7 })).toEqual({ ok: true, quantity: 7, adjusted: 'loweredToStock' });
  });

  it('rounds a fraction down to a whole number', () => {
    expect(readQuantityInput('2.5', { max: 10 })).toEqual({ ok: true, quantity: 2, adjusted: 'roundedDown' });
    expect(readQuantityInput('2,9', { max: 10 })).toEqual({ ok: true, quantity: 2, adjusted: 'roundedDown' });
    expect(readQuantityInput('0.5', { max: 10 })).toEqual({ ok: true, quantity: 1, adjusted: 'raisedToMinimum' });
  });

  it('refuses anything that is not a number', () => {
    for (const typed of ['', 'abc', '3 shirts', '1e3', '0x10', 'Infinity', '--1', '½']) {
      expect(readQuantityInput(typed, { max: 10 })).toEqual({ ok: false, reason: 'notANumber' });
    }
  });

  it('has no upper limit when the stock level is unknown', () => {
    expect(readQuantityInput('400', { max: undefined })).toEqual({ ok: true, quantity: 400 });
  });

  it('offers at least the minimum as the maximum, even with no stock', () => {
    expect(maxQuantityFor(0)).toBe(1);
    expect(maxQuantityFor(12)).toBe(12);
    expect(maxQuantityFor(undefined)).toBeUndefined();
  });
});
