'use client';

import type { GlobalMessageKey } from '@/commerce/errors';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { NotFoundPageView } from './NotFoundPageView';
import { useSiteLocation } from './use-site-location';
import styles from './ErrorViews.module.css';

/**
 * The built-in not-found page (spec 3 §2), answered with HTTP 404 by the framework: where the CMS
 * `notFound` page cannot be shown. When that is because the backend failed, `messageKey` is the
 * global message for the failure (spec 1 §8), shown below the apology.
 */
export function NotFoundView({ messageKey }: { messageKey?: GlobalMessageKey | undefined }) {
  const { t } = useTranslation(['common', 'messages']);
  const location = useSiteLocation();
  return (
    <section className={styles.view} aria-labelledby="not-found-title">
      {/* A page that answers 404 gives the framework no metadata of its own: the title comes from here. */}
      <title>{`${t('notFound.title')}${t('pageTitleSuffix', { brand: t('brand') })}`}</title>
      <NotFoundPageView />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      {messageKey ? (
        <p className={styles.notice} role="status">
          {t(`messages:${messageKey}`)}
        </p>
      ) : null}
      <a className={styles.action} href={pathFor(location, { name: 'home' })}>
        {t('notFound.backHome')}
      </a>
    </section>
  );
}
