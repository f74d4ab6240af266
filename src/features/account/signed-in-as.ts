import { createContext, useContext } from 'react';

/**
 * The sign-in the account page is shown for (the readable hint's id when the page first rendered),
 * from `AccountGate`. Account forms send it with their values, so a form left open while someone
 * signed out and another customer signed in (in another tab) changes nobody's account.
 */
export const SignedInAsContext = createContext<string | undefined>(undefined);

export function useSignedInAs(): string | undefined {
  return useContext(SignedInAsContext);
}
