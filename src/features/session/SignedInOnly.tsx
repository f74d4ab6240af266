'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useSignedInHint } from './session-hint';

const SignedInGate = lazy(() => import('./SignedInGate').then((loaded) => ({ default: loaded.SignedInGate })));

/**
 * What only a signed-in customer sees on a shared page: nothing in the cached HTML, and nothing for a
 * guest, who is not even asked (no signed-in hint, with or without a cart: no request, and the query
 * library does not load).
 */
export function SignedInOnly({ children }: { children: ReactNode }) {
  if (!useSignedInHint()) return null;
  return (
    <Suspense fallback={null}>
      <SignedInGate>{children}</SignedInGate>
    </Suspense>
  );
}
