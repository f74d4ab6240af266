'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useOcc } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { ChangeEmailForm, ChangePasswordForm, PersonalDetailsForm } from './profile/ProfileForms';
import { accountQueries } from './queries';
import { useAccountErrorHandler } from './use-account-error';
import { WhileLoading } from './WhileLoading';
import styles from './account.module.css';

/** `account/profile`: personal details, e-mail and password. */
export function ProfilePage() {
  const { t } = useTranslation('account');
  const occ = useOcc();
  const onError = useAccountErrorHandler();
  const user = useQuery(accountQueries.user(occ));
  useEffect(() => {
    if (user.error) onError(user.error);
  }, [user.error, onError]);
  if (!user.data) return <WhileLoading queries={[user]} />;
  return (
    <>
      <h1 className={styles.pageTitle}>{t('profile.title')}</h1>
      <section className={styles.formPanel}>
        <PersonalDetailsForm user={user.data} />
      </section>
      <section className={styles.formPanel}>
        <ChangeEmailForm currentEmail={user.data.uid} />
      </section>
      <section className={styles.formPanel}>
        <ChangePasswordForm />
      </section>
    </>
  );
}
