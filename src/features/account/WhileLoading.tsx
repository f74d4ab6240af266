'use client';

import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/client';
import { Button } from '@/ui';
import { AccountSkeleton } from './AccountSkeleton';
import styles from './account.module.css';

/** What a query offers this view: whether it failed, whether it is loading again, and the way to retry. */
export interface LoadingQuery {
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

interface WhileLoadingProps {
  queries: readonly LoadingQuery[];
  /** While loading; the account skeleton unless given. */
  fallback?: ReactNode;
  /** What failed, already translated; "This could not be loaded." unless given. */
  message?: string;
}

/**
 * An account view's place while its data is not there: the skeleton while it loads; once a load
 * failed, a message and a way to try again (the failure's global message has been raised already).
 */
export function WhileLoading({ queries, fallback = <AccountSkeleton />, message }: WhileLoadingProps) {
  const { t } = useTranslation('account');
  const failed = queries.filter((query) => query.isError);
  if (failed.length === 0) return <>{fallback}</>;
  return (
    <div className={styles.loadFailed} role="alert">
      <p>{message ?? t('loadFailed')}</p>
      <Button variant="secondary" isPending={failed.some((query) => query.isFetching)} onPress={() => failed.forEach((query) => void query.refetch())}>
        {t('retry')}
      </Button>
    </div>
  );
}
