'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';
import { lazy, Suspense } from 'react';
import { isPlainClick, showDialogLocation } from '@/features/dialogs/dialog-location';
import { useSignedInHint } from '@/features/session/session-hint';
import { useTranslation } from '@/i18n/client';
import { pathFor, withDialog, type Language, type SiteKey } from '@/site';
import { cx } from '@/ui/classNames';
import { FOCUS_SLOT_ATTRIBUTE } from '@/ui/focus-slot';
import { preloadSignInDialog } from '../ShellDialogs';
import styles from './HeaderAction.module.css';

const SessionStateOf = lazy(() => import('./personal-state').then((loaded) => ({ default: loaded.SessionStateOf })));

/** "Sign in" and "My account" take turns here: focus on one that signing in replaced moves to the other. */
const ACCOUNT_SLOT = { [FOCUS_SLOT_ATTRIBUTE]: 'account' };

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
 * overview once signed in. The session is known only in the browser: without the signed-in hint nobody
 * is signed in; otherwise `/api/session` says. Until it is known a placeholder of the same size holds
 * the place, so nothing shifts and cached HTML stays anonymous.
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
  // Without the signed-in hint nobody is (a guest with a cart neither): "Sign in" at once, no
  // request, no query library loaded.
  const mayBeSignedIn = useSignedInHint();
  if (mayBeSignedIn === undefined) return <AccountPlaceholder />;
  if (!mayBeSignedIn) return <SignInLink lang={lang} />;
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <SessionStateOf
        render={(state) =>
          state === 'unknown' ? <AccountPlaceholder /> : state === 'signedIn' ? <MyAccountLink site={site} lang={lang} /> : <SignInLink lang={lang} />
        }
      />
    </Suspense>
  );
}

function MyAccountLink({ site, lang }: AccountEntryProps) {
  const { t } = useTranslation('common');
  return (
    <Link href={pathFor({ site, lang }, { name: 'account', page: 'overview' })} className={styles.action} data-testid="account-link" {...ACCOUNT_SLOT}>
      <PersonIcon />
      <span className={styles.label}>{t('account')}</span>
    </Link>
  );
}

/**
 * "Sign in": the login dialog over the page the shopper is on, opened in place (no request for the
 * page) and loaded from the first sign of intent; a click with a modifier opens the page with the
 * dialog in a new tab or window.
 */
function SignInLink({ lang }: { lang: Language }) {
  const { t } = useTranslation('common');
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const query = searchParams.toString();
  const href = withDialog(query ? `${pathname}?${query}` : pathname, 'login');
  const preload = () => preloadSignInDialog(lang);
  return (
    <a
      href={href}
      className={styles.action}
      data-testid="sign-in-link"
      {...ACCOUNT_SLOT}
      onPointerEnter={preload}
      onTouchStart={preload}
      onFocus={preload}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        showDialogLocation(href, 'push');
      }}
    >
      <PersonIcon />
      <span className={styles.label}>{t('signIn')}</span>
    </a>
  );
}
