import type { CmsComponentProps } from '@/cms/types';
import { getTranslator } from '@/i18n/server';
import { pathFor } from '@/site';
import styles from '../content-page.module.css';

/**
 * The `ErrorComponent` flex component of the CMS `notFound` and `pageError` pages: the way on from
 * an error page (the page's own paragraph carries its heading and text).
 */
function ErrorActions({ context, code }: CmsComponentProps & { code?: string }) {
  const { t } = getTranslator(context.lang, ['common']);
  return (
    <div className={styles.errorActions}>
      {code ? (
        <p className={styles.errorCode} aria-hidden="true">
          {code}
        </p>
      ) : null}
      <a className={styles.primaryAction} href={pathFor(context, { name: 'home' })}>
        {t('notFound.backHome')}
      </a>
    </div>
  );
}

export function NotFoundErrorComponent(props: CmsComponentProps) {
  return <ErrorActions {...props} code="404" />;
}

export function PageErrorComponent(props: CmsComponentProps) {
  return <ErrorActions {...props} />;
}
