import { Link } from '@/i18n/navigation';
import { FallbackImage } from '@/components/ui/fallback-image';
import { imageSizes } from '@/lib/media/responsive-image';
import type { ProductCardData } from '@/lib/commerce/types';
import { CompareToggle } from '@/components/compare/compare-toggle';
import { WishlistToggle } from '@/components/wishlist/wishlist-toggle';
import { CardLabels, CardPrice, CardRating } from './card-parts';
import { EnergyBadge } from './energy-badge';

/** A product in a grid or carousel: picture, labels, brand, name, rating, energy class and price. */
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
  const Heading = headingLevel;
  return (
    <article
      className="relative flex h-full flex-col rounded-lg border border-line bg-white p-3"
      data-testid="product-card"
    >
      {compare ? (
        <div className="absolute top-2 right-2">
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
      ) : null}
      <FallbackImage
        src={product.image.url}
        alt={product.image.alt}
        width={320}
        height={320}
        sizes={imageSizes.productCard}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // Room above the picture for the wishlist toggle, so it covers no part of it.
        className={`mx-auto aspect-square h-auto w-full object-contain ${compare ? 'mt-8' : ''}`}
      />
      <div className="mt-3 flex flex-1 flex-col gap-1">
        <CardLabels labels={product.labels} />
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
        <CardRating product={product} />
        {product.energyClass ? (
          <p>
            <EnergyBadge label={product.energyClass} icon={product.energyIcon} />
          </p>
        ) : null}
        <div className="mt-auto pt-2">
          <CardPrice product={product} />
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
