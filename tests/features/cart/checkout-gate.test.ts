import { canStartCheckout, checkoutDecision } from '@/features/cart/checkout-gate';
import { cart, entry } from './cart-fixtures';

describe('checkout from the mini cart (spec 1 §2.4, §5)', () => {
  it('may start for a cart within stock', () => {
    expect(canStartCheckout(cart([entry()]), false)).toBe(true);
  });

  it('is disabled while a stock warning exists', () => {
    expect(canStartCheckout(cart([entry(), entry({ code: 'B', stockLevel: 0 })]), false)).toBe(false);
    expect(canStartCheckout(cart([entry({ quantity: 3, stockLevel: 2 })]), false)).toBe(false);
  });

  it('is disabled while checkout is starting, and for an empty cart', () => {
    expect(canStartCheckout(cart([entry()]), true)).toBe(false);
    expect(canStartCheckout(cart([]), false)).toBe(false);
    expect(canStartCheckout(null, false)).toBe(false);
  });

  it('proceeds only when the cart is valid and then has no out-of-stock line', () => {
    const valid = { valid: true, modifications: [] };
    expect(checkoutDecision(valid, cart([entry()]))).toBe('proceed');
    expect(checkoutDecision({ valid: false, modifications: [{ statusCode: 'lowStock' }] }, cart([entry()]))).toBe('stop');
    expect(checkoutDecision(valid, cart([entry({ stockLevel: 0 })]))).toBe('stop');
    expect(checkoutDecision(valid, cart([]))).toBe('stop');
    expect(checkoutDecision(valid, null)).toBe('stop');
  });
});
