'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryProvider } from './QueryProvider';
import { sessionQueries } from './session-queries';

/** `SignedInOnly`'s check, loaded once the session may be a customer's: `/api/session` says. */
export function SignedInGate({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <WhenSignedIn>{children}</WhenSignedIn>
    </QueryProvider>
  );
}

function WhenSignedIn({ children }: { children: ReactNode }) {
  const summary = useQuery(sessionQueries.summary());
  return summary.data?.signedIn ? <>{children}</> : null;
}
