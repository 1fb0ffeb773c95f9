'use client';

import { useState } from 'react';
import { useFormContext, type FieldErrors } from 'react-hook-form';
import type { CheckoutDetailsInput } from '@/lib/checkout/checkout-schemas';
import {
  dutchAddressLookupOutcome,
  dutchAddressLookupQuery,
} from '@/lib/commerce/checkout/address-lookup';
import { requestDutchAddress } from '@/lib/commerce/checkout/dutch-address-request';
import { useTranslations } from '@/lib/i18n/client';
import { FieldError, FormField } from './form-field';

type Prefix = 'shipping' | 'billing';
type AddressErrors = Partial<Record<string, { message?: string }>>;

/**
 * spec §3 address fields. A Dutch postcode and house number fill street and city through the
 * engine's lookup; when it finds nothing the shopper is told so and types them by hand. Without
 * a configured lookup (`lookupAvailable` false) nothing is asked and no note is shown.
 */
export function AddressFields({
  prefix,
  lookupAvailable,
}: {
  prefix: Prefix;
  lookupAvailable: boolean;
}) {
  const t = useTranslations('Checkout');
  const v = useTranslations('Validation');
  const { register, formState, getValues, setValue } = useFormContext<CheckoutDetailsInput>();
  const errors = ((formState.errors as FieldErrors<Record<Prefix, unknown>>)[prefix] ??
    {}) as AddressErrors;
  const [lookup, setLookup] = useState<'idle' | 'busy' | 'missing'>('idle');
  const name = (field: string) => `${prefix}.${field}` as `shipping.firstname`;

  async function lookUp() {
    const address = (getValues(prefix) ?? {}) as Record<string, string>;
    const query = dutchAddressLookupQuery(lookupAvailable, address);
    if (!query) return;
    setLookup('busy');
    const outcome = dutchAddressLookupOutcome(lookupAvailable, await requestDutchAddress(query));
    if (typeof outcome === 'object') {
      setValue(name('street'), outcome.fill.street, { shouldValidate: true });
      setValue(name('city'), outcome.fill.city, { shouldValidate: true });
      setLookup('idle');
    } else setLookup(outcome);
  }

  return (
    <div className="grid grid-cols-6 gap-x-3 gap-y-4">
      <fieldset className="col-span-6">
        <legend className="mb-1 text-sm font-semibold">{t('salutation')}</legend>
        <div className="flex gap-5">
          {(['mr', 'mrs'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={value}
                className="size-5 accent-brand"
                aria-describedby={errors.salutation ? `${prefix}-salutation-error` : undefined}
                {...register(name('salutation'))}
              />
              {t(value)}
            </label>
          ))}
        </div>
        <FieldError id={`${prefix}-salutation-error`} message={errors.salutation?.message} />
      </fieldset>
      <FormField
        className="col-span-6 sm:col-span-2"
        label={t('firstname')}
        autoComplete={`${prefix === 'billing' ? 'billing ' : ''}given-name`}
        error={errors.firstname?.message}
        {...register(name('firstname'))}
      />
      <FormField
        className="col-span-6 sm:col-span-2"
        label={t('middlename')}
        optional
        autoComplete="additional-name"
        error={errors.middlename?.message}
        {...register(name('middlename'))}
      />
      <FormField
        className="col-span-6 sm:col-span-2"
        label={t('lastname')}
        autoComplete={`${prefix === 'billing' ? 'billing ' : ''}family-name`}
        error={errors.lastname?.message}
        {...register(name('lastname'))}
      />
      <div className="col-span-6">
        <label htmlFor={`field-${prefix}-country`} className="mb-1 block text-sm font-semibold">
          {t('country')}
        </label>
        <select
          id={`field-${prefix}-country`}
          className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
          autoComplete="country"
          {...register(name('country'))}
        >
          <option value="NL">{t('countryNL')}</option>
          <option value="BE">{t('countryBE')}</option>
        </select>
      </div>
      <FormField
        className="col-span-6 sm:col-span-2"
        label={t('postcode')}
        autoComplete="postal-code"
        error={errors.postcode?.message}
        {...register(name('postcode'), { onBlur: lookUp })}
      />
      <FormField
        className="col-span-3 sm:col-span-2"
        label={t('houseNumber')}
        inputMode="numeric"
        error={errors.houseNumber?.message}
        {...register(name('houseNumber'), { onBlur: lookUp })}
      />
      <FormField
        className="col-span-3 sm:col-span-2"
        label={t('addition')}
        optional
        error={errors.addition?.message}
        {...register(name('addition'))}
      />
      <p aria-live="polite" className="col-span-6 -my-2 text-sm text-muted empty:hidden">
        {lookup === 'busy' ? t('lookingUp') : lookup === 'missing' ? v('postcodeNotFound') : ''}
      </p>
      <FormField
        className="col-span-6 sm:col-span-4"
        label={t('street')}
        autoComplete="address-line1"
        error={errors.street?.message}
        {...register(name('street'))}
      />
      <FormField
        className="col-span-6 sm:col-span-2"
        label={t('city')}
        autoComplete="address-level2"
        error={errors.city?.message}
        {...register(name('city'))}
      />
      <FormField
        className="col-span-6"
        label={t('telephone')}
        type="tel"
        autoComplete="tel"
        error={errors.telephone?.message}
        {...register(name('telephone'))}
      />
    </div>
  );
}
