import { localizedPath } from '@/lib/i18n/locales';
import type { ProductPageData } from '@/lib/commerce/types';

/** spec: Product with Offer and AggregateRating, and the BreadcrumbList, for the product page. */
export function productStructuredData(product: ProductPageData, siteUrl: string, pageUrl: string) {
  const price = product.price;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    ...(product.ean ? { gtin13: product.ean } : {}),
    ...(product.brand ? { brand: { '@type': 'Brand', name: product.brand } } : {}),
    image: product.gallery.map((entry) => absolute(siteUrl, entry.url)),
    ...(product.metaDescription ? { description: product.metaDescription } : {}),
    url: pageUrl,
  };
  if (price && product.shouldDisplayPrice)
    data.offers = {
      '@type': 'Offer',
      url: pageUrl,
      price: price.final.value.toFixed(2),
      priceCurrency: price.final.currency,
      availability: product.inStock
        ? 'https://schema.org/InStock'
        : 'https://schema.org/OutOfStock',
      ...(product.specialToDate ? { priceValidUntil: product.specialToDate } : {}),
    };
  if (product.rating !== null && product.reviewCount > 0)
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating,
      bestRating: 10,
      worstRating: 0,
      reviewCount: product.reviewCount,
    };
  return data;
}

/** The trail with the addresses of the page's own language (ADR 0002: /en/…, /fr/…). */
export function breadcrumbStructuredData(
  items: { name: string; href: string }[],
  siteUrl: string,
  locale: string,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: absolute(
        siteUrl,
        item.href.startsWith('/') ? localizedPath(locale, item.href) : item.href,
      ),
    })),
  };
}

const absolute = (siteUrl: string, href: string) =>
  /^https?:\/\//.test(href) ? href : `${siteUrl}${href.startsWith('/') ? '' : '/'}${href}`;
