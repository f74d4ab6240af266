import Link from 'next/link';
import { getTranslator } from '@/i18n/server';
import { pathFor, type Language, type SiteKey } from '@/site';
import { Wordmark } from '../Wordmark';
import styles from './CheckoutChrome.module.css';

/**
 * The minimal checkout header (spec 1 §2.2): the logo linking home and "Secure checkout" with a lock.
 * No menu, search or cart: nothing leads away from paying by accident.
 */
export function CheckoutHeader({ site, lang }: { site: SiteKey; lang: Language }) {
  const { t } = getTranslator(lang, ['shell', 'common']);
  return (
    <header className={styles.header} data-testid="checkout-header">
      <div className={styles.headerInner}>
        <Link href={pathFor({ site, lang }, { name: 'home' })} className={styles.logo} aria-label={t('shell:logo', { brand: t('common:brand') })}>
          <Wordmark brand={t('common:brand')} />
        </Link>
        <p className={styles.secure}>
          <svg className={styles.lock} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <rect x="5" y="10.5" width="14" height="10" rx="1.5" />
            <path d="M8 10.5V7.5a4 4 0 0 1 8 0v3" />
          </svg>
          {t('common:secureCheckout')}
        </p>
      </div>
    </header>
  );
}
