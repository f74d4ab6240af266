import type { GlobalMessageKey } from '@/commerce/errors';
import { getTranslator } from '@/i18n/server';
import type { Language } from '@/site';
import styles from './content-page.module.css';

/** What a visitor sees in place of CMS content that could not be loaded: the global message for the failure. */
export function CmsUnavailable({ lang, messageKey, headingLevel = 1 }: { lang: Language; messageKey: GlobalMessageKey; headingLevel?: 1 | 2 }) {
  const { t } = getTranslator(lang, ['content', 'messages']);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.unavailable} aria-labelledby="cms-unavailable-title">
      <Heading id="cms-unavailable-title" className={styles.unavailableTitle}>
        {t('unavailable.title')}
      </Heading>
      <p role="status">{t(`messages:${messageKey}`)}</p>
    </section>
  );
}
