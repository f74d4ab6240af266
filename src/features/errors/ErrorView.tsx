'use client';

import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { useSiteLocation } from './use-site-location';
import styles from './ErrorViews.module.css';

/** The error page: a plain apology and a way on, never a stack trace. */
export function ErrorView({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation('common');
  const location = useSiteLocation();
  return (
    <section className={styles.view} aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      <div className={styles.actions}>
        {onRetry ? (
          <button type="button" className={styles.action} onClick={onRetry}>
            {t('error.retry')}
          </button>
        ) : null}
        <a className={styles.action} href={pathFor(location, { name: 'home' })}>
          {t('error.backHome')}
        </a>
      </div>
    </section>
  );
}
