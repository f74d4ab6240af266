import { connection } from 'next/server';
import { Suspense } from 'react';
import { GLOBAL_MESSAGE_KEYS } from '@/commerce/errors';
import { getTranslator } from '@/i18n/server';
import { previewOriginsFrom, type Language, type SiteKey } from '@/site';
import { ContentPreview } from './ContentPreview';
import styles from './ContentPreview.module.css';

interface PreviewPageProps {
  site: SiteKey;
  lang: Language;
}

/** The `cx-preview` page: a client-rendered preview; the allowed editor origins are read per request. */
export function PreviewPage(props: PreviewPageProps) {
  const { t } = getTranslator(props.lang, ['content']);
  return (
    <Suspense fallback={<p className={styles.notice}>{t('preview.loading')}</p>}>
      <PreviewIsland {...props} />
    </Suspense>
  );
}

async function PreviewIsland({ site, lang }: PreviewPageProps) {
  // The configuration of the running server, not of the build.
  await connection();
  const { t } = getTranslator(lang, ['content', 'messages', 'common']);
  const messages = Object.fromEntries(GLOBAL_MESSAGE_KEYS.map((key) => [key, t(`messages:${key}`)]));
  return (
    <ContentPreview
      site={site}
      lang={lang}
      allowedOrigins={previewOriginsFrom(process.env.PREVIEW_ALLOWED_ORIGINS)}
      labels={{
        loading: t('preview.loading'),
        failed: t('preview.failed'),
        missingTicket: t('preview.missingTicket'),
        notFound: t('common:notFound.title'),
        messages,
      }}
    />
  );
}
