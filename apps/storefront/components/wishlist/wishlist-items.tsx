import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import { FallbackImage } from '@/components/ui/fallback-image';
import { CardPrice } from '@/components/catalog/card-parts';
import { AddToCart } from '@/components/cart/add-to-cart-on-demand';
import { purchaseBlock } from '@/lib/cart/purchasable';
import type { FavouriteView } from '@/lib/commerce/wishlist';
import { RemoveFavourite } from './remove-favourite';

/** The favourites page's list: picture, name, price, stock, add to cart and remove. */
export async function WishlistItems({ items }: { items: FavouriteView[] }) {
  const t = await getTranslations('Wishlist');
  if (items.length === 0) {
    return (
      <div
        className="rounded-lg border border-line bg-white p-6 text-center"
        data-testid="wishlist-empty"
      >
        <p className="text-lg font-semibold text-brand">{t('empty')}</p>
        <p className="mt-1 text-muted">{t('emptyText')}</p>
        <Link
          href="/"
          className="mt-4 inline-flex min-h-11 items-center rounded-md bg-accent px-4 font-semibold text-white"
        >
          {t('shop')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="wishlist-items">
      {items.map(({ itemId, product, variant }) => {
        const inStock = variant ? variant.inStock : product.inStock;
        const analytics = {
          sku: variant?.sku ?? product.sku,
          name: product.name,
          brand: product.brand,
          variant: variant?.name ?? null,
          quantity: 1,
          priceCents: product.price ? Math.round(product.price.final.value * 100) : null,
          currency: product.price?.final.currency ?? null,
        };
        const block = purchaseBlock({
          inStock,
          outOfAssortment: product.outOfAssortment,
          shouldDisplayPrice: product.price !== null,
        });
        return (
          <li key={itemId}>
            <article
              className="relative flex h-full flex-col gap-2 rounded-lg border border-line bg-white p-3"
              data-testid="wishlist-item"
              data-sku={product.sku}
            >
              <FallbackImage
                src={product.image.url}
                alt={product.image.alt}
                width={240}
                height={240}
                loading="lazy"
                className="mx-auto aspect-square h-auto w-full max-w-60 object-contain"
              />
              {product.brand ? (
                <p className="text-xs font-semibold tracking-wide text-muted uppercase">
                  {product.brand}
                </p>
              ) : null}
              <h2 className="text-sm leading-snug font-semibold">
                <Link
                  prefetch={false}
                  href={product.href}
                  className="after:absolute after:inset-0 hover:text-accent"
                >
                  {product.name}
                </Link>
              </h2>
              {variant ? (
                <p className="text-sm text-muted">{t('variant', { name: variant.name })}</p>
              ) : null}
              <div className="mt-auto flex flex-col gap-2">
                <CardPrice product={product} installments={false} />
                <p
                  className={`text-sm font-semibold ${inStock ? 'text-green-800' : 'text-muted'}`}
                  data-testid="wishlist-stock"
                >
                  {inStock ? t('inStock') : t('outOfStock')}
                </p>
                <div className="relative z-10 flex flex-wrap items-center gap-2">
                  <AddToCart
                    name={product.name}
                    block={block}
                    compact
                    value={{
                      sku: variant?.sku ?? product.sku,
                      ...(variant ? { parent_sku: product.sku } : {}),
                      url: product.href,
                      product: analytics,
                    }}
                  />
                  <RemoveFavourite itemId={itemId} name={product.name} analytics={analytics} />
                </div>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
