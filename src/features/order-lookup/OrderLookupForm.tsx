'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import { pushAnalyticsEvent } from '@/analytics/data-layer';
import { FormAlert } from '@/features/auth/forms/FormAlert';
import { useServerForm } from '@/features/auth/forms/use-server-form';
import formStyles from '@/features/auth/forms/forms.module.css';
import { useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { Button, FormField } from '@/ui';
import { lookUpOrderAction } from './actions';
import { orderLookupSchema, type OrderLookupInput } from './schema';

/** The order-lookup dialog's form (`/order-lookup`, spec 1 §2.1): order number and e-mail. */
export function OrderLookupForm() {
  const { t } = useTranslation('auth');
  const router = useRouter();
  const { site, language } = useStore();
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<OrderLookupInput>(orderLookupSchema, {
    orderCode: '',
    email: '',
  });
  const {
    register,
    formState: { errors, isSubmitting },
  } = form;
  useEffect(() => pushAnalyticsEvent({ event: 'modalView', modal: 'order-lookup' }), []);

  const onSubmit = submit(async (values) => {
    setFormError(undefined);
    const result = await lookUpOrderAction({ ...values, site, lang: language });
    if (!result.ok) {
      applyFailure(result);
      return;
    }
    router.push(result.redirectTo);
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t('orderLookup.title')}>
      <p className={formStyles.intro}>{t('orderLookup.intro')}</p>
      <FormAlert error={formError} />
      <FormField
        label={t('orderLookup.orderCode')}
        autoComplete="off"
        inputMode="text"
        isRequired
        error={errors.orderCode?.message && t(errors.orderCode.message)}
        {...register('orderCode')}
      />
      <FormField
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        isRequired
        error={errors.email?.message && t(errors.email.message)}
        {...register('email')}
      />
      <Button type="submit" variant="primary" fullWidth isPending={isSubmitting} pendingLabel={t('orderLookup.submitting')}>
        {t('orderLookup.submit')}
      </Button>
    </form>
  );
}
