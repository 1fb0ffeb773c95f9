/** The shop's public address the mails link to; SHOP_URL in production. */
export function shopUrl(): string {
  return (process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/$/, '');
}

/**
 * A storefront page in the shopper's language: Dutch pages have no prefix, the others live
 * under /fr, /de and /en (storefront ADR 0002).
 */
export function shopPageUrl(locale: string, path: string, query: Record<string, string> = {}) {
  const prefix = ['fr', 'de', 'en'].includes(locale) ? `/${locale}` : '';
  const search = new URLSearchParams(query).toString();
  return `${shopUrl()}${prefix}${path}${search ? `?${search}` : ''}`;
}
