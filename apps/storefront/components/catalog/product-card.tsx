import { EnergyBadge } from './energy-badge';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { FallbackImage } from '@/components/ui/fallback-image';
import { RatingStars } from '@/components/ui/rating-stars';
import { formatDecimal } from '@/lib/format/numbers';
import { formatPrice } from '@/lib/format/price';
import type { ProductCardData } from '@/lib/commerce/types';
import { CompareToggle } from '@/components/compare/compare-toggle';

/** A product in a grid or carousel: picture, brand, name, rating, energy class and price. */
export function ProductCard({
  product,
  headingLevel = 'h3',
  compare = true,
  priority = false,
}: {
  product: ProductCardData;
  headingLevel?: 'h3' | 'h4';
  /** The compare toggle (spec §4); off where a card is not a shopping choice. */
  compare?: boolean;
  /** The first cards of a listing: loaded eagerly, they are the page's largest paint. */
  priority?: boolean;
}) {
  const t = useTranslations('Product');
  const locale = useLocale();
  const Heading = headingLevel;
  const price = product.price;
  const discounted = price && price.final.value < price.regular.value;
  return (
    <article
      className="relative flex h-full flex-col rounded-lg border border-line bg-white p-3"
      data-testid="product-card"
    >
      {product.labels.length > 0 ? (
        // Left of the energy arrow the generated images carry in their top right corner.
        <ul className="absolute top-3 left-3 z-10 flex max-w-[62%] flex-col items-start gap-1">
          {product.labels.slice(0, 2).map((label) => (
            <li
              key={label.code}
              className="rounded bg-accent px-2 py-0.5 text-xs font-bold text-white"
            >
              {label.label}
            </li>
          ))}
        </ul>
      ) : null}
      <FallbackImage
        src={product.image.url}
        alt={product.image.alt}
        width={320}
        height={320}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className="mx-auto aspect-square h-auto w-full object-contain"
      />
      <div className="mt-3 flex flex-1 flex-col gap-1">
        {product.brand ? (
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {product.brand}
          </p>
        ) : null}
        <Heading className="text-sm leading-snug font-semibold">
          <Link
            prefetch={false}
            href={product.href}
            className="after:absolute after:inset-0 hover:text-accent"
          >
            {product.name}
          </Link>
        </Heading>
        {product.rating !== null ? (
          <p className="text-xs text-muted">
            <RatingStars
              rating={product.rating}
              label={t('rating', {
                rating: formatDecimal(product.rating, locale),
                count: product.reviewCount,
              })}
            />
          </p>
        ) : null}
        {product.energyClass ? (
          <p>
            <EnergyBadge label={product.energyClass} icon={product.energyIcon} />
          </p>
        ) : null}
        <div className="mt-auto pt-2">
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
              {product.installment ? (
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
          {compare ? (
            <div className="mt-2">
              <CompareToggle sku={product.sku} compact />
            </div>
          ) : null}
        </div>
      </div>
    </article>
  );
}
