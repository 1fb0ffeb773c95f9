import { createHmac } from 'node:crypto';
import { shopUrl } from '../engine/shop-url.ts';
import { shopLocales, type ShopLocale } from '../graphql/request-locale.ts';

/** How long a preview link the back office hands out opens the preview. */
export const previewLinkSeconds = 60 * 60;

/**
 * The signature of a preview link for one page until `expires` (seconds since 1970): an HMAC of
 * both keyed by PREVIEW_SECRET. The storefront's `/api/preview` checks it the same way
 * (apps/storefront/lib/preview/preview-request.ts), so staff get a link that opens one page's
 * preview for an hour, and the secret itself never reaches a browser or its history.
 */
export function previewSignature(slug: string, expires: number, secret: string): string {
  return createHmac('sha256', secret).update(`preview\n${slug}\n${expires}`).digest('base64url');
}

export interface PreviewLink {
  locale: ShopLocale;
  url: string;
}

/**
 * Links to the shop's preview of the page with this url key, one per language, or none when the
 * shop has no PREVIEW_SECRET (then there is no preview at all).
 */
export function previewLinks(
  urlKey: string,
  now: Date,
  secret = process.env.PREVIEW_SECRET,
): PreviewLink[] {
  if (!secret) return [];
  const expires = Math.floor(now.getTime() / 1000) + previewLinkSeconds;
  const token = `${expires}.${previewSignature(urlKey, expires, secret)}`;
  return shopLocales.map((locale) => ({
    locale,
    url: `${shopUrl()}/api/preview?${new URLSearchParams({ slug: urlKey, locale, token })}`,
  }));
}
