import { stringify } from 'csv-stringify/sync';
import { ESCAPED_FORMULA, escapeFormula } from '../engine/csv-formulas.ts';
import type { FeedItem } from './feed-items.ts';

/** The CSV variant's columns: Merchant Center's attribute names, as Channable maps them. */
export const FEED_CSV_COLUMNS = [
  'id',
  'title',
  'description',
  'link',
  'image_link',
  'condition',
  'availability',
  'price',
  'sale_price',
  'brand',
  'gtin',
  'identifier_exists',
  'energy_efficiency_class',
  'product_type',
  'shipping',
] as const;

export function feedCsvHeader(): string {
  return stringify([[...FEED_CSV_COLUMNS]]);
}

/**
 * A batch of items as CSV rows (RFC 4180 quoting by csv-stringify). The feed is public and ends
 * up in spreadsheets, so a cell that would run as a formula (a title starting with `=`, say) is
 * written with a `'` in front, between quotes (`escapeFormula`).
 */
export function feedCsvRows(items: readonly FeedItem[]): string {
  return stringify(
    items.map((item) =>
      [
        item.id,
        item.title,
        item.description,
        item.link,
        item.imageLink ?? '',
        'new',
        item.availability,
        item.price,
        item.salePrice ?? '',
        item.brand ?? '',
        item.gtin ?? '',
        item.gtin ? '' : 'no',
        item.energyClass ?? '',
        item.categoryPath ?? '',
        // Merchant Center's shipping shape: country:region:service:price.
        `${item.shipping.country}:::${item.shipping.price}`,
      ].map(escapeFormula),
    ),
    { quoted_match: ESCAPED_FORMULA },
  );
}
