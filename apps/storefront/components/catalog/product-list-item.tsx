import { Link } from '@/i18n/navigation';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { ProductCardData } from '@/lib/commerce/types';
import { CardLabels, CardPrice, CardRating } from './card-parts';
import { EnergyBadge } from './energy-badge';
import { CardAddToCart } from '@/components/cart/card-add-to-cart';

/**
 * The LIST view mode: one product a row, picture beside what the grid card shows. On a phone
 * the price goes under the details, so nothing runs past the row's edge.
 */
export function ProductListItem({ product }: { product: ProductCardData }) {
  return (
    <article
      className="relative grid grid-cols-[6rem_minmax(0,1fr)] gap-x-3 gap-y-2 rounded-lg border border-line bg-white p-3 sm:grid-cols-[10rem_minmax(0,1fr)_auto] sm:gap-x-4"
      data-testid="product-card"
    >
      <FallbackImage
        src={product.image.url}
        alt={product.image.alt}
        width={160}
        height={160}
        loading="lazy"
        className="row-span-2 aspect-square h-auto w-full object-contain sm:row-span-1"
      />
      <div className="flex min-w-0 flex-col gap-1">
        <CardLabels labels={product.labels} />
        {product.brand ? (
          <p className="text-xs font-semibold tracking-wide text-muted uppercase">
            {product.brand}
          </p>
        ) : null}
        <h3 className="font-semibold break-words">
          <Link prefetch={false} href={product.href} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <CardRating product={product} />
        {product.energyClass ? (
          <EnergyBadge label={product.energyClass} icon={product.energyIcon} />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-col gap-2 sm:items-end sm:text-right">
        <CardPrice product={product} />
        <div className="flex items-center gap-2 sm:justify-end">
          <CompareToggle sku={product.sku} compact />
          <WishlistToggle
            sku={product.sku}
            name={product.name}
            analytics={{
              sku: product.sku,
              name: product.name,
              brand: product.brand,
              quantity: 1,
              priceCents: product.price ? Math.round(product.price.final.value * 100) : null,
              currency: product.price?.final.currency ?? null,
            }}
          />
        </div>
        <CardAddToCart product={product} />
      </div>
    </article>
  );
}
