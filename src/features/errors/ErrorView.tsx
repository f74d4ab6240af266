'use client';

import type { GlobalMessageKey } from '@/commerce/errors';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { useSiteLocation } from './use-site-location';
import styles from './ErrorViews.module.css';

interface ErrorViewProps {
  onRetry?: () => void;
  /** The global message of a backend failure (spec 1 §8), when one is known; never the error itself. */
  messageKey?: GlobalMessageKey | undefined;
}

/** The error page: a plain apology and a way on, never a stack trace. */
export function ErrorView({ onRetry, messageKey }: ErrorViewProps) {
  const { t } = useTranslation(['common', 'messages']);
  const location = useSiteLocation();
  return (
    <section className={styles.view} aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p>{t('error.text')}</p>
      {messageKey ? (
        <p className={styles.notice} role="status">
          {t(`messages:${messageKey}`)}
        </p>
      ) : null}
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
