'use client';

import { lazy, Suspense, type ReactNode } from 'react';
import { useSessionMayBePersonal } from '@/features/session/session-hint';

const LoyaltyHistoryPanel = lazy(() => import('./LoyaltyHistoryList').then((loaded) => ({ default: loaded.LoyaltyHistoryPanel })));
const LoyaltyAccountPanel = lazy(() => import('./LoyaltyAccount').then((loaded) => ({ default: loaded.LoyaltyAccountPanel })));

/**
 * The loyalty components' places on their shared CMS pages: for a guest (no session hint) nothing
 * renders and nothing loads; otherwise the member's part loads on demand.
 */
function ForMembers({ children }: { children: ReactNode }) {
  if (!useSessionMayBePersonal()) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

export function LoyaltyHistoryIsland() {
  return (
    <ForMembers>
      <LoyaltyHistoryPanel />
    </ForMembers>
  );
}

export function LoyaltyAccountIsland() {
  return (
    <ForMembers>
      <LoyaltyAccountPanel />
    </ForMembers>
  );
}
