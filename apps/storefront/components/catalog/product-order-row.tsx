import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import { FallbackImage } from '@/components/ui/fallback-image';
import type { ProductCardData } from '@/lib/commerce/types';
import { CardPrice } from './card-parts';
import { CardAddToCart } from '@/components/cart/card-add-to-cart';

/**
 * The ORDER_LIST view mode (spec §2): a compact row a shopper who knows what to order scans
 * quickly: a small picture, name and article number, stock and price.
 */
export function ProductOrderRow({ product }: { product: ProductCardData }) {
  const t = useTranslations('catalog');
  return (
    <article
      className="relative grid grid-cols-[3rem_minmax(0,1fr)] items-center gap-x-3 gap-y-1 py-2 sm:grid-cols-[3rem_minmax(0,1fr)_auto]"
      data-testid="product-card"
    >
      <FallbackImage
        src={product.image.url}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className="row-span-2 aspect-square h-auto w-12 object-contain sm:row-span-1"
      />
      <div className="min-w-0">
        <h3 className="truncate text-sm font-semibold">
          <Link prefetch={false} href={product.href} className="after:absolute after:inset-0">
            {product.name}
          </Link>
        </h3>
        <p className="text-xs text-muted">{t('sku', { sku: product.sku })}</p>
      </div>
      <div className="col-start-2 flex min-w-0 flex-wrap items-center gap-2 sm:col-start-auto sm:justify-end sm:text-right">
        <CardPrice product={product} installments={false} />
        <CardAddToCart product={product} withQuantity />
      </div>
    </article>
  );
}
