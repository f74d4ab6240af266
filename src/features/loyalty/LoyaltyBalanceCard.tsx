'use client';

import Link from 'next/link';
import type { LoyaltyBalance } from '@/commerce/schemas';
import styles from '@/features/account/account.module.css';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { languageTag, pathFor } from '@/site';

/** A member's points, the points still needed for the next reward, and the way to the history. */
export function LoyaltyBalanceCard({ balance }: { balance: LoyaltyBalance }) {
  const { t } = useTranslation('account');
  const { site, language } = useStore();
  const format = new Intl.NumberFormat(languageTag(site, language));
  return (
    <section className={styles.card} aria-labelledby="loyalty-balance">
      <h2 id="loyalty-balance" className={styles.sectionTitle}>
        {t('loyalty.balance')}
      </h2>
      <p className={styles.number}>{t('loyalty.points', { count: balance.points, formatted: format.format(balance.points) })}</p>
      {balance.pointsToNextReward !== undefined && (
        <p className={styles.muted}>
          {t('loyalty.toNextReward', { count: balance.pointsToNextReward, formatted: format.format(balance.pointsToNextReward) })}
        </p>
      )}
      <Link href={pathFor({ site, lang: language }, { name: 'content', label: 'loyalty-history' })}>{t('loyalty.history')}</Link>
    </section>
  );
}
