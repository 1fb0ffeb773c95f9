import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { ProductPageData } from '@/lib/commerce/types';

/** Links to the product's variations (other products of its group), this one marked current. */
export function ProductVariations({
  product,
}: {
  product: Pick<ProductPageData, 'sku' | 'variations'>;
}) {
  const t = useTranslations('catalog');
  if (!product.variations.length) return null;
  return (
    <div>
      <h2 className="mb-1 text-sm font-semibold">{t('variations')}</h2>
      <ul className="flex flex-wrap gap-2">
        {product.variations.map((variation) => (
          <li key={variation.sku}>
            <Link
              prefetch={false}
              href={variation.href}
              aria-current={variation.sku === product.sku ? 'true' : undefined}
              className="inline-flex min-h-10 items-center rounded border border-line bg-white px-3 text-sm aria-[current]:border-brand aria-[current]:font-semibold"
            >
              {variation.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
