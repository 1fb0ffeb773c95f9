'use client';

import { FallbackImage } from '@/components/ui/fallback-image';
import { useLocale, useTranslations } from '@/lib/i18n/client';
import { Link } from '@/i18n/navigation';
import { recentlyViewedList } from '@/components/state/recently-viewed-list';
import { useStoredList } from '@/components/state/stored-list';
import { formatPrice } from '@/lib/format/price';

/** Shows the recently viewed products (spec §9), except `exclude` (the page's own product). */
export function RecentlyViewed({ exclude }: { exclude?: string }) {
  const t = useTranslations('catalog');
  const locale = useLocale();
  const items = useStoredList(recentlyViewedList).filter((item) => item.sku !== exclude);
  if (!items.length) return null;
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
        {items.map((item) => (
          <li
            key={item.sku}
            className="relative rounded-lg border border-line bg-white p-2 text-sm"
          >
            {item.image ? (
              <FallbackImage
                src={item.image}
                alt=""
                width={160}
                height={160}
                loading="lazy"
                className="mx-auto aspect-square h-auto w-full object-contain"
              />
            ) : null}
            <Link prefetch={false} href={item.href} className="after:absolute after:inset-0">
              {item.name}
            </Link>
            {item.price ? (
              <p className="font-bold text-brand">
                {formatPrice(item.price.value, item.price.currency, locale)}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
