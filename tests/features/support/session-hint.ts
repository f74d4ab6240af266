import { CART_HINT_COOKIE } from '@/site';

/**
 * The readable hint the session cookie carries while the session may be a customer's or hold a cart
 * (`writeSession`). Header islands read it before asking anything; tests/setup-dom.ts removes it
 * after each test.
 */
export function setSessionHint(on: boolean): void {
  document.cookie = on ? `${CART_HINT_COOKIE}=1; path=/` : `${CART_HINT_COOKIE}=; max-age=0; path=/`;
}
