import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { FallbackImage } from '@/components/ui/fallback-image';
import { formatPrice } from '@/lib/format/price';
import type { ProductCardData } from '@/lib/commerce/types';
import { EnergyBadge } from './energy-badge';

/** The LIST view mode: one product a row with picture, details and price side by side. */
export function ProductListItem({ product }: { product: ProductCardData }) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const price = product.price;
  return (
    <article
      className="relative flex gap-4 rounded-lg border border-line bg-white p-3"
      data-testid="product-card"
    >
      <FallbackImage
        src={product.image.url}
        alt={product.image.alt}
        width={160}
        height={160}
        loading="lazy"
        className="aspect-square h-auto w-28 shrink-0 object-contain sm:w-40"
      />
      <div className="flex flex-1 flex-col gap-1">
        {product.brand ? (
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {product.brand}
          </p>
        ) : null}
        <h3 className="font-semibold">
          <Link prefetch={false} href={product.href} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        {product.energyClass ? (
          <EnergyBadge label={product.energyClass} icon={product.energyIcon} />
        ) : null}
        {!product.inStock ? (
          <p className="text-xs font-semibold text-accent">{t('outOfStock')}</p>
        ) : null}
      </div>
      <div className="shrink-0 text-right">
        {price ? (
          <>
            {price.final.value < price.regular.value ? (
              <p className="text-sm text-muted line-through">
                {formatPrice(price.regular.value, price.regular.currency, locale)}
              </p>
            ) : null}
            <p className="text-xl font-bold text-brand">
              {formatPrice(price.final.value, price.final.currency, locale)}
            </p>
          </>
        ) : (
          <p className="text-sm font-semibold text-muted">
            {product.outOfAssortment ? t('outOfAssortment') : t('priceHidden')}
          </p>
        )}
      </div>
    </article>
  );
}
