'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { LoyaltyBalanceCard } from '@/features/loyalty/LoyaltyBalanceCard';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { offersLoyalty } from '@/site';
import { accountQueries } from './queries';
import { useAccountErrorHandler } from './use-account-error';
import { WhileLoading } from './WhileLoading';
import styles from './account.module.css';

/** `account/loyalty`: the points balance and the way to the points history (US/Canada, spec 1 §1). */
export function LoyaltyPage() {
  const { t } = useTranslation('account');
  const { site } = useStore();
  const occ = useOcc();
  const offered = offersLoyalty(site);
  const onError = useAccountErrorHandler();
  const balance = useQuery({ ...accountQueries.loyaltyBalance(occ), enabled: offered });
  useEffect(() => {
    if (balance.error) onError(balance.error);
  }, [balance.error, onError]);

  if (!offered) {
    return (
      <>
        <h1 className={styles.pageTitle}>{t('loyalty.title')}</h1>
        <p className={styles.intro}>{t('loyalty.notOffered')}</p>
      </>
    );
  }
  if (!balance.data) return <WhileLoading queries={[balance]} />;
  return (
    <>
      <h1 className={styles.pageTitle}>{t('loyalty.title')}</h1>
      <LoyaltyBalanceCard balance={balance.data} />
    </>
  );
}
