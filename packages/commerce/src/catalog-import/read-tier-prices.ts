/**
 * Magento's Advanced Pricing CSV (`sku,tier_price_website,tier_price_customer_group,
 * tier_price_qty,tier_price,tier_price_value_type`): prices from a quantity on. The shop has one
 * price per quantity for every shopper and website, so only rows for all customer groups with a
 * fixed price are read; a row for one group or a percentage discount is an error naming it.
 */
import { CellError, cents } from './cell-values.ts';
import type { ImportIssue } from './import-model.ts';

export interface TierPriceLine {
  sku: string;
  quantity: number;
  priceCents: number;
  row: number;
}

const REQUIRED = ['sku', 'tier_price_qty', 'tier_price'] as const;
const KNOWN = new Set([
  ...REQUIRED,
  'tier_price_website',
  'tier_price_customer_group',
  'tier_price_value_type',
]);
const ALL_GROUPS = 'ALL GROUPS';

export function isTierPriceHeader(columns: readonly string[]): boolean {
  return REQUIRED.every((column) => columns.includes(column)) && !columns.includes('product_type');
}

export function tierPriceHeaderWarnings(columns: readonly string[]): ImportIssue[] {
  return columns
    .filter((column) => !KNOWN.has(column))
    .map((column) => ({
      row: 1,
      column,
      code: 'UNKNOWN_COLUMN',
      message: `the column ${column} is not an advanced pricing column; it is ignored`,
    }));
}

export function readTierPriceRow(
  row: number,
  cells: Record<string, string>,
  lines: Map<string, TierPriceLine>,
  errors: ImportIssue[],
): void {
  const sku = (cells.sku ?? '').trim();
  const fail = (column: string, code: string, message: string): void => {
    errors.push({ row, column, sku: sku || undefined, code, message });
  };
  if (!sku) return fail('sku', 'MISSING_SKU', 'the sku is empty');
  const group = (cells.tier_price_customer_group ?? '').trim();
  if (group && group.toUpperCase() !== ALL_GROUPS) {
    return fail(
      'tier_price_customer_group',
      'UNSUPPORTED_CUSTOMER_GROUP',
      `the shop has no customer groups; only "${ALL_GROUPS}" tier prices are read`,
    );
  }
  const type = (cells.tier_price_value_type ?? '').trim();
  if (type && type.toLowerCase() !== 'fixed') {
    return fail(
      'tier_price_value_type',
      'UNSUPPORTED_VALUE_TYPE',
      `"${type}" tier prices are not supported; give the price itself (Fixed)`,
    );
  }
  const quantityText = (cells.tier_price_qty ?? '').trim();
  const quantity = /^\d{1,9}(?:\.0+)?$/.test(quantityText) ? Number.parseInt(quantityText, 10) : 0;
  if (quantity < 1) {
    return fail(
      'tier_price_qty',
      'BAD_QUANTITY',
      `"${quantityText}" is not a whole quantity of 1 or more`,
    );
  }
  let priceCents: number;
  try {
    priceCents = cents(cells.tier_price ?? '');
  } catch (error) {
    if (!(error instanceof CellError)) throw error;
    return fail('tier_price', 'BAD_PRICE', error.message);
  }
  const key = `${sku}\u0000${quantity}`;
  const before = lines.get(key);
  if (before) {
    return fail(
      'tier_price_qty',
      'DUPLICATE_TIER_PRICE',
      `the sku already has a tier price from ${quantity} (row ${before.row})`,
    );
  }
  lines.set(key, { sku, quantity, priceCents, row });
}
