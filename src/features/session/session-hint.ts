'use client';

import { useSyncExternalStore } from 'react';
import { CART_HINT_COOKIE, SIGNED_IN_HINT_COOKIE } from '@/site';
import { readBrowserCookie } from './browser-cookie';

/**
 * The readable hints written beside the sealed session: `CART_HINT_COOKIE` while the session may hold
 * a cart (a guest's, or anyone signed in), `SIGNED_IN_HINT_COOKIE` while a customer is signed in.
 * Without them the header's personal parts (cart count, account link, wish list) know their state
 * without a request and without loading the query library. Responses that may set or remove them (an
 * add to cart, a sign-in) are followed by `sessionHintChanged()`, so islands that rendered before
 * read them again.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the cart hint is there now (outside rendering; components use `useSessionMayHoldCart`). */
export function readCartHint(): boolean {
  return readBrowserCookie(CART_HINT_COOKIE) === '1';
}

/** Call after a response that may have set or removed the hint. */
export function sessionHintChanged(): void {
  for (const listener of listeners) listener();
}

// A page brought back from the back-forward cache (Back, Forward) may predate a cart made or a
// sign-in on another page since: the header reads the hint again. Pages that loaded the query
// library also reload what they show (QueryProvider).
if (typeof window !== 'undefined') {
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sessionHintChanged();
  });
}

/** A first add is under way: the cart it makes counts in the header before the server answers. */
let cartComing = false;

/** Call with `true` as an add starts (its cart shown in the page's queries), `false` once it settled. */
export function setCartComing(coming: boolean): void {
  cartComing = coming;
  sessionHintChanged();
}

function readMayHoldCart(): boolean {
  return cartComing || readCartHint();
}

/**
 * May the session hold a cart, or is one on its way? For the header's count. `undefined` while the
 * page renders on the server and hydrates, so cached HTML never depends on it.
 */
export function useSessionMayHoldCart(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribe, readMayHoldCart, () => undefined);
}

/**
 * Whether a customer may be signed in, by the readable hint beside the session
 * (`SIGNED_IN_HINT_COOKIE`, which names the sign-in: `readSignedInAs` in the account area). Without
 * it nobody is; with it `/api/session` says whether the sign-in still holds.
 */
export function readSignedInHint(): boolean {
  return !!readBrowserCookie(SIGNED_IN_HINT_COOKIE);
}

/**
 * May a customer be signed in? For islands only a customer can use (the account link, the wish-list
 * link, signed-in content): a guest with a cart has the cart hint, not this one, and loads nothing of
 * them. `undefined` while the page renders on the server and hydrates.
 */
export function useSignedInHint(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribe, readSignedInHint, () => undefined);
}
