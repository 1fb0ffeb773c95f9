import { useLocale, useTranslations } from 'next-intl';
import { RatingStars } from '@/components/ui/rating-stars';
import type { ProductCardData } from '@/lib/commerce/types';
import { formatDecimal } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/price';
import { labelKey } from '@/lib/catalog/known-values';

/**
 * The pieces every view of a product in a listing shows (GRID card, LIST row, ORDER_LIST row),
 * so the views differ in layout only, never in what a shopper learns about the product.
 */

/**
 * Up to two labels, in a row of their own so they never cover the product's picture. Each label
 * is shown whole, in every language: labels that do not fit side by side go onto a next line,
 * and a label longer than the row wraps within itself. Grid cards show the row under the
 * picture, so a row of two lines never pushes one card's picture below its neighbours'.
 */
export function CardLabels({ labels }: { labels: ProductCardData['labels'] }) {
  const t = useTranslations('Labels');
  if (labels.length === 0) return null;
  return (
    <ul className="flex min-w-0 flex-wrap gap-1" data-testid="card-labels">
      {labels.slice(0, 2).map((label) => (
        <li
          key={label.code}
          className="max-w-full rounded bg-accent px-2 py-0.5 text-xs leading-snug font-bold break-words text-white"
        >
          {labelText(label, t)}
        </li>
      ))}
    </ul>
  );
}

/** A known label code in the page's language; any other as the store names it. */
export function labelText(
  label: { code: string; label: string },
  t: (key: string) => string,
): string {
  const key = labelKey(label.code);
  return key ? t(key) : label.label;
}

export function CardRating({ product }: { product: ProductCardData }) {
  const t = useTranslations('Product');
  const locale = useLocale();
  if (product.rating === null) return null;
  return (
    <p className="text-xs text-muted">
      <RatingStars
        rating={product.rating}
        label={t('rating', {
          rating: formatDecimal(product.rating, locale),
          count: product.reviewCount,
        })}
      />
    </p>
  );
}

/** Price with the former price, instalments, or why there is none; and stock. */
export function CardPrice({
  product,
  installments = true,
}: {
  product: ProductCardData;
  installments?: boolean;
}) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const price = product.price;
  const discounted = price && price.final.value < price.regular.value;
  return (
    <div className="min-w-0" data-testid="card-price">
      {price ? (
        <>
          {discounted ? (
            <p className="text-sm text-muted line-through">
              <span className="sr-only">{t('priceWas', { price: '' })}</span>
              {formatPrice(price.regular.value, price.regular.currency, locale)}
            </p>
          ) : null}
          <p className="text-xl font-bold text-brand">
            {formatPrice(price.final.value, price.final.currency, locale)}
          </p>
          {installments && product.installment ? (
            <p className="text-xs text-muted">
              {t('installments', {
                amount: formatPrice(
                  product.installment.value,
                  product.installment.currency,
                  locale,
                ),
              })}
            </p>
          ) : null}
        </>
      ) : (
        <p className="text-sm font-semibold text-muted">
          {product.outOfAssortment ? t('outOfAssortment') : t('priceHidden')}
        </p>
      )}
      {!product.inStock ? (
        <p className="text-xs font-semibold text-accent">{t('outOfStock')}</p>
      ) : null}
    </div>
  );
}
