'use client';

import { useId } from 'react';
import { useTranslation } from '@/i18n/client';
import { useStore } from '@/features/session/StoreProvider';
import { addGlobalMessage } from '@/features/global-messages';
import { Button, FormField } from '@/ui';
import { signInAction } from '../actions';
import { loginSchema, type LoginInput } from '../schemas';
import { useSignInNavigation } from './after-sign-in';
import { FormAlert } from './FormAlert';
import { useServerForm } from './use-server-form';
import styles from './forms.module.css';

/**
 * The login dialog's form (spec 1 §2.1): e-mail and password, signed in on the server; a wrong
 * password says so in the form; "Forgot your password?" switches to the reset request in the same
 * dialog; new shoppers go to the registration dialog.
 */
export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { t } = useTranslation('auth');
  const { site, language } = useStore();
  const navigation = useSignInNavigation();
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<LoginInput>(loginSchema, { email: '', password: '' });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const alertId = useId();

  const onSubmit = submit(async (values) => {
    setFormError(undefined);
    const result = await signInAction({ ...values, site, lang: language, returnUrl: navigation.returnUrl });
    if (!result.ok) {
      applyFailure(result);
      return;
    }
    addGlobalMessage({ type: 'confirmation', text: t('login.success') });
    await navigation.signedIn(result.redirectTo);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-describedby={alertId} aria-label={t('login.formLabel')}>
      <p className={styles.intro}>{t('login.intro')}</p>
      <FormAlert error={formError} id={alertId} />
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="username"
        isRequired
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <FormField
        label={t('fields.password')}
        type="password"
        autoComplete="current-password"
        isRequired
        error={errors.password?.message && t(errors.password.message)}
        {...register('password')}
      />
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          {t('login.forgotPassword')}
        </button>
      </div>
      <Button type="submit" variant="primary" fullWidth isPending={isSubmitting || navigation.leaving} pendingLabel={t('login.submitting')}>
        {t('login.submit')}
      </Button>
      <hr className={styles.divider} />
      <p className={styles.intro}>{t('login.newCustomer')}</p>
      <Button type="button" variant="secondary" fullWidth onPress={() => navigation.switchTo('register')}>
        {t('login.createAccount')}
      </Button>
    </form>
  );
}
