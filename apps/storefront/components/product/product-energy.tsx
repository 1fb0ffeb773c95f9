import { useTranslations } from 'next-intl';
import { EnergyBadge } from '@/components/catalog/energy-badge';
import type { ProductPageData } from '@/lib/commerce/types';

/** The energy class, linking to its label, and the product information sheet. */
export function ProductEnergy({
  product,
}: {
  product: Pick<
    ProductPageData,
    'energyClass' | 'energyIcon' | 'energyLabelUrl' | 'productSheetUrl'
  >;
}) {
  const t = useTranslations('catalog');
  if (!product.energyClass) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <EnergyBadge
        label={product.energyClass}
        icon={product.energyIcon}
        href={product.energyLabelUrl}
        size="lg"
      />
      {product.productSheetUrl ? (
        <a
          href={product.productSheetUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="text-sm text-brand underline"
        >
          {t('productSheet')}
        </a>
      ) : null}
    </div>
  );
}
