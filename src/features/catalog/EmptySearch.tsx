import { getTranslator } from '@/i18n/server';
import { pathFor, type Language, type SiteKey } from '@/site';
import { ButtonLink } from '@/ui';
import styles from './CatalogPage.module.css';

interface EmptySearchProps {
  site: SiteKey;
  lang: Language;
  text: string;
  /** False when the text had nothing to search for (only spaces or symbols). */
  searchable: boolean;
}

/** A search that found nothing, or had nothing to look for: what to try next, never an error. */
export function EmptySearch({ site, lang, text, searchable }: EmptySearchProps) {
  const { t } = getTranslator(lang, ['catalog']);
  return (
    <section className={styles.empty} aria-labelledby="empty-search-heading">
      <h1 id="empty-search-heading" className={styles.heading}>
        {searchable && text ? t('empty.searchTitle', { text }) : t('empty.nothingToSearch')}
      </h1>
      <p className={styles.emptyText}>{searchable ? t('empty.searchText') : t('empty.nothingToSearchText')}</p>
      <ul className={styles.hints}>
        <li>{t('empty.hintSpelling')}</li>
        <li>{t('empty.hintFewerWords')}</li>
        <li>{t('empty.hintGeneral')}</li>
      </ul>
      <ButtonLink href={pathFor({ site, lang }, { name: 'home' })} variant="primary">
        {t('empty.browse')}
      </ButtonLink>
    </section>
  );
}
