'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { useEffect } from 'react';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { SITES, languageTag, pathFor } from '@/site';
import { AccountSkeleton } from './AccountSkeleton';
import { accountQueries } from './queries';
import { useAccountErrorHandler } from './use-account-error';
import styles from './account.module.css';

/** `account/loyalty`: the points balance and the way to the points history (US/Canada, spec 1 §1). */
export function LoyaltyPage() {
  const { t } = useTranslation('account');
  const { site, language } = useStore();
  const occ = useOcc();
  const offered = SITES[site].region !== 'EMEA';
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
  if (!balance.data) return <AccountSkeleton />;
  const format = new Intl.NumberFormat(languageTag(site, language));
  return (
    <>
      <h1 className={styles.pageTitle}>{t('loyalty.title')}</h1>
      <section className={styles.card} aria-labelledby="loyalty-balance">
        <h2 id="loyalty-balance" className={styles.sectionTitle}>
          {t('loyalty.balance')}
        </h2>
        <p className={styles.number}>{t('loyalty.points', { count: balance.data.points, formatted: format.format(balance.data.points) })}</p>
        {balance.data.pointsToNextReward !== undefined && (
          <p className={styles.muted}>
            {t('loyalty.toNextReward', { count: balance.data.pointsToNextReward, formatted: format.format(balance.data.pointsToNextReward) })}
          </p>
        )}
        <Link href={pathFor({ site, lang: language }, { name: 'content', label: 'loyalty-history' })}>{t('loyalty.history')}</Link>
      </section>
    </>
  );
}
