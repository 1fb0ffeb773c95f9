'use client';

import type { CheckoutView } from '@/lib/commerce/checkout';
import { formatCents } from '@/lib/format/cents';
import { useLocale, useTranslations } from '@/lib/i18n/client';

/** The overview beside (desktop) or above (mobile) the steps: items, delivery and totals with VAT. */
export function OrderSummary({ cart }: { cart: CheckoutView }) {
  const t = useTranslations('Checkout');
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, locale);
  const delivery = cart.delivery;
  return (
    <section aria-labelledby="summary-title" className="rounded-lg border border-line p-4">
      <h2 id="summary-title" className="mb-3 text-lg font-bold">
        {t('overview')}
      </h2>
      <ul className="divide-y divide-line">
        {cart.items.map((item) => (
          <li key={item.uid} className="flex gap-3 py-2 text-sm">
            <span className="shrink-0 text-muted">
              {t('quantityTimes', { quantity: item.quantity })}
            </span>
            <span className="flex-1">{item.name}</span>
            <span className="shrink-0">{money(item.rowCents)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-3 space-y-1 border-t border-line pt-3 text-sm">
        <div className="flex justify-between">
          <dt>{t('subtotal')}</dt>
          <dd>{money(cart.subtotalCents)}</dd>
        </div>
        {delivery ? (
          <div className="flex justify-between">
            <dt>{delivery.method === 'pickup' ? t('pickup') : t('shipping')}</dt>
            <dd>{delivery.priceCents === 0 ? t('free') : money(delivery.priceCents)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between pt-2 text-base font-bold">
          <dt>{t('total')}</dt>
          <dd>{money(cart.grandTotalCents)}</dd>
        </div>
        <div className="flex justify-between text-muted">
          <dt className="sr-only">{t('vatLine')}</dt>
          <dd>{t('vatIncluded', { amount: money(cart.taxCents) })}</dd>
        </div>
      </dl>
      {delivery?.method === 'pickup' && cart.inStoreDiscountCents > 0 ? (
        // The engine's totals already hold the store prices: the saving is told, not subtracted.
        <p className="mt-3 rounded-md bg-green-50 p-2 text-sm text-green-900">
          <strong>{t('inStoreDiscount')}: </strong>
          {t('pickupSaves', { amount: money(cart.inStoreDiscountCents) })}
        </p>
      ) : null}
    </section>
  );
}
