import type { Metadata } from 'next';
import { FALLBACK_LANGUAGE } from '@/i18n/config';
import { getTranslator } from '@/i18n/server';
import { SITE_KEYS, SITES, pathFor } from '@/site';
import { NotFoundPageView } from './NotFoundPageView';
import styles from './ErrorViews.module.css';

/**
 * The not-found page for URLs outside every site and language (e.g. `/eu/zz/`), where no site layout
 * and so no page language applies: in the fallback language, with a way to each store's home page,
 * and with the not-found page-view event like every other not-found page (spec 1 §7).
 */

export function globalNotFoundMetadata(): Metadata {
  const { t } = getTranslator(FALLBACK_LANGUAGE, ['common']);
  return { title: t('notFound.title'), robots: { index: false } };
}

export function GlobalNotFoundView() {
  const { t } = getTranslator(FALLBACK_LANGUAGE, ['common', 'site']);
  return (
    <main className={styles.view} aria-labelledby="not-found-title">
      <NotFoundPageView />
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <nav aria-label={t('site:change')}>
        <ul className={styles.links}>
          {SITE_KEYS.map((site) => (
            <li key={site}>
              {/* Another root layout: a full page load, not a client navigation. */}
              <a className={styles.action} href={pathFor({ site, lang: SITES[site].defaultLanguage }, { name: 'home' })}>
                {t(`site:siteNames.${site}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
