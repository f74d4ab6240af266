'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Address } from '@/commerce/schemas';
import { FormAlert } from '@/features/auth/forms/FormAlert';
import { useSelectValueOnceLoaded, useServerForm } from '@/features/auth/forms/use-server-form';
import formStyles from '@/features/auth/forms/forms.module.css';
import { useOcc, useStore } from '@/features/session/StoreProvider';
import { useTranslation } from '@/i18n/client';
import { Button, CheckboxField, FormField, SelectField } from '@/ui';
import { saveAddressAction } from '../actions';
import { referenceQueries, titleOptions } from '../queries';
import { useSignedInAs } from '../signed-in-as';
import { useSessionExpired } from '../use-account-error';
import { addressFormValues, addressSchema, isRegionRequired, type AddressInput } from './address-schema';

/**
 * Adding or editing an address (spec 3 §3): countries and regions from OCC, the phone checked for the
 * chosen country, saved by a Server Action that checks the same schema again.
 */
export function AddressForm({ address, onDone, onCancel }: { address?: Address; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation(['account', 'auth']);
  const occ = useOcc();
  const { site, language, country } = useStore();
  const sessionExpired = useSessionExpired();
  const signedInAs = useSignedInAs();
  const countries = useQuery(referenceQueries.countries(occ));
  const titles = useQuery(referenceQueries.titles(occ));
  const { form, formError, setFormError, applyFailure, submit } = useServerForm<AddressInput>(addressSchema, addressFormValues(address, country));
  const {
    register,
    watch,
    setValue,
    formState: { errors, isSubmitting, dirtyFields },
  } = form;
  const countryIso = watch('countryIso');
  const regions = useQuery(referenceQueries.regions(occ, countryIso));
  useSelectValueOnceLoaded(form, 'countryIso', countries.data);
  useSelectValueOnceLoaded(form, 'regionIso', regions.data);
  useSelectValueOnceLoaded(form, 'titleCode', titles.data);
  const error = (message: string | undefined) => (message ? t(message) : undefined);

  // A region of another country means nothing once the country changed.
  useEffect(() => {
    if (dirtyFields.countryIso) setValue('regionIso', '');
  }, [countryIso, dirtyFields.countryIso, setValue]);

  const onSubmit = submit(async (values) => {
    setFormError(undefined);
    const result = await saveAddressAction({ values: { addressId: address?.id, address: values }, location: { site, lang: language }, signedInAs });
    if (!result.ok) {
      if (result.sessionExpired) return sessionExpired();
      applyFailure(result);
      return;
    }
    onDone();
  });

  const regionOptions = (regions.data ?? []).map((region) => ({ value: region.isocode ?? '', label: region.name ?? region.isocode ?? '' }));
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate aria-label={t(address ? 'account:address.editTitle' : 'account:address.addTitle')}>
      <FormAlert error={formError} />
      <SelectField
        label={t('auth:fields.title')}
        autoComplete="honorific-prefix"
        placeholder={t('account:address.noTitle')}
        options={titleOptions(titles.data, address?.titleCode)}
        error={error(errors.titleCode?.message)}
        {...register('titleCode')}
      />
      <div className={formStyles.row}>
        <FormField label={t('auth:fields.firstName')} autoComplete="given-name" isRequired error={error(errors.firstName?.message)} {...register('firstName')} />
        <FormField label={t('auth:fields.lastName')} autoComplete="family-name" isRequired error={error(errors.lastName?.message)} {...register('lastName')} />
      </div>
      <FormField label={t('account:address.company')} autoComplete="organization" error={error(errors.companyName?.message)} {...register('companyName')} />
      <FormField label={t('account:address.line1')} autoComplete="address-line1" isRequired error={error(errors.line1?.message)} {...register('line1')} />
      <FormField label={t('account:address.line2')} autoComplete="address-line2" error={error(errors.line2?.message)} {...register('line2')} />
      <div className={formStyles.row}>
        <FormField label={t('account:address.town')} autoComplete="address-level2" isRequired error={error(errors.town?.message)} {...register('town')} />
        <FormField label={t('account:address.postalCode')} autoComplete="postal-code" isRequired error={error(errors.postalCode?.message)} {...register('postalCode')} />
      </div>
      <div className={formStyles.row}>
        <SelectField
          label={t('account:address.country')}
          placeholder={t('account:address.chooseCountry')}
          options={(countries.data ?? []).map((c) => ({ value: c.isocode, label: c.name ?? c.isocode }))}
          autoComplete="country"
          isRequired
          error={error(errors.countryIso?.message)}
          {...register('countryIso')}
        />
        {regionOptions.length > 0 && (
          <SelectField
            label={t('account:address.region')}
            placeholder={t('account:address.chooseRegion')}
            options={regionOptions}
            autoComplete="address-level1"
            isRequired={isRegionRequired(countryIso)}
            error={error(errors.regionIso?.message)}
            {...register('regionIso')}
          />
        )}
      </div>
      <FormField
        label={t('account:address.phone')}
        type="tel"
        autoComplete="tel"
        description={t('account:address.phoneHint')}
        error={error(errors.phone?.message)}
        {...register('phone')}
      />
      <FormField
        label={t('account:address.email')}
        type="email"
        autoComplete="email"
        description={t('account:address.emailHint')}
        error={error(errors.email?.message)}
        {...register('email')}
      />
      <CheckboxField label={t('account:address.makeDefault')} {...register('defaultAddress')} />
      <div className={formStyles.links}>
        <Button type="submit" variant="primary" isPending={isSubmitting} pendingLabel={t('account:address.saving')}>
          {t('account:address.save')}
        </Button>
        <Button type="button" variant="ghost" onPress={onCancel}>
          {t('account:cancel')}
        </Button>
      </div>
    </form>
  );
}
