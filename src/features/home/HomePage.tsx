import type { Metadata } from 'next';
import { getTranslator } from '@/i18n/server';
import type { Language } from '@/site';
import styles from './HomePage.module.css';

export async function homeMetadata(lang: Language): Promise<Metadata> {
  const { t } = await getTranslator(lang, ['home']);
  return { title: t('home:title') };
}

/** The home page's opening; the CMS-driven slots follow once content pages are in place. */
export async function HomePage({ lang }: { lang: Language }) {
  const { t } = await getTranslator(lang, ['home']);
  return (
    <section className={styles.hero} aria-labelledby="home-heading">
      <h1 id="home-heading" className={styles.heading}>
        {t('home:heading')}
      </h1>
      <p className={styles.intro}>{t('home:intro')}</p>
    </section>
  );
}
