'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { addGlobalMessageOnArrival } from '@/features/global-messages/on-arrival';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor } from '@/site';
import { Spinner } from '@/ui';
import { confirmDoubleOptInAction } from './actions';
import styles from './DoubleOptIn.module.css';

/**
 * `DoubleOptIn?email=` (spec 3 §4): sends the confirmation once, goes home, then shows
 * `doubleOptIn.success` or `doubleOptIn.error` as a global message there.
 */
export function DoubleOptInConfirmation({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { site, language } = useStore();
  const started = useRef(false);

  useEffect(() => {
    // One confirmation per visit, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    // An action that could not run is a failed confirmation: the shopper still goes home and is told.
    void confirmDoubleOptInAction({ email, site, lang: language }).catch(() => ({ ok: false })).then(({ ok }) => {
      const home = pathFor({ site, lang: language }, { name: 'home' });
      // Shown once home is on screen, so its time (3 s for the confirmation) starts there (spec 3 §4:
      // home first, then the message).
      addGlobalMessageOnArrival(home, ok ? { type: 'confirmation', text: t('doubleOptIn.success') } : { type: 'error', text: t('doubleOptIn.error') });
      router.replace(home);
    });
  }, [email, site, language, router, t]);

  return (
    <div className={styles.page} role="status">
      <Spinner size="md" />
      <p>{t('doubleOptIn.confirming')}</p>
    </div>
  );
}
