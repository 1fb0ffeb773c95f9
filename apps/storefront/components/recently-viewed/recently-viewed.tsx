'use client';

import { useEffect, useMemo, useState } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { recentlyViewedList } from '@/components/state/recently-viewed-list';
import { useStoredList } from '@/components/state/stored-list';
import { getRecentlyViewedProducts } from '@/lib/commerce/recently-viewed';
import type { ProductCardData } from '@/lib/commerce/types';
import { formatPrice } from '@/lib/format/price';

/**
 * Shows the recently viewed products (spec §9), except `exclude` (the page's own product), as
 * the engine has them now: only their SKUs are remembered.
 */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const stored = useStoredList(recentlyViewedList);
  const skus = useMemo(
    () => stored.map((item) => item.sku).filter((sku) => sku !== exclude),
    [stored, exclude],
  );
  const key = skus.join('|');
  const [shown, setShown] = useState<{ key: string; products: ProductCardData[] } | null>(null);

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    void getRecentlyViewedProducts(key.split('|'), locale, controller.signal).then((products) => {
      if (!controller.signal.aborted) setShown({ key, products: products ?? [] });
    });
    return () => controller.abort();
  }, [key, locale]);

  const products = shown?.key === key ? shown.products : [];
  if (!key || !products.length) return null;
  return (
    <section
      className="container-shop my-8"
      aria-labelledby="recent-heading"
      data-testid="recently-viewed"
    >
      <h2 id="recent-heading" className="mb-3 text-xl font-bold text-brand">
        {t('recentlyViewed')}
      </h2>
      <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-5">
        {products.map((product) => (
          <li
            key={product.sku}
            className="relative rounded-lg border border-line bg-white p-2 text-sm"
            data-sku={product.sku}
          >
            <FallbackImage
              src={product.image.url}
              alt=""
              width={160}
              height={160}
              loading="lazy"
              className="mx-auto aspect-square h-auto w-full object-contain"
            />
            <Link prefetch={false} href={product.href} className="after:absolute after:inset-0">
              {product.name}
            </Link>
            {product.price ? (
              <p className="font-bold text-brand">
                {formatPrice(product.price.final.value, product.price.final.currency, locale)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
