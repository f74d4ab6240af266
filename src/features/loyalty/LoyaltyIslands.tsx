'use client';

import { lazy } from 'react';
import { SignedInOnly } from '@/features/session/SignedInOnly';

const LoyaltyHistoryPanel = lazy(() => import('./LoyaltyHistoryList').then((loaded) => ({ default: loaded.LoyaltyHistoryPanel })));
const LoyaltyAccountPanel = lazy(() => import('./LoyaltyAccount').then((loaded) => ({ default: loaded.LoyaltyAccountPanel })));

/*
 * The loyalty components' places on their shared CMS pages: a guest gets nothing and loads nothing;
 * a signed-in member's part loads on demand.
 */

export function LoyaltyHistoryIsland() {
  return (
    <SignedInOnly>
      <LoyaltyHistoryPanel />
    </SignedInOnly>
  );
}

export function LoyaltyAccountIsland() {
  return (
    <SignedInOnly>
      <LoyaltyAccountPanel />
    </SignedInOnly>
  );
}
