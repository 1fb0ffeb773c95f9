'use client';

import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslations } from '@/lib/i18n/client';
import { FieldError, FormField } from './form-field';

/** The fields every form with a customer type has: the checkout's details and the address book. */
interface CustomerTypeValues {
  customerType: 'personal' | 'business';
  company?: string | null;
  vatNumber?: string | null;
  reference?: string | null;
}

/**
 * Private or business buyer (spec §8), and for a business its company, VAT number and own
 * reference. Read from the surrounding form, so the checkout and the address book ask alike.
 */
export function CustomerTypeFields({ errorId }: { errorId: string }) {
  const t = useTranslations('Checkout');
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<CustomerTypeValues>();
  const customerType = useWatch({ control, name: 'customerType' });
  return (
    <>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold">{t('customerType')}</legend>
        <div className="flex gap-5">
          {(['personal', 'business'] as const).map((value) => (
            <label key={value} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                value={value}
                className="size-5 accent-brand"
                {...register('customerType')}
              />
              {t(value)}
            </label>
          ))}
        </div>
        <FieldError id={errorId} message={errors.customerType?.message} />
      </fieldset>
      {customerType === 'business' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            className="sm:col-span-2"
            label={t('company')}
            autoComplete="organization"
            error={errors.company?.message}
            {...register('company')}
          />
          <FormField
            label={t('vatNumber')}
            error={errors.vatNumber?.message}
            {...register('vatNumber')}
          />
          <FormField
            label={t('reference')}
            optional
            error={errors.reference?.message}
            {...register('reference')}
          />
        </div>
      ) : null}
    </>
  );
}
