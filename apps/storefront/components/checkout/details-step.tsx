'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { CheckoutView } from '@/lib/commerce/checkout';
import {
  detailsSchema,
  type CheckoutDetails,
  type CheckoutDetailsInput,
} from '@/lib/checkout/checkout-schemas';
import { useTranslations } from '@/lib/i18n/client';
import { AddressFields } from './address-fields';
import { FieldError, FormField } from './form-field';
import { StepError } from './step-error';
import { useCheckoutSubmit } from './use-checkout-submit';

const emptyAddress = {
  salutation: undefined,
  firstname: '',
  middlename: '',
  lastname: '',
  postcode: '',
  houseNumber: '',
  addition: '',
  street: '',
  city: '',
  country: 'NL' as const,
  telephone: '',
};

function startValues(cart: CheckoutView): CheckoutDetailsInput {
  const address = (view: CheckoutView['shipping']) =>
    view ? { ...view, salutation: view.salutation || undefined } : emptyAddress;
  return {
    email: cart.email,
    customerType: cart.customerType,
    company: cart.company,
    vatNumber: cart.vatNumber,
    reference: cart.reference,
    shipping: address(cart.shipping),
    billingSameAsShipping: cart.billingSameAsShipping,
    billing: address(cart.billing),
  } as CheckoutDetailsInput;
}

/** Step 1 (spec §1): e-mail, personal or business, delivery and billing address. */
export function DetailsStep({ cart, onDone }: { cart: CheckoutView; onDone: () => void }) {
  const t = useTranslations('Checkout');
  const form = useForm<CheckoutDetailsInput, unknown, CheckoutDetails>({
    resolver: zodResolver(detailsSchema),
    defaultValues: startValues(cart),
    shouldFocusError: true,
  });
  const { register, handleSubmit, control, formState } = form;
  const customerType = useWatch({ control, name: 'customerType' });
  const sameBilling = useWatch({ control, name: 'billingSameAsShipping' });
  const { submit, error, busy } = useCheckoutSubmit(
    form,
    'checkout-setShippingAddress',
    t('addressSaveFailed'),
  );
  const errors = formState.errors;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        className="space-y-6"
        onSubmit={handleSubmit(async (values) => {
          if (await submit(values)) onDone();
        })}
      >
        <StepError message={error} />
        <FormField
          label={t('email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
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
          <FieldError id="customer-type-error" message={errors.customerType?.message} />
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
        <section aria-labelledby="shipping-address-title" className="space-y-3">
          <h3 id="shipping-address-title" className="text-lg font-bold">
            {t('shippingAddress')}
          </h3>
          <AddressFields prefix="shipping" lookupAvailable={cart.addressLookup} />
        </section>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            {...register('billingSameAsShipping')}
          />
          {t('billingSame')}
        </label>
        {sameBilling ? null : (
          <section aria-labelledby="billing-address-title" className="space-y-3">
            <h3 id="billing-address-title" className="text-lg font-bold">
              {t('billingAddress')}
            </h3>
            <AddressFields prefix="billing" lookupAvailable={cart.addressLookup} />
          </section>
        )}
        <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
          {busy ? t('saving') : t('toDelivery')}
        </button>
      </form>
    </FormProvider>
  );
}
