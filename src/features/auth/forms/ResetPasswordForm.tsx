'use client';

import { useRouter } from 'next/navigation';
import { addGlobalMessage } from '@/features/global-messages';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { pathFor, withDialog } from '@/site';
import { Button } from '@/ui';
import { resetPasswordAction } from '../actions';
import { REGISTRATION_PASSWORD_RULES } from '../password-rules';
import { resetPasswordSchema, type ResetPasswordInput } from '../schemas';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { useServerForm } from './use-server-form';
import styles from './forms.module.css';

/**
 * The password-reset link's form (`login/pw/change?apiKey=&pwrt=`, spec 1 §2.1): a new password by
 * the registration rules, typed twice, set through OCC's `resetpassword`. Success shows the message
 * and opens the login dialog; an unknown or expired link says so and offers a new one.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { site, language } = useStore();
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<ResetPasswordInput>(resetPasswordSchema, {
    password: '',
    passwordConfirm: '',
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const error = (message: string | undefined) => (message ? t(message) : undefined);
  const home = pathFor({ site, lang: language }, { name: 'home' });

  const onSubmit = submit(async (values) => {
    setFormError(undefined);
    const result = await resetPasswordAction({ ...values, token, site, lang: language });
    if (!result.ok) {
      applyFailure(result);
      return;
    }
    addGlobalMessage({ type: 'confirmation', text: t('resetPassword.success') });
    router.replace(withDialog(home, 'login'));
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('resetPassword.title')}>
      <p className={styles.intro}>{t('resetPassword.intro')}</p>
      <FormAlert error={formError} />
      {formError?.key === 'auth:resetPassword.invalidLink' && (
        <p className={styles.intro}>
          <a href={withDialog(home, 'login')}>{t('resetPassword.requestNew')}</a>
        </p>
      )}
      <NewPasswordFields
        label={t('fields.newPassword')}
        confirmLabel={t('fields.passwordConfirm')}
        password={register('password')}
        confirm={register('passwordConfirm')}
        value={watch('password') ?? ''}
        rules={REGISTRATION_PASSWORD_RULES}
        error={error(errors.password?.message)}
        confirmError={error(errors.passwordConfirm?.message)}
      />
      <Button type="submit" variant="primary" isPending={isSubmitting} pendingLabel={t('resetPassword.submitting')}>
        {t('resetPassword.submit')}
      </Button>
    </form>
  );
}
