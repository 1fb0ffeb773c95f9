'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod/mini';
import type { CheckoutView } from '@/lib/commerce/checkout';
import { deliverySchema, type CheckoutDelivery } from '@/lib/checkout/checkout-schemas';
import { checkoutConstants } from '@/lib/config/checkout';
import { formatCents } from '@/lib/format/cents';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { FieldError } from './form-field';
import { StepError } from './step-error';
import { useCheckoutSubmit } from './use-checkout-submit';

type DeliveryInput = z.input<typeof deliverySchema>;

/**
 * Step 2 (spec §1): home delivery with its cost (free from 45, spec §9) or pickup in a chosen
 * store, where the store prices and the in-store discount apply.
 */
export function DeliveryStep({ cart, onDone }: { cart: CheckoutView; onDone: () => void }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const form = useForm<DeliveryInput, unknown, CheckoutDelivery>({
    resolver: zodResolver(deliverySchema),
    defaultValues: {
      method: cart.delivery?.method ?? 'home',
      storeCode: cart.delivery?.storeCode ?? '',
    },
  });
  const { register, handleSubmit, control, formState } = form;
  const method = useWatch({ control, name: 'method' });
  const { submit, error, busy } = useCheckoutSubmit(
    form,
    'checkout-setShippingMethod',
    t('shippingMethodSaveFailed'),
  );
  const homeCents = cart.homeDelivery?.priceCents ?? checkoutConstants.baseShippingCents;
  const noMethods = !cart.homeDelivery?.available && !cart.pickup?.available;

  return (
    <form
      noValidate
      className="space-y-5"
      onSubmit={handleSubmit(async (values) => {
        if (await submit(values)) onDone();
      })}
    >
      <StepError message={error ?? (noMethods ? t('noShippingMethods') : null)} />
      <fieldset className="space-y-3">
        <legend className="sr-only">{t('stepDelivery')}</legend>
        <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-md border border-line p-3 has-checked:border-brand has-checked:bg-brand-light">
          <input
            type="radio"
            value="home"
            className="size-5 accent-brand"
            {...register('method')}
          />
          <span className="flex-1 font-semibold">{t('homeDelivery')}</span>
          <span>{homeCents === 0 ? t('free') : formatCents(homeCents, locale)}</span>
        </label>
        {homeCents > 0 ? (
          <p className="text-sm text-muted">
            {t('freeShippingFrom', {
              amount: formatCents(checkoutConstants.freeShippingFromCents, locale),
            })}
          </p>
        ) : null}
        <label className="flex min-h-14 cursor-pointer items-center gap-3 rounded-md border border-line p-3 has-checked:border-brand has-checked:bg-brand-light">
          <input
            type="radio"
            value="pickup"
            className="size-5 accent-brand"
            {...register('method')}
          />
          <span className="flex-1 font-semibold">{t('pickup')}</span>
          <span>{t('free')}</span>
        </label>
      </fieldset>
      {method === 'pickup' ? (
        <div className="space-y-3">
          {cart.inStoreDiscountCents > 0 ? (
            <p className="rounded-md bg-green-50 p-3 text-green-900">
              <strong>{t('inStoreDiscount')}: </strong>
              {t('pickupSaves', { amount: formatCents(cart.inStoreDiscountCents, locale) })}
            </p>
          ) : null}
          <label htmlFor="field-storeCode" className="block text-sm font-semibold">
            {t('chooseStore')}
          </label>
          <select
            id="field-storeCode"
            className="min-h-11 w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base"
            aria-invalid={formState.errors.storeCode ? true : undefined}
            aria-describedby={formState.errors.storeCode ? 'store-error' : undefined}
            {...register('storeCode')}
          >
            <option value="">{t('chooseStore')}</option>
            {cart.stores.map((store) => (
              <option key={store.code} value={store.code}>
                {store.name} — {store.address}
              </option>
            ))}
          </select>
          <FieldError id="store-error" message={formState.errors.storeCode?.message} />
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={busy}>
        {busy ? t('saving') : t('toPayment')}
      </button>
    </form>
  );
}
