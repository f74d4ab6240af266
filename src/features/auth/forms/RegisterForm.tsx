'use client';

import { useQuery } from '@tanstack/react-query';
import { referenceQueries, titleOptions } from '@/features/account/queries';
import { addGlobalMessage } from '@/features/global-messages';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { Button, CheckboxField, FormField, SelectField } from '@/ui';
import { registerAction } from '../actions';
import { REGISTRATION_PASSWORD_RULES } from '../password-rules';
import { registrationSchema, type RegistrationInput } from '../schemas';
import { useSignInNavigation } from './after-sign-in';
import { FormAlert } from './FormAlert';
import { NewPasswordFields } from './NewPasswordFields';
import { useServerForm } from './use-server-form';
import styles from './forms.module.css';

/**
 * The registration dialog (spec 1 §2.1, spec 3 §5): title (from OCC's titles), names, e-mail,
 * a password by the registration rules typed twice, and marketing consent. A known e-mail gets its
 * own message; a new customer is signed in at once, with the cart merged.
 */
export function RegisterForm() {
  const { t } = useTranslation('auth');
  const { site, language } = useStore();
  const occ = useOcc();
  const titles = useQuery(referenceQueries.titles(occ));
  const navigation = useSignInNavigation();
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<RegistrationInput>(registrationSchema, {
    titleCode: '',
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    passwordConfirm: '',
    marketingConsent: false,
  });
  const {
    register,
    watch,
    formState: { errors, isSubmitting },
  } = form;
  const error = (message: string | undefined) => (message ? t(message) : undefined);

  const onSubmit = submit(async (values) => {
    setFormError(undefined);
    const result = await registerAction({ ...values, site, lang: language, returnUrl: navigation.returnUrl });
    if (!result.ok) {
      applyFailure(result);
      return;
    }
    addGlobalMessage({ type: 'confirmation', text: t('register.success') });
    await navigation.signedIn(result.redirectTo);
  });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t('register.formLabel')}>
      <p className={styles.intro}>{t('register.intro')}</p>
      <FormAlert error={formError} />
      <SelectField
        label={t('fields.title')}
        autoComplete="honorific-prefix"
        placeholder={t('fields.titlePlaceholder')}
        options={titleOptions(titles.data)}
        isRequired
        error={error(errors.titleCode?.message)}
        {...register('titleCode')}
      />
      <div className={styles.row}>
        <FormField label={t('fields.firstName')} autoComplete="given-name" isRequired error={error(errors.firstName?.message)} {...register('firstName')} />
        <FormField label={t('fields.lastName')} autoComplete="family-name" isRequired error={error(errors.lastName?.message)} {...register('lastName')} />
      </div>
      <FormField label={t('fields.email')} type="email" autoComplete="email" isRequired error={error(errors.email?.message)} {...register('email')} />
      <NewPasswordFields
        label={t('fields.password')}
        confirmLabel={t('fields.passwordConfirm')}
        password={register('password')}
        confirm={register('passwordConfirm')}
        value={watch('password') ?? ''}
        rules={REGISTRATION_PASSWORD_RULES}
        error={error(errors.password?.message)}
        confirmError={error(errors.passwordConfirm?.message)}
      />
      <CheckboxField label={t('register.marketingConsent')} {...register('marketingConsent')} />
      <Button type="submit" variant="primary" fullWidth isPending={isSubmitting || navigation.leaving} pendingLabel={t('register.submitting')}>
        {t('register.submit')}
      </Button>
      <div className={styles.links}>
        <span>{t('register.haveAccount')}</span>
        <button type="button" className={styles.linkButton} onClick={() => navigation.switchTo('login')}>
          {t('register.signIn')}
        </button>
      </div>
    </form>
  );
}
