'use client';

import { lazy, Suspense } from 'react';
import { useSignedInHint } from '@/features/session/session-hint';

const SignedInWishList = lazy(() => import('./SignedInWishList').then((loaded) => ({ default: loaded.SignedInWishList })));

/**
 * The wish-list entry of the header (spec 1 §2.2) for signed-in shoppers. Without the signed-in hint
 * (an anonymous visitor, a guest with a cart) nothing renders and nothing loads; otherwise the link
 * and its count load on demand.
 */
export function WishListCount() {
  const signedIn = useSignedInHint();
  if (!signedIn) return null;
  return (
    <Suspense fallback={null}>
      <SignedInWishList />
    </Suspense>
  );
}
