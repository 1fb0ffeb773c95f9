'use client';

import { useState } from 'react';
import { Link } from '@/i18n/navigation';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { formatCents } from '@/lib/format/price';
import { useCartActions } from '@/lib/cart/use-cart-actions';
import type { CartItemView } from '@/lib/commerce/cart/types';
import { FallbackImage } from '@/components/ui/fallback-image';
import { QuantityStepper } from './quantity-stepper';

/** What analytics needs to know of a line (spec §3 item fields). */
export const lineProduct = (item: CartItemView, currency: string) => ({
  sku: item.product.variantSku,
  name: item.product.name,
  brand: item.product.brand,
  variant: item.product.variant,
  categories: item.product.categories,
  quantity: item.quantity,
  priceCents: item.priceCents,
  discountCents: item.quantity ? Math.round(item.discountCents / item.quantity) : 0,
  currency,
});

/** One cart line: picture, name, variant, price, quantity stepper and remove. */
export function CartLine({
  item,
  currency,
  onEdit,
}: {
  item: CartItemView;
  currency: string;
  /** Opens the 'Edit Cart Item' view; only configurable lines can be edited. */
  onEdit?: () => void;
}) {
  const t = useTranslations('Cart');
  const locale = useLocale();
  const actions = useCartActions();
  const [busy, setBusy] = useState(false);
  const money = (cents: number) => formatCents(cents, currency, locale);
  const run = async (work: () => Promise<boolean>) => {
    setBusy(true);
    try {
      return await work();
    } finally {
      setBusy(false);
    }
  };
  return (
    <li
      className="flex gap-3 border-b border-line py-3 last:border-b-0"
      data-testid="cart-line"
      data-sku={item.product.variantSku}
      aria-busy={busy}
    >
      <Link href={item.product.url} className="shrink-0" tabIndex={-1} aria-hidden="true">
        <FallbackImage
          src={item.product.image?.url ?? ''}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-20 rounded-md border border-line object-contain"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Link href={item.product.url} className="font-semibold text-brand hover:underline">
          {item.product.name}
        </Link>
        {item.product.variant ? <p className="text-sm text-muted">{item.product.variant}</p> : null}
        {item.error || !item.available ? (
          <p className="text-sm font-semibold text-red-700" role="alert">
            {item.error ?? t('unavailable')}
          </p>
        ) : null}
        <p className="text-sm text-muted">{t('each', { price: money(item.priceCents) })}</p>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <QuantityStepper
            value={item.quantity}
            label={t('quantityOf', { name: item.product.name })}
            disabled={busy}
            onChange={(qty) => run(() => actions.setQuantity(item.id, qty))}
          />
          <span className="font-bold tabular-nums">{money(item.rowTotalCents)}</span>
        </div>
        <div className="flex gap-4">
          {onEdit ? (
            <button
              type="button"
              className="min-h-11 text-sm text-brand underline hover:no-underline"
              disabled={busy}
              onClick={onEdit}
              data-testid="cart-line-edit"
              data-line={item.id}
            >
              {t('edit')}
              <span className="sr-only"> {item.product.name}</span>
            </button>
          ) : null}
          <button
            type="button"
            className="min-h-11 text-sm text-brand underline hover:no-underline"
            disabled={busy}
            onClick={() => void run(() => actions.remove(item.id, lineProduct(item, currency)))}
            data-testid="cart-line-remove"
          >
            {t('remove')}
            <span className="sr-only"> {item.product.name}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
