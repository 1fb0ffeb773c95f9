'use client';

import { useLocale, useTranslations } from '@/lib/i18n/client';
import { cartConfig } from '@/lib/config/cart';
import { formatCents } from '@/lib/format/price';
import { cartAmounts, freeShippingRemaining, pickupSavingCents } from '@/lib/cart/cart-amounts';
import type { CartView } from '@/lib/commerce/cart/types';

export { freeShippingRemaining };

/**
 * Subtotal including tax (spec §9 tax display 2), discounts, delivery, total and the VAT line;
 * the drawer's compact form shows the same amounts, so its total and VAT line agree.
 */
export function CartTotals({ cart, compact = false }: { cart: CartView; compact?: boolean }) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, cart.prices.currency, locale);
  const remaining = freeShippingRemaining(cart);
  const amounts = cartAmounts(cart);
  const pickupSaving = pickupSavingCents(cart);
  const pickupChosen = cart.prices.inStoreDiscountCents > 0;
  const percent = Math.min(
    100,
    Math.round((cart.prices.subtotalInclTaxCents / cartConfig.freeShippingFromCents) * 100),
  );
  const row = 'flex justify-between gap-2';
  return (
    <div className={compact ? 'space-y-2' : 'space-y-3'} data-testid="cart-totals">
      <div>
        <p className="text-sm font-semibold" data-testid="free-shipping">
          {remaining > 0
            ? t('freeShippingRemaining', { amount: money(remaining) })
            : t('freeShippingReached')}
        </p>
        <div
          className="mt-1 h-2 overflow-hidden rounded-full bg-brand-light"
          role="progressbar"
          aria-label={t('shipping')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div className="h-full bg-success" style={{ width: `${percent}%` }} />
        </div>
      </div>
      {pickupSaving > 0 && !pickupChosen && !compact ? (
        <p
          className="rounded-md bg-brand-light px-3 py-2 text-sm text-brand"
          data-testid="pickup-saving"
        >
          <strong>{t('cheaperInStore')}: </strong>
          {t('pickupSaves', { amount: money(pickupSaving) })}
        </p>
      ) : null}
      <dl className={compact ? 'space-y-0.5 text-sm' : 'space-y-1 text-sm'}>
        <div className={row}>
          <dt>{t('subtotal')}</dt>
          <dd className="tabular-nums">{money(amounts.subtotalCents)}</dd>
        </div>
        {cart.prices.discounts.map((discount) => (
          <div key={discount.label} className={`${row} text-success`}>
            <dt>{discount.label || t('discount')}</dt>
            <dd className="tabular-nums">−{money(discount.amountCents)}</dd>
          </div>
        ))}
        {pickupSaving > 0 && !pickupChosen && compact ? (
          // The drawer's footer is short at 390 px: the selling point as one line of the sum.
          <div className={`${row} text-success`} data-testid="pickup-saving">
            <dt>{t('pickupSavesShort')}</dt>
            <dd className="tabular-nums">{money(pickupSaving)}</dd>
          </div>
        ) : null}
        {pickupChosen ? (
          <div className={`${row} text-success`} data-testid="pickup-discount">
            <dt>{t('inStoreDiscount')}</dt>
            <dd className="tabular-nums">{money(cart.prices.inStoreDiscountCents)}</dd>
          </div>
        ) : null}
        <div className={row}>
          <dt>{t('shipping')}</dt>
          <dd className="tabular-nums" data-testid="cart-shipping">
            {amounts.shippingCents ? money(amounts.shippingCents) : t('free')}
          </dd>
        </div>
        <div className={`${row} border-t border-line pt-2 text-base font-bold`}>
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {money(amounts.totalCents)}
          </dd>
        </div>
        {cart.prices.taxes.map((tax) => (
          <div key={tax.label} className={`${row} text-muted`}>
            <dt>{tax.rate !== null ? t('vat', { rate: tax.rate }) : t('vatIncluded')}</dt>
            <dd className="tabular-nums">{money(tax.amountCents)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
