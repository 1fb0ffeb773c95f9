import { useTranslations } from 'next-intl';
import { ProductCard } from '@/components/catalog/product-card';
import type { ProductPageData } from '@/lib/commerce/types';
import { productConfig } from '@/lib/config/product';

/** The related and the upsell products, a row of cards each. */
export function RelatedProducts({
  product,
}: {
  product: Pick<ProductPageData, 'related' | 'upsell'>;
}) {
  const t = useTranslations('catalog');
  const rows = [
    { key: 'related', items: product.related, title: t('related') },
    { key: 'upsell', items: product.upsell, title: t('upsell') },
  ];
  return rows.map((row) =>
    row.items.length ? (
      <section key={row.key} className="mt-8" aria-label={row.title}>
        <h2 className="mb-3 text-xl font-bold text-brand">{row.title}</h2>
        <ul className="grid grid-cols-2 gap-2 sm:gap-4 md:grid-cols-4">
          {row.items.slice(0, productConfig.relatedShown).map((item) => (
            <li key={item.sku}>
              <ProductCard product={item} />
            </li>
          ))}
        </ul>
      </section>
    ) : null,
  );
}
