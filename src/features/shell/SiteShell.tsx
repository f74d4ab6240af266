import type { Metadata } from 'next';
import { Suspense, type ReactNode } from 'react';
import { GlobalMessageRegion } from '@/features/global-messages';
import { DialogHost } from '@/features/dialogs/DialogHost';
import { StoreProvider } from '@/features/session/StoreProvider';
import { SiteSelector } from '@/features/site-selector/SiteSelector';
import { I18nProvider } from '@/i18n/client';
import { pickResources } from '@/i18n/resources';
import { getTranslator } from '@/i18n/server';
import { pathFor, withDialog, type Language, type SiteKey } from '@/site';
import { currentYear } from './current-year';
import styles from './SiteShell.module.css';

/** Namespaces the shell's client islands (dialogs, messages, selector) read. */
const SHELL_NAMESPACES = ['common', 'messages', 'site', 'auth'] as const;

interface SiteShellProps {
  site: SiteKey;
  lang: Language;
  children: ReactNode;
}

export async function shellMetadata({ lang }: { site: SiteKey; lang: Language }): Promise<Metadata> {
  const { t } = await getTranslator(lang, ['common']);
  const brand = t('common:brand');
  return {
    title: { default: brand, template: `%s | ${brand}` },
    applicationName: brand,
  };
}

/** The page frame every storefront page shares: header, main landmark, footer and the shell islands. */
export async function SiteShell({ site, lang, children }: SiteShellProps) {
  const { t } = await getTranslator(lang, [...SHELL_NAMESPACES]);
  const home = pathFor({ site, lang }, { name: 'home' });
  const year = await currentYear();
  return (
    <I18nProvider lang={lang} resources={pickResources(lang, [...SHELL_NAMESPACES])}>
      <StoreProvider site={site} lang={lang}>
        <a className={styles.skipLink} href="#main-content">
          {t('common:skipToContent')}
        </a>
        <header className={styles.header}>
          <div className={styles.headerInner}>
            <a className={styles.logo} href={home}>
              {t('common:brand')}
            </a>
            <nav className={styles.utility} aria-label={t('common:account')}>
              <SiteSelector site={site} lang={lang} />
              <a className={styles.utilityLink} href={withDialog(home, 'login')} data-testid="sign-in-link">
                {t('common:signIn')}
              </a>
              <a className={styles.utilityLink} href={pathFor({ site, lang }, { name: 'cart' })}>
                {t('common:cartLink')}
              </a>
            </nav>
          </div>
        </header>
        <main id="main-content" className={styles.main} tabIndex={-1}>
          {children}
        </main>
        <footer className={`${styles.footer} surface-inverse`}>
          <p>{t('common:footer.copyright', { year, brand: t('common:brand') })}</p>
        </footer>
        <GlobalMessageRegion />
        <Suspense fallback={null}>
          <DialogHost />
        </Suspense>
      </StoreProvider>
    </I18nProvider>
  );
}
