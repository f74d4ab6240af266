import { createContext, useContext } from 'react';
import { readBrowserCookie } from '@/features/session/browser-cookie';
import { SIGNED_IN_HINT_COOKIE } from '@/site';

/**
 * The sign-in the readable hint beside the session names (`SIGNED_IN_HINT_COOKIE`), new at each
 * sign-in; undefined while nobody is signed in. Here, not with the header's hint readers: only the
 * account area asks which sign-in it is.
 */
export function readSignedInAs(): string | undefined {
  return readBrowserCookie(SIGNED_IN_HINT_COOKIE) || undefined;
}

/**
 * The sign-in the account page is shown for (the readable hint's id when the page first rendered),
 * from `AccountGate`. Account forms (the Server Actions) send it with their values, so a form left
 * open while someone signed out and another customer signed in (in another tab) changes nobody's
 * account. The writes that go through the commerce proxy (deleting an address or a card, making a
 * card the default) carry no sign-in: they name an id of the old customer's, which OCC does not know
 * for the new one and answers as not found.
 */
export const SignedInAsContext = createContext<string | undefined>(undefined);

export function useSignedInAs(): string | undefined {
  return useContext(SignedInAsContext);
}
