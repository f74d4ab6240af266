import Link from 'next/link';
import { getTranslator } from '@/i18n/server';
import { pathFor, type Language, type SiteKey } from '@/site';
import styles from './CheckoutChrome.module.css';

/**
 * The EMEA checkout footer: terms of sale, privacy policy and the copyright line with the current
 * year. `year` comes from `currentYear()` (cached daily) so the footer stays prerenderable.
 */
export function CheckoutFooter({ site, lang, year }: { site: SiteKey; lang: Language; year: number }) {
  const { t } = getTranslator(lang, ['shell', 'common']);
  const location = { site, lang };
  return (
    <footer className={`${styles.footer} surface-inverse`} data-testid="checkout-footer">
      <div className={styles.footerInner}>
        <nav aria-label={t('shell:checkout.legal')}>
          <ul className={styles.footerLinks}>
            <li>
              <Link href={pathFor(location, { name: 'content', label: 'terms-of-sale' })} className={styles.footerLink}>
                {t('shell:checkout.terms')}
              </Link>
            </li>
            <li>
              <Link href={pathFor(location, { name: 'content', label: 'privacy-policy' })} className={styles.footerLink}>
                {t('shell:checkout.privacy')}
              </Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>{t('common:footer.copyright', { year, brand: t('common:brand') })}</p>
      </div>
    </footer>
  );
}
