import type { GlobalMessageKey } from '@/commerce/errors';
import { getTranslator } from '@/i18n/server';
import { pathFor, type SiteLocation } from '@/site';
import { NotFoundPageView } from './NotFoundPageView';
import styles from './ErrorViews.module.css';

interface NotFoundViewProps {
  /** The site and language the page is answered in. */
  location: SiteLocation;
  /** The global message for the backend failure that left the CMS page out. */
  messageKey?: GlobalMessageKey | undefined;
}

/**
 * The built-in not-found page (spec 3 §2), answered with HTTP 404 by the framework: where the CMS
 * `notFound` page cannot be shown. When that is because the backend failed, `messageKey` is the
 * global message for the failure (spec 1 §8), shown below the apology.
 * Drawn on the server: every page carries its not-found boundary's browser code, and this view needs
 * none of its own (only the page-view event does).
 */
export function NotFoundView({ location, messageKey }: NotFoundViewProps) {
  const { t } = getTranslator(location.lang, ['common', 'messages']);
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
