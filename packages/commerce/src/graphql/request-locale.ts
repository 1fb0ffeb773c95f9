/** The languages the shop's pages and mails are written in; nl is the store's own. */
export const shopLocales = ['nl', 'fr', 'de', 'en'] as const;
export type ShopLocale = (typeof shopLocales)[number];

function known(tag: string | undefined): ShopLocale | null {
  const primary = tag?.trim().split(/[-_;]/)[0]?.toLowerCase();
  return (shopLocales as readonly string[]).includes(primary ?? '')
    ? (primary as ShopLocale)
    : null;
}

/** A stored language (a cart's, an order's) as one the shop speaks; Dutch when it is none. */
export function shopLocaleOf(stored: string | null | undefined): ShopLocale {
  return known(stored ?? undefined) ?? 'nl';
}

/**
 * The language of the page the shopper is on: the storefront sends `X-Locale`; a caller without
 * it may send `Accept-Language`, of which only the first tag counts (the shop does not negotiate).
 * Null when the request names no language the shop speaks: the cart keeps the one it has.
 */
export function requestLocale(headers: Headers): ShopLocale | null {
  const explicit = headers.get('x-locale');
  if (explicit !== null) return known(explicit.slice(0, 35));
  return known(headers.get('accept-language')?.slice(0, 35).split(',')[0]);
}
