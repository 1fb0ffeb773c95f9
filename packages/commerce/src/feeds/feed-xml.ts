import { shopConstants } from '../config/constants.ts';
import type { FeedItem } from './feed-items.ts';
import { xmlText } from './xml-text.ts';

/**
 * Google Merchant Center's RSS 2.0 product feed (the `g:` namespace), which Channable reads as
 * well: a channel with one `<item>` per product.
 */
export function feedXmlHead(shopUrl: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n' +
    `<title>${xmlText(shopConstants.store.name)}</title>\n` +
    `<link>${xmlText(shopUrl)}</link>\n` +
    `<description>${xmlText(`${shopConstants.store.name} products`)}</description>\n`
  );
}

export const FEED_XML_TAIL = '</channel>\n</rss>\n';

export function feedXmlItem(item: FeedItem): string {
  const field = (name: string, value: string | null) =>
    value === null || value === '' ? '' : `<g:${name}>${xmlText(value)}</g:${name}>`;
  return (
    '<item>' +
    field('id', item.id) +
    field('title', item.title) +
    field('description', item.description) +
    field('link', item.link) +
    field('image_link', item.imageLink) +
    field('condition', 'new') +
    field('availability', item.availability) +
    field('price', item.price) +
    field('sale_price', item.salePrice) +
    field('brand', item.brand) +
    field('gtin', item.gtin) +
    // Merchant Center asks to say so when a product has no GTIN, rather than leave it out.
    (item.gtin ? '' : field('identifier_exists', 'no')) +
    field('energy_efficiency_class', item.energyClass) +
    field('product_type', item.categoryPath) +
    `<g:shipping>${field('country', item.shipping.country)}${field('price', item.shipping.price)}</g:shipping>` +
    '</item>\n'
  );
}
