'use client';

import { useLocale, useTranslations } from '@/lib/i18n/client';
import { cartConfig } from '@/lib/config/cart';
import { formatCents } from '@/lib/format/price';
import type { CartView } from '@/lib/commerce/cart/types';

/**
 * spec §9 free delivery from 45: the engine says what is missing; without its answer the
 * shop's own threshold is used on the subtotal including tax.
 */
export function freeShippingRemaining(cart: CartView): number {
  const fromEngine = cart.prices.freeShippingRemainingCents;
  if (fromEngine > 0) return fromEngine;
  return Math.max(0, cartConfig.freeShippingFromCents - cart.prices.subtotalInclTaxCents);
}

/** Subtotal including tax (spec §9 tax display 2), discounts, delivery, total and the VAT line. */
export function CartTotals({ cart, compact = false }: { cart: CartView; compact?: boolean }) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const money = (cents: number) => formatCents(cents, cart.prices.currency, locale);
  const remaining = freeShippingRemaining(cart);
  const shippingCents = remaining > 0 ? cartConfig.baseShippingCents : 0;
  const discounts = cart.prices.discounts.reduce((sum, d) => sum + d.amountCents, 0);
  const total =
    cart.prices.grandTotalCents > 0
      ? cart.prices.grandTotalCents
      : cart.prices.subtotalInclTaxCents - discounts + shippingCents;
  const percent = Math.min(
    100,
    Math.round((cart.prices.subtotalInclTaxCents / cartConfig.freeShippingFromCents) * 100),
  );
  const row = 'flex justify-between gap-2';
  return (
    <div className="space-y-3" data-testid="cart-totals">
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
      <dl className="space-y-1 text-sm">
        <div className={row}>
          <dt>{t('subtotal')}</dt>
          <dd className="tabular-nums">{money(cart.prices.subtotalInclTaxCents)}</dd>
        </div>
        {cart.prices.discounts.map((discount) => (
          <div key={discount.label} className={`${row} text-success`}>
            <dt>{discount.label || t('discount')}</dt>
            <dd className="tabular-nums">−{money(discount.amountCents)}</dd>
          </div>
        ))}
        {cart.prices.inStoreDiscountCents > 0 ? (
          <div className={`${row} text-success`}>
            <dt>{t('inStoreDiscount')}</dt>
            <dd className="tabular-nums">{money(cart.prices.inStoreDiscountCents)}</dd>
          </div>
        ) : null}
        {compact ? null : (
          <div className={row}>
            <dt>{t('shipping')}</dt>
            <dd className="tabular-nums">{shippingCents ? money(shippingCents) : t('free')}</dd>
          </div>
        )}
        <div className={`${row} border-t border-line pt-2 text-base font-bold`}>
          <dt>{t('total')}</dt>
          <dd className="tabular-nums" data-testid="cart-total">
            {money(compact ? cart.prices.subtotalInclTaxCents - discounts : total)}
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
