import { FallbackImage } from '@/components/ui/fallback-image';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ProductPageData } from '@/lib/commerce/types';
import { formatMoney } from '@/lib/format/price';
import { AddToCart } from '@/components/cart/add-to-cart-on-demand';

/** Bundles with this product and their discount (spec §9: accessory bundle discount); each adds the bundle. */
export function BundleCombinations({
  product,
}: {
  product: Pick<ProductPageData, 'bundleCombinations' | 'shouldDisplayPrice'>;
}) {
  const t = useTranslations('catalog');
  const tCart = useTranslations('Cart');
  const locale = useLocale();
  if (!product.bundleCombinations.length) return null;
  return (
    <section className="mt-8" aria-labelledby="bundles-heading">
      <h2 id="bundles-heading" className="mb-3 text-xl font-bold text-brand">
        {t('bundles')}
      </h2>
      <ul className="grid gap-3 md:grid-cols-2">
        {product.bundleCombinations.map((bundle) => (
          <li key={bundle.id} className="flex gap-3 rounded-lg border border-line bg-white p-3">
            {bundle.image ? (
              <FallbackImage
                src={bundle.image}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                className="size-20 object-contain"
              />
            ) : null}
            <div className="flex flex-col gap-1">
              <Link prefetch={false} href={bundle.href} className="font-semibold hover:underline">
                {bundle.name}
              </Link>
              {bundle.final && product.shouldDisplayPrice ? (
                <p>
                  {bundle.regular && bundle.regular.value > bundle.final.value ? (
                    <span className="mr-2 text-sm text-muted line-through">
                      {formatMoney(bundle.regular, locale)}
                    </span>
                  ) : null}
                  <span className="font-bold text-brand">{formatMoney(bundle.final, locale)}</span>
                </p>
              ) : null}
              {bundle.discountPercent ? (
                <p className="text-xs text-success">
                  {t('bundleDiscount', { percent: bundle.discountPercent })}
                </p>
              ) : null}
              {bundle.final && product.shouldDisplayPrice ? (
                <AddToCart
                  name={bundle.name}
                  compact
                  label={tCart('addBundle')}
                  value={{
                    sku: bundle.sku,
                    url: bundle.href,
                    product: {
                      sku: bundle.sku,
                      name: bundle.name,
                      quantity: 1,
                      priceCents: Math.round(bundle.final.value * 100),
                      currency: bundle.final.currency,
                    },
                  }}
                />
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
