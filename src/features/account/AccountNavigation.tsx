'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { Suspense } from 'react';
import { useTranslation } from '@/i18n/client';
import { offersLoyalty, pathFor, publicPathOf, type AccountPage, type Language, type SiteKey } from '@/site';
import styles from './account.module.css';

/** EMEA accounts have no loyalty page (`offersLoyalty`). */
function accountPagesOf(site: SiteKey): AccountPage[] {
  const pages: AccountPage[] = ['overview', 'orders', 'buy-it-again', 'wishlist', 'address', 'wallet', 'profile', 'loyalty'];
  return offersLoyalty(site) ? pages : pages.filter((page) => page !== 'loyalty');
}

/**
 * The account navigation (the `account` CMS page's left slot, AccountNavigationComponent). Sign-out
 * is a plain link to `logout`: a full page load, so nothing of the customer stays cached in the page.
 */
export function AccountNavigation({ site, lang }: { site: SiteKey; lang: Language }) {
  // The current page is marked once the path is known (per request for order pages).
  return (
    <Suspense fallback={<AccountNavigationList site={site} lang={lang} pathname={undefined} />}>
      <CurrentAccountNavigation site={site} lang={lang} />
    </Suspense>
  );
}

function CurrentAccountNavigation({ site, lang }: { site: SiteKey; lang: Language }) {
  return <AccountNavigationList site={site} lang={lang} pathname={publicPathOf(usePathname(), site, lang)} />;
}

function AccountNavigationList({ site, lang, pathname }: { site: SiteKey; lang: Language; pathname: string | undefined }) {
  const { t } = useTranslation('account');
  const location = { site, lang };
  return (
    <nav className={styles.nav} aria-labelledby="account-nav-title">
      <h2 id="account-nav-title" className={styles.navTitle}>
        {t('nav.title')}
      </h2>
      <ul className={styles.navList}>
        {accountPagesOf(site).map((page) => {
          const href = pathFor(location, { name: 'account', page });
          const current =
            pathname !== undefined &&
            (pathname === href || (page === 'orders' && pathname.startsWith(pathFor(location, { name: 'accountOrder', orderCode: '' }))));
          return (
            <li key={page}>
              <Link className={styles.navLink} href={href} aria-current={current ? 'page' : undefined}>
                {t(`nav.${page}`)}
              </Link>
            </li>
          );
        })}
        <li className={styles.signOut}>
          <a className={styles.navLink} href={pathFor(location, { name: 'logout' })} data-testid="sign-out-link">
            {t('nav.signOut')}
          </a>
        </li>
      </ul>
    </nav>
  );
}
