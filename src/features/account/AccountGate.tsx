'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { sessionQueries } from '@/features/session/session-queries';
import { useSessionExpired } from './use-account-error';
import { WhileLoading } from './WhileLoading';

/**
 * The account page's right slot shows only to a signed-in customer (spec 3 §2 "Account page"). The
 * proxy already sends anonymous visitors to login; this catches a session that ended since.
 */
export function AccountGate({ children }: { children: ReactNode }) {
  const summary = useQuery(sessionQueries.summary());
  const sessionExpired = useSessionExpired();
  const signedOut = summary.data !== undefined && !summary.data.signedIn;

  useEffect(() => {
    if (signedOut) sessionExpired();
  }, [signedOut, sessionExpired]);

  if (!summary.data?.signedIn) return <WhileLoading queries={[summary]} />;
  return <>{children}</>;
}
