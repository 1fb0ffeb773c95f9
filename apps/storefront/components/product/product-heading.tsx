import { useLocale, useTranslations } from 'next-intl';
import { RatingStars } from '@/components/ui/rating-stars';
import type { ProductPageData } from '@/lib/commerce/types';
import { formatDecimal } from '@/lib/format/numbers';

/** Brand, name (the page's h1), SKU and EAN, and the rating out of 10 (spec §9). */
export function ProductHeading({ product }: { product: ProductPageData }) {
  const t = useTranslations('catalog');
  const tp = useTranslations('Product');
  const locale = useLocale();
  return (
    <div>
      {product.brand ? (
        <p className="text-sm font-semibold tracking-wide text-muted uppercase">{product.brand}</p>
      ) : null}
      <h1 className="text-2xl font-bold text-brand sm:text-3xl" data-testid="product-name">
        {product.name}
      </h1>
      <p className="mt-1 text-xs text-muted">
        {t('sku', { sku: product.sku })}
        {product.ean ? ` · ${t('ean', { ean: product.ean })}` : ''}
      </p>
      {product.rating !== null ? (
        <p className="mt-1 text-sm text-muted">
          <RatingStars
            size={18}
            rating={product.rating}
            label={tp('rating', {
              rating: formatDecimal(product.rating, locale),
              count: product.reviewCount,
            })}
          />
        </p>
      ) : null}
    </div>
  );
}
