'use client';

import { useQuery } from '@tanstack/react-query';
import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { Suspense } from 'react';
import { sessionQueries } from '@/features/session/session-queries';
import { useTranslation } from '@/i18n/client';
import { pathFor, withDialog, type Language, type SiteKey } from '@/site';
import { cx } from '@/ui';
import styles from './HeaderAction.module.css';

function PersonIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </svg>
  );
}

interface AccountEntryProps {
  site: SiteKey;
  lang: Language;
}

/**
 * The header's account entry (spec 1 §2.1, §6: only "logged in or not" matters to the shell): "Sign
 * in" opens the login dialog on the current page for guests, "My account" leads to the account
 * overview once signed in. The session is read in the browser (`/api/session`); until it is known a
 * placeholder of the same size holds the place, so nothing shifts and cached HTML stays anonymous.
 * The modal-view event is the dialog's own, sent when it opens (`SignInDialogs`), so it is sent once
 * however the dialog was opened.
 */
export function AccountEntry({ site, lang }: AccountEntryProps) {
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <AccountLink site={site} lang={lang} />
    </Suspense>
  );
}

function AccountPlaceholder() {
  return (
    <span className={cx(styles.action, styles.placeholder)} aria-hidden="true" data-testid="account-entry-placeholder">
      <PersonIcon />
      <span className={styles.label}>&nbsp;</span>
    </span>
  );
}

function AccountLink({ site, lang }: AccountEntryProps) {
  const { t } = useTranslation('common');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const session = useQuery(sessionQueries.summary());

  if (!session.data && !session.isError) return <AccountPlaceholder />;

  if (session.data?.signedIn) {
    return (
      <Link href={pathFor({ site, lang }, { name: 'account', page: 'overview' })} className={styles.action} data-testid="account-link">
        <PersonIcon />
        <span className={styles.label}>{t('account')}</span>
      </Link>
    );
  }

  const query = searchParams.toString();
  const here = query ? `${pathname}?${query}` : pathname;
  return (
    <Link
      href={withDialog(here, 'login')}
      scroll={false}
      className={styles.action}
      data-testid="sign-in-link"
    >
      <PersonIcon />
      <span className={styles.label}>{t('signIn')}</span>
    </Link>
  );
}
