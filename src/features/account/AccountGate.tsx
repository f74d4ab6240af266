'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { sessionQueries } from '@/features/session/session-queries';
import { reloadPage } from './reload-page';
import { readSignedInAs, SignedInAsContext } from './signed-in-as';
import { useSessionExpired } from './use-account-error';
import { WhileLoading } from './WhileLoading';

/**
 * The account page's right slot shows only to a signed-in customer (spec 3 §2 "Account page"). The
 * proxy already sends anonymous visitors to login; this catches a session that ended since, and a
 * sign-in since (another customer's, in another tab): the page then shows that customer's account.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const summary = useQuery(sessionQueries.summary());
  const sessionExpired = useSessionExpired();
  const signedOut = summary.data !== undefined && !summary.data.signedIn;
  // The sign-in this page is shown for, as the page first saw it (nothing on the server).
  const [signedInAs] = useState(() => (typeof document === 'undefined' ? undefined : readSignedInAs()));

  useEffect(() => {
    if (signedOut) sessionExpired();
  }, [signedOut, sessionExpired]);

  // Back to this tab (or to this page from the history) after signing out or in elsewhere.
  useEffect(() => {
    function checkSignIn() {
      if (document.visibilityState === 'hidden') return;
      const now = readSignedInAs();
      if (now === signedInAs) return;
      if (now) reloadPage();
      else sessionExpired();
    }
    document.addEventListener('visibilitychange', checkSignIn);
    window.addEventListener('pageshow', checkSignIn);
    window.addEventListener('focus', checkSignIn);
    return () => {
      document.removeEventListener('visibilitychange', checkSignIn);
      window.removeEventListener('pageshow', checkSignIn);
      window.removeEventListener('focus', checkSignIn);
    };
  }, [signedInAs, sessionExpired]);

  if (!summary.data?.signedIn) return <WhileLoading queries={[summary]} />;
  return <SignedInAsContext value={signedInAs}>{children}</SignedInAsContext>;
}
