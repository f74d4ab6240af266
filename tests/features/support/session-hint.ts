import { CART_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/site';

/**
 * The readable hint the session cookie carries while the session may be a customer's or hold a cart
 * (`writeSession`). Header islands read it before asking anything; tests/setup-dom.ts removes it
 * after each test.
 */
export function setSessionHint(on: boolean): void {
  document.cookie = on ? `${CART_HINT_COOKIE}=1; path=/` : `${CART_HINT_COOKIE}=; max-age=0; path=/`;
}

/**
 * The readable signed-in hint (`writeSession` sets it for customers, to the sign-in's id); removed
 * after each test too.
 */
export function setSignedInHint(on: boolean): void {
  document.cookie = on ? `${SIGNED_IN_HINT_COOKIE}=4b1d6f0e-sign-in; path=/` : `${SIGNED_IN_HINT_COOKIE}=; max-age=0; path=/`;
}
