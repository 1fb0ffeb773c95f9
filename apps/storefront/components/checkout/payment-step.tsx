'use client';

import { FallbackImage } from '@/components/ui/fallback-image';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { CheckoutView } from '@/lib/commerce/checkout';
import { mediaUrl } from '@/lib/commerce/values';
import { paymentMethodText } from '@/lib/checkout/payment-method-texts';
import {
  paymentGenders,
  paymentSchema,
  type CheckoutPayment,
} from '@/lib/checkout/checkout-schemas';
import { checkoutConstants } from '@/lib/config/checkout';
import { localizedPath } from '@/lib/i18n/locales';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { FieldError, FormField } from './form-field';
import { StepError } from './step-error';
import { useCheckoutSubmit } from './use-checkout-submit';

type PaymentInput = z.input<ReturnType<typeof paymentSchema>>;

/**
 * Step 3 (spec §1, §3 Payment): the methods the cart offers with their logos, the iDEAL bank only
 * when banks are listed, Riverty/in3's date of birth, gender and phone, the terms, and placing
 * the order, which goes on to the payment page.
 */
export function PaymentStep({
  cart,
  onPlaced,
}: {
  cart: CheckoutView;
  onPlaced: (redirect: string) => void;
}) {
  const t = useTranslations('Checkout');
  const methodTexts = useTranslations('PaymentMethods');
  const locale = useLocale();
  const schema = useMemo(() => paymentSchema(cart.paymentMethods), [cart.paymentMethods]);
  const form = useForm<PaymentInput, unknown, CheckoutPayment>({
    resolver: zodResolver(schema),
    defaultValues: {
      method: cart.selectedPayment ?? cart.paymentMethods[0]?.code ?? '',
      issuer: '',
      dateOfBirth: '',
      gender: '',
      telephone: cart.shipping?.telephone ?? '',
      termsAccepted: false,
    },
  });
  const { register, handleSubmit, control, formState } = form;
  const errors = formState.errors;
  // A hook at the top level: called inside .find() it ran once per method tried, so choosing
  // any method but the first changed the number of hooks and React threw (error #310).
  const chosenCode = useWatch({ control, name: 'method' });
  const chosen = cart.paymentMethods.find((method) => method.code === chosenCode);
  const needs = new Set(chosen?.requiredFields ?? []);
  // The placed order's payment page: the flow goes there through onPlaced, which counts it first.
  const { submit, error, busy } = useCheckoutSubmit(
    form,
    'checkout-placeOrder',
    t('placeOrderFailed'),
    { cartId: cart.id, navigate: (url) => onPlaced(url) },
  );

  if (!cart.paymentMethods.length) return <StepError message={t('paymentMethodsFailed')} />;

  return (
    <form
      noValidate
      className="space-y-5"
      // spec §4: the reply's redirect, orderData and, after a placing failure, cancelPayment are
      // followed in useCheckoutSubmit.
      onSubmit={handleSubmit((values) => submit(values))}
    >
      <StepError message={error} />
      <fieldset className="space-y-2">
        <legend className="mb-1 font-bold">{t('paymentMethod')}</legend>
        {cart.paymentMethods.map((method) => {
          const text = paymentMethodText(methodTexts, method.code, method.title);
          const nameId = `method-${method.code}-name`;
          const descriptionId = `method-${method.code}-description`;
          return (
            <label
              key={method.code}
              className="flex min-h-14 cursor-pointer items-center gap-3 rounded-md border border-line p-3 has-checked:border-brand has-checked:bg-brand-light"
            >
              <input
                type="radio"
                value={method.code}
                className="size-5 shrink-0 accent-brand"
                aria-labelledby={nameId}
                aria-describedby={text.description ? descriptionId : undefined}
                {...register('method')}
              />
              {method.logo ? (
                <FallbackImage
                  src={mediaUrl(method.logo) ?? ''}
                  alt=""
                  width={40}
                  height={28}
                  className="h-7 w-10 shrink-0 object-contain"
                />
              ) : null}
              <span className="min-w-0">
                <span id={nameId} className="block font-semibold">
                  {text.name}
                </span>
                {text.description ? (
                  <span id={descriptionId} className="block text-sm text-muted">
                    {text.description}
                  </span>
                ) : null}
              </span>
            </label>
          );
        })}
        <FieldError id="method-error" message={errors.method?.message} />
      </fieldset>
      {needs.has('ISSUER') && chosen?.issuers.length ? (
        <div>
          <label htmlFor="field-issuer" className="mb-1 block text-sm font-semibold">
            {t('issuer')}
          </label>
          <select
            id="field-issuer"
            className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2"
            aria-invalid={errors.issuer ? true : undefined}
            aria-describedby={errors.issuer ? 'issuer-error' : undefined}
            {...register('issuer')}
          >
            <option value="">{t('chooseIssuer')}</option>
            {chosen.issuers.map((issuer) => (
              <option key={issuer.id} value={issuer.id}>
                {issuer.name}
              </option>
            ))}
          </select>
          <FieldError id="issuer-error" message={errors.issuer?.message} />
        </div>
      ) : null}
      {needs.has('DATE_OF_BIRTH') ? (
        <FormField
          label={t('dateOfBirth')}
          type="date"
          autoComplete="bday"
          error={errors.dateOfBirth?.message}
          {...register('dateOfBirth')}
        />
      ) : null}
      {needs.has('GENDER') ? (
        <fieldset>
          <legend className="mb-1 text-sm font-semibold">{t('gender')}</legend>
          <div className="flex gap-5">
            {paymentGenders.map((gender) => (
              <label key={gender} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  value={gender}
                  className="size-5 accent-brand"
                  {...register('gender')}
                />
                {t(`gender${gender}`)}
              </label>
            ))}
          </div>
          <FieldError id="gender-error" message={errors.gender?.message} />
        </fieldset>
      ) : null}
      {needs.has('TELEPHONE') ? (
        <FormField
          label={t('paymentTelephone')}
          type="tel"
          autoComplete="tel"
          error={errors.telephone?.message}
          {...register('telephone')}
        />
      ) : null}
      <div>
        <label className="flex min-h-11 items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand"
            aria-invalid={errors.termsAccepted ? true : undefined}
            aria-describedby={errors.termsAccepted ? 'terms-error' : undefined}
            {...register('termsAccepted')}
          />
          {t('terms')}
        </label>
        <a
          href={localizedPath(locale, checkoutConstants.termsPath)}
          target="_blank"
          rel="noopener"
          className="btn-link ml-8 text-sm"
        >
          {t('termsRead')}
        </a>
        <FieldError id="terms-error" message={errors.termsAccepted?.message} />
      </div>
      <button type="submit" className="btn btn-primary w-full" disabled={busy}>
        {busy ? t('saving') : t('placeOrder')}
      </button>
    </form>
  );
}
