'use client';

import { useId, useState, type Ref } from 'react';
import { useTranslation } from '@/i18n/client';
import { useStore } from '@/features/session/StoreProvider';
import { Button, FormField } from '@/ui';
import { requestPasswordResetAction } from '../actions';
import { forgotPasswordSchema, type ForgotPasswordInput } from '../schemas';
import { FormAlert, FormNotice } from './FormAlert';
import { useServerForm } from './use-server-form';
import styles from './forms.module.css';

/**
 * "Forgot your password?" inside the login dialog (spec 1 §2.1): sends the reset link. The answer is
 * the same for any address, so the form never tells who has an account. Its heading takes focus when
 * the dialog switches to it (`headingRef`).
 */
export function ForgotPasswordForm({ onBack, headingRef }: { onBack: () => void; headingRef?: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('auth');
  const { site, language } = useStore();
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<ForgotPasswordInput>(forgotPasswordSchema, { email: '' });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  const [sentTo, setSentTo] = useState<string | undefined>();
  const headingId = useId();

  const onSubmit = submit(async ({ email }) => {
    setFormError(undefined);
    const result = await requestPasswordResetAction({ email, site, lang: language });
    if (!result.ok) {
      applyFailure(result);
      return;
    }
    setSentTo(email.trim());
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby={headingId}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {t('forgotPassword.title')}
      </h3>
      <p className={styles.intro}>{t('forgotPassword.intro')}</p>
      <FormAlert error={formError} />
      <FormNotice text={sentTo ? t('forgotPassword.sent', { email: sentTo }) : undefined} />
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        isRequired
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <Button type="submit" variant="primary" fullWidth isPending={isSubmitting} pendingLabel={t('forgotPassword.submitting')}>
        {t('forgotPassword.submit')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onBack}>
          {t('forgotPassword.backToSignIn')}
        </button>
      </div>
    </form>
  );
}
