'use client';

import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { accountQueries } from '@/features/account/queries';
import { WhileLoading } from '@/features/account/WhileLoading';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { QueryProvider } from '@/features/session/QueryProvider';
import { useSignedInHint } from '@/features/session/session-hint';
import { sessionQueries } from '@/features/session/session-queries';
import { useTranslation } from '@/i18n/client';
import { languageTag, offersLoyalty } from '@/site';
import { historyDate, historyLines, shownLines } from './history';
import styles from './LoyaltyHistory.module.css';

/** The list with the page's query client, as `LoyaltyHistoryIsland` loads it. */
export function LoyaltyHistoryPanel() {
  return (
    <QueryProvider>
      <LoyaltyHistoryList />
    </QueryProvider>
  );
}

/**
 * The signed-in member's points history (spec 3 §2 "Loyalty history page": "the list shows only when
 * there are activities"). The page around it is shared and cached, so the list loads in the browser,
 * and only for a signed-in member on the US/Canada site, where the programme runs.
 */
export function LoyaltyHistoryList() {
  const { t } = useTranslation('account');
  const { site, language } = useStore();
  const occ = useOcc();
  const headingId = useId();
  const offered = offersLoyalty(site);
  const mayBeSignedIn = useSignedInHint() === true;
  const summary = useQuery({ ...sessionQueries.summary(), enabled: offered && mayBeSignedIn });
  const history = useQuery({ ...accountQueries.loyaltyHistory(occ), enabled: summary.data?.signedIn === true });

  if (!history.data) return <WhileLoading queries={[history]} fallback={null} message={t('loyaltyHistory.loadFailed')} />;
  const lines = shownLines(historyLines(history.data));
  if (lines.length === 0) return null;
  const points = new Intl.NumberFormat(languageTag(site, language), { signDisplay: 'exceptZero' });
  return (
    <section className={styles.history} aria-labelledby={headingId} data-testid="loyalty-history">
      <h2 id={headingId} className={styles.title}>
        {t('loyaltyHistory.title')}
      </h2>
      <table className={styles.table} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">{t('loyaltyHistory.date')}</th>
            <th scope="col">{t('loyaltyHistory.activity')}</th>
            <th scope="col" className={styles.points}>
              {t('loyaltyHistory.points')}
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map(({ line, desktopOnly }, index) => (
            <tr key={`${line.createdAt}-${index}`} className={desktopOnly ? styles.desktopOnly : undefined}>
              <td>{historyDate(line.createdAt)}</td>
              <td>{line.name}</td>
              <td className={styles.points}>{points.format(line.points)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
