import { useTranslations } from 'next-intl';
import { sanitizeCmsHtml } from '@/components/content/sanitize';
import type { ProductPageData } from '@/lib/commerce/types';

/** The description (or the short one when there is no other), sanitised CMS html. */
export function ProductDescription({
  product,
}: {
  product: Pick<ProductPageData, 'descriptionHtml' | 'shortDescriptionHtml'>;
}) {
  const t = useTranslations('catalog');
  if (!product.descriptionHtml && !product.shortDescriptionHtml) return null;
  return (
    <section className="mt-8 max-w-3xl" aria-labelledby="description-heading">
      <h2 id="description-heading" className="mb-2 text-xl font-bold text-brand">
        {t('description')}
      </h2>
      <div
        className="cms-text text-sm"
        dangerouslySetInnerHTML={{
          __html: sanitizeCmsHtml(product.descriptionHtml ?? product.shortDescriptionHtml ?? ''),
        }}
      />
    </section>
  );
}
