'use client';

import { lazy, Suspense } from 'react';
import { useSessionMayBePersonal } from '@/features/session/session-hint';

const SignedInWishList = lazy(() => import('./SignedInWishList').then((loaded) => ({ default: loaded.SignedInWishList })));

/**
 * The wish-list entry of the header (spec 1 §2.2) for signed-in shoppers. A session without the hint
 * is nobody's: nothing renders and nothing loads; otherwise the link and its count load on demand.
 */
export function WishListCount() {
  const mayBeSignedIn = useSessionMayBePersonal();
  if (!mayBeSignedIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInWishList />
    </Suspense>
  );
}
