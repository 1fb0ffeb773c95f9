import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ProductPageData } from '@/lib/commerce/types';
import { formatShopDate } from '@/lib/format/dates';
import { formatCents, formatMoney } from '@/lib/format/price';
import { discountBadge } from '@/lib/product/discount-badge';
import { inStorePrice } from '@/lib/product/in-store-price';

/**
 * The price with its discount, special price end, instalments (spec §9: from 250 to 10000) and
 * tier prices; or why there is none (spec §4: hidden for some statuses, out of assortment).
 */
export function ProductPrice({ product }: { product: ProductPageData }) {
  const t = useTranslations('catalog');
  const tp = useTranslations('Product');
  const locale = useLocale();
  const price = product.shouldDisplayPrice ? product.price : null;
  if (!price)
    return (
      <p className="font-semibold text-muted" data-testid="price-hidden">
        {product.outOfAssortment ? tp('outOfAssortment') : tp('priceHidden')}
      </p>
    );
  const discounted = price.final.value < price.regular.value;
  const badge = discountBadge(price);
  const inStore = inStorePrice(product);
  return (
    <>
      {discounted ? (
        <p className="flex items-center gap-2 text-sm text-muted">
          <span className="line-through">
            <span className="sr-only">{tp('priceWas', { price: '' })}</span>
            {formatMoney(price.regular, locale)}
          </span>
          {badge ? (
            <span className="rounded bg-accent px-1.5 font-bold text-white">
              {badge.kind === 'percent'
                ? tp('discount', { percent: badge.percent })
                : tp('discountAmount', { amount: formatMoney(badge.amount, locale) })}
            </span>
          ) : null}
        </p>
      ) : null}
      <p className="text-3xl font-bold text-brand">{formatMoney(price.final, locale)}</p>
      {product.specialToDate && discounted ? (
        <p className="text-xs text-muted">
          {t('specialUntil', { date: formatShopDate(product.specialToDate, locale) })}
        </p>
      ) : null}
      {inStore ? (
        <p
          className="mt-2 rounded-md bg-brand-light px-3 py-2 text-sm text-brand"
          data-testid="price-in-store"
        >
          <strong>{tp('cheaperInStore')}: </strong>
          {tp('inStorePrice', {
            price: formatMoney(inStore.price, locale),
            saving: formatCents(
              Math.round(inStore.saving.value * 100),
              inStore.saving.currency,
              locale,
            ),
          })}
        </p>
      ) : null}
      {product.installment ? (
        <p className="mt-1 text-sm">
          <Link prefetch={false} href="/service/gespreid-betalen" className="underline">
            {tp('installments', { amount: formatMoney(product.installment, locale) })}
          </Link>
        </p>
      ) : null}
      {product.tierPrices.length ? (
        <ul className="mt-2 text-sm">
          {product.tierPrices.map((tier) => (
            <li key={tier.quantity}>
              {t('tierPrice', {
                quantity: tier.quantity,
                price: formatMoney(tier.price, locale),
                percent: Math.round(tier.percentOff),
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
