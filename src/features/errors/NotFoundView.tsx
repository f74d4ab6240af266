'use client';

import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { useSiteLocation } from './use-site-location';
import styles from './ErrorViews.module.css';

/** The not-found page (spec 3 §2): answered with HTTP 404 by the framework. */
export function NotFoundView() {
  const { t } = useTranslation('common');
  const location = useSiteLocation();
  return (
    <section className={styles.view} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <a className={styles.action} href={pathFor(location, { name: 'home' })}>
        {t('notFound.backHome')}
      </a>
    </section>
  );
}
