'use client';

import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryProvider } from './QueryProvider';
import { useSessionMayBePersonal } from './session-hint';
import { sessionQueries } from './session-queries';

/**
 * What only a signed-in customer sees on a shared page: nothing in the cached HTML, and nothing for a
 * guest, who is not even asked (no session hint, no request).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <WhenSignedIn>{children}</WhenSignedIn>
    </QueryProvider>
  );
}

function WhenSignedIn({ children }: { children: ReactNode }) {
  const mayBeSignedIn = useSessionMayBePersonal() === true;
  const summary = useQuery({ ...sessionQueries.summary(), enabled: mayBeSignedIn });
  return summary.data?.signedIn ? <>{children}</> : null;
}
