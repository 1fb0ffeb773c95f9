import { useTranslations } from 'next-intl';
import type { ProductPageData } from '@/lib/commerce/types';
import { deliveryTypeKey, productStatusKey } from '@/lib/catalog/known-values';

/** Status (spec §4), delivery type and availability, as a definition list. */
export function ProductFacts({
  product,
}: {
  product: Pick<ProductPageData, 'status' | 'deliveryType' | 'inStock'>;
}) {
  const t = useTranslations('catalog');
  const tp = useTranslations('Product');
  const ts = useTranslations('ProductStatus');
  const td = useTranslations('DeliveryType');
  // A status the shop knows in the page's language; any other as the store names it.
  const statusText = (status: string) => {
    const key = productStatusKey(status);
    return key ? ts(key) : status;
  };
  const deliveryText = (deliveryType: string) => {
    const key = deliveryTypeKey(deliveryType);
    return key ? td(key) : deliveryType;
  };
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
      {product.status ? (
        <>
          <dt className="text-muted">{t('status')}</dt>
          <dd data-testid="product-status">{statusText(product.status)}</dd>
        </>
      ) : null}
      {product.deliveryType ? (
        <>
          <dt className="text-muted">{t('delivery')}</dt>
          <dd data-testid="product-delivery-type">{deliveryText(product.deliveryType)}</dd>
        </>
      ) : null}
      <dt className="text-muted">{t('availability')}</dt>
      <dd className={product.inStock ? 'text-success' : 'text-accent'}>
        {product.inStock ? t('inStock') : tp('outOfStock')}
      </dd>
    </dl>
  );
}
