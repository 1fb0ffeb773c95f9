import { siteConfig } from '@/lib/config/site';
import type { ProductPageData } from '@/lib/commerce/types';
import { localizedPath } from '@/lib/i18n/locales';
import { breadcrumbStructuredData, productStructuredData } from '@/lib/product/structured-data';
import { jsonLd } from '@/lib/seo/structured-data';

/** The product (with offer and rating) and its breadcrumb trail for search engines. */
export function ProductStructuredData({
  product,
  crumbs,
  locale,
}: {
  product: ProductPageData;
  crumbs: { name: string; href: string }[];
  locale: string;
}) {
  const pageUrl = `${siteConfig.url}${localizedPath(locale, product.href)}`;
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(productStructuredData(product, siteConfig.url, pageUrl)),
        }}
      />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{
          __html: jsonLd(breadcrumbStructuredData(crumbs, siteConfig.url, locale)),
        }}
      />
    </>
  );
}
