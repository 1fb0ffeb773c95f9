/**
 * Magento's MSI source items CSV (`source_code,sku,status,quantity`: stock per inventory source).
 * Sources are the shop's physical stores: a source code is a store code unless the settings'
 * `sources` map it to another one.
 */
import { CellError, decimal, flag } from './cell-values.ts';
import type { ImportIssue } from './import-model.ts';
import type { ImportSettings } from './import-settings.ts';

/** Units of one SKU in one store, as the file sets them. */
export interface SourceItem {
  sku: string;
  storeCode: string;
  qty: number;
  row: number;
}

export const SOURCE_ITEM_COLUMNS = ['source_code', 'sku', 'quantity'] as const;
/** Store stock is a 32-bit integer; no store holds more. */
const MAX_QUANTITY = 1_000_000_000;
const OPTIONAL_COLUMNS = new Set(['status']);

/** A file whose header names the source item columns and no product type is a source items file. */
export function isSourceItemsHeader(columns: readonly string[]): boolean {
  return (
    SOURCE_ITEM_COLUMNS.every((column) => columns.includes(column)) &&
    !columns.includes('product_type')
  );
}

export function sourceItemsHeaderWarnings(columns: readonly string[]): ImportIssue[] {
  return columns
    .filter(
      (column) =>
        !(SOURCE_ITEM_COLUMNS as readonly string[]).includes(column) &&
        !OPTIONAL_COLUMNS.has(column),
    )
    .map((column) => ({
      row: 1,
      column,
      code: 'UNKNOWN_COLUMN',
      message: `the column ${column} is not a source items column; it is ignored`,
    }));
}

/**
 * Reads one row into `items` (keyed by store and SKU), reporting what is wrong with it. A
 * status of 0 (out of stock at that source) sets the store's units to 0, since the shop keeps
 * units per store and no separate status.
 */
export function readSourceItemRow(
  row: number,
  cells: Record<string, string>,
  settings: ImportSettings,
  items: Map<string, SourceItem>,
  errors: ImportIssue[],
): void {
  const sku = (cells.sku ?? '').trim();
  const source = (cells.source_code ?? '').trim();
  const fail = (column: string, code: string, message: string): void => {
    errors.push({ row, column, sku: sku || undefined, code, message });
  };
  if (!sku) return fail('sku', 'MISSING_SKU', 'the sku is empty');
  if (!source) return fail('source_code', 'MISSING_VALUE', 'the source code is empty');
  const storeCode = settings.sources.get(source) ?? source;
  let qty: number;
  let inStock = true;
  try {
    qty = Math.floor(decimal(cells.quantity ?? ''));
    if (cells.status !== undefined && cells.status.trim() !== '') inStock = flag(cells.status);
  } catch (error) {
    if (!(error instanceof CellError)) throw error;
    const column = /is not 1 or 0/.test(error.message) ? 'status' : 'quantity';
    return fail(column, column === 'quantity' ? 'BAD_QUANTITY' : 'BAD_VALUE', error.message);
  }
  if (qty > MAX_QUANTITY) {
    return fail('quantity', 'BAD_QUANTITY', `more than ${MAX_QUANTITY} units is not a stock count`);
  }
  const key = `${storeCode}\u0000${sku}`;
  const before = items.get(key);
  if (before) {
    return fail(
      'sku',
      'DUPLICATE_SOURCE_ITEM',
      `the sku already has a row for the source ${source} (row ${before.row})`,
    );
  }
  items.set(key, { sku, storeCode, qty: inStock ? qty : 0, row });
}
