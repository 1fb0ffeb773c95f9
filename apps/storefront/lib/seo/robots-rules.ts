import type { MetadataRoute } from 'next';
import { locales, localizedPath } from '@/lib/i18n/locales';

/**
 * Pages that are no place to land from a search engine: search results, the account, cart,
 * checkout and compare pages, the payment return, newsletter links and the block catalogue.
 */
const privatePages = [
  'search',
  'customer',
  'cart',
  'checkout',
  'compare',
  'paynl',
  'newsletter',
  'blocks',
] as const;

/**
 * robots.txt: the shop is open to crawlers except the pages above in every language (each as
 * the page itself, `$`, and what lies below it, so `/cart` does not also close `/cartoons`),
 * filtered and paged listings (`/{category}/q/…`, spec §2) and every address with a query
 * string (filters, `?page=`, variants: the canonical page has none), and the API. The sitemap
 * index is named with the shop's public address.
 */
export function robotsRules(origin: string): MetadataRoute.Robots {
  const disallow = [
    '/*/q/',
    '/*?',
    '/api/',
    '/paynl-simulator/',
    ...locales.flatMap((locale) =>
      privatePages.flatMap((page) => {
        const path = localizedPath(locale, `/${page}`);
        return [`${path}$`, `${path}/`];
      }),
    ),
  ];
  return {
    rules: [{ userAgent: '*', allow: '/', disallow }],
    sitemap: `${origin.replace(/\/$/, '')}/sitemap.xml`,
  };
}

/** The shop's public origin as the engine writes it in sitemaps: SHOP_URL, else the site URL. */
export function publicOrigin(siteUrl: string): string {
  return (process.env.SHOP_URL?.trim() || siteUrl).replace(/\/$/, '');
}
