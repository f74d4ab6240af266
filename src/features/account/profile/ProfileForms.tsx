'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import type { User } from '@/commerce/schemas';
import { FormAlert, FormNotice } from '@/features/auth/forms/FormAlert';
import { NewPasswordFields } from '@/features/auth/forms/NewPasswordFields';
import { useSelectValueOnceLoaded, useServerForm } from '@/features/auth/forms/use-server-form';
import formStyles from '@/features/auth/forms/forms.module.css';
import { CHANGE_PASSWORD_RULES } from '@/features/auth/password-rules';
import {
  changeEmailSchema,
  changePasswordSchema,
  profileSchema,
  type ChangeEmailInput,
  type ChangePasswordInput,
  type ProfileInput,
} from '@/features/auth/schemas';
import { addGlobalMessage } from '@/features/global-messages';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor, withDialog } from '@/site';
import { Button, FormField, SelectField } from '@/ui';
import { changeEmailAction, changePasswordAction, updateProfileAction } from '../actions';
import { accountQueries, referenceQueries, titleOptions } from '../queries';
import { useSignedInAs } from '../signed-in-as';
import { useForgetCustomer, useSessionExpired } from '../use-account-error';

/** Profile: title and names (spec 3 §3, §5 "Title is required."). */
export function PersonalDetailsForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'auth']);
  const occ = useOcc();
  const queryClient = useQueryClient();
  const { site, language } = useStore();
  const sessionExpired = useSessionExpired();
  const signedInAs = useSignedInAs();
  const titles = useQuery(referenceQueries.titles(occ));
  const [saved, setSaved] = useState(false);
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<ProfileInput>(profileSchema, {
    titleCode: user.titleCode ?? '',
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const error = (message: string | undefined) => (message ? t(message) : undefined);
  const headingId = useId();
  useSelectValueOnceLoaded(form, 'titleCode', titles.data);

  const onSubmit = submit(async (values) => {
    setFormError(undefined);
    setSaved(false);
    const result = await updateProfileAction({ values, location: { site, lang: language }, signedInAs });
    if (!result.ok) {
      if (result.sessionExpired) return sessionExpired();
      return applyFailure(result);
    }
    setSaved(true);
    await queryClient.invalidateQueries({ queryKey: accountQueries.user(occ).queryKey });
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={formStyles.heading}>
        {t('account:profile.detailsTitle')}
      </h2>
      <FormAlert error={formError} />
      <FormNotice text={saved ? t('account:profile.detailsSaved') : undefined} />
      <SelectField
        label={t('auth:fields.title')}
        autoComplete="honorific-prefix"
        placeholder={t('auth:fields.titlePlaceholder')}
        options={titleOptions(titles.data, user.titleCode)}
        isRequired
        error={error(errors.titleCode?.message)}
        {...register('titleCode')}
      />
      <div className={formStyles.row}>
        <FormField label={t('auth:fields.firstName')} autoComplete="given-name" isRequired error={error(errors.firstName?.message)} {...register('firstName')} />
        <FormField label={t('auth:fields.lastName')} autoComplete="family-name" isRequired error={error(errors.lastName?.message)} {...register('lastName')} />
      </div>
      <div>
        <Button type="submit" variant="primary" isPending={isSubmitting}>
          {t('account:profile.saveDetails')}
        </Button>
      </div>
    </form>
  );
}

/**
 * Profile: change e-mail (new and confirmation must match, password required). The backend ends the
 * session, so the customer is signed out and asked to sign in with the new address.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | undefined }) {
  const { t } = useTranslation(['account', 'auth']);
  const forgetCustomer = useForgetCustomer();
  const router = useRouter();
  const { site, language } = useStore();
  const sessionExpired = useSessionExpired();
  const signedInAs = useSignedInAs();
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<ChangeEmailInput>(changeEmailSchema, {
    newEmail: '',
    confirmEmail: '',
    password: '',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const error = (message: string | undefined) => (message ? t(message) : undefined);
  const headingId = useId();

  const onSubmit = submit(async (values) => {
    setFormError(undefined);
    const result = await changeEmailAction({ values, location: { site, lang: language }, signedInAs });
    if (!result.ok) {
      if (result.sessionExpired) return sessionExpired();
      return applyFailure(result);
    }
    addGlobalMessage({ type: 'confirmation', text: t('auth:emailChanged') });
    // The session ended with the old login: the header forgets the customer, the login dialog opens.
    forgetCustomer();
    const home = pathFor({ site, lang: language }, { name: 'home' });
    router.replace(withDialog(home, 'login', pathFor({ site, lang: language }, { name: 'account', page: 'profile' })));
    router.refresh();
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={formStyles.heading}>
        {t('account:profile.emailTitle')}
      </h2>
      {currentEmail && <p className={formStyles.intro}>{t('account:profile.currentEmail', { email: currentEmail })}</p>}
      <FormAlert error={formError} />
      <FormField label={t('account:profile.newEmail')} type="email" autoComplete="email" isRequired error={error(errors.newEmail?.message)} {...register('newEmail')} />
      <FormField label={t('account:profile.confirmEmail')} type="email" autoComplete="email" isRequired error={error(errors.confirmEmail?.message)} {...register('confirmEmail')} />
      <FormField label={t('auth:fields.password')} type="password" autoComplete="current-password" isRequired error={error(errors.password?.message)} {...register('password')} />
      <div>
        <Button type="submit" variant="primary" isPending={isSubmitting}>
          {t('account:profile.saveEmail')}
        </Button>
      </div>
    </form>
  );
}

/** Profile: change password (old required; six characters, an uppercase, a number, a symbol; typed twice). */
export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'auth']);
  const { site, language } = useStore();
  const sessionExpired = useSessionExpired();
  const signedInAs = useSignedInAs();
  const [saved, setSaved] = useState(false);
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<ChangePasswordInput>(changePasswordSchema, {
    oldPassword: '',
    newPassword: '',
    newPasswordConfirm: '',
  });
  const {
    register,
    watch,
    reset,
    formState: { errors, isSubmitting },
  } = form;
  const error = (message: string | undefined) => (message ? t(message) : undefined);
  const headingId = useId();

  const onSubmit = submit(async (values) => {
    setFormError(undefined);
    setSaved(false);
    const result = await changePasswordAction({ values, location: { site, lang: language }, signedInAs });
    if (!result.ok) {
      if (result.sessionExpired) return sessionExpired();
      return applyFailure(result);
    }
    reset();
    setSaved(true);
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h2 id={headingId} className={formStyles.heading}>
        {t('account:profile.passwordTitle')}
      </h2>
      <FormAlert error={formError} />
      <FormNotice text={saved ? t('account:profile.passwordUpdated') : undefined} />
      <FormField label={t('account:profile.oldPassword')} type="password" autoComplete="current-password" isRequired error={error(errors.oldPassword?.message)} {...register('oldPassword')} />
      <NewPasswordFields
        label={t('auth:fields.newPassword')}
        confirmLabel={t('auth:fields.passwordConfirm')}
        password={register('newPassword')}
        confirm={register('newPasswordConfirm')}
        value={watch('newPassword') ?? ''}
        rules={CHANGE_PASSWORD_RULES}
        error={error(errors.newPassword?.message)}
        confirmError={error(errors.newPasswordConfirm?.message)}
      />
      <div>
        <Button type="submit" variant="primary" isPending={isSubmitting}>
          {t('account:profile.savePassword')}
        </Button>
      </div>
    </form>
  );
}
