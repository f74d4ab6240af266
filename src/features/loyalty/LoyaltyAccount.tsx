'use client';

import { useQuery } from '@tanstack/react-query';
import { accountQueries } from '@/features/account/queries';
import { WhileLoading } from '@/features/account/WhileLoading';
import { QueryProvider } from '@/features/session/QueryProvider';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { offersLoyalty } from '@/site';
import { LoyaltyBalanceCard } from './LoyaltyBalanceCard';

/** The balance with the page's query client, as `LoyaltyAccountIsland` loads it. */
export function LoyaltyAccountPanel() {
  return (
    <QueryProvider>
      <LoyaltyAccount />
    </QueryProvider>
  );
}

/**
 * The member's loyalty account on the programme's `groundbreakers-account` page: the balance card of
 * the account area. The page shows it to signed-in customers only (its template's right slot).
 */
export function LoyaltyAccount() {
  const { site } = useStore();
  const occ = useOcc();
  const balance = useQuery({ ...accountQueries.loyaltyBalance(occ), enabled: offersLoyalty(site) });
  // Nothing while it loads; a failure says so, with a way to try again.
  return balance.data ? <LoyaltyBalanceCard balance={balance.data} /> : <WhileLoading queries={[balance]} fallback={null} />;
}
