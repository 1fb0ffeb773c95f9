/**
 * Reads an ERP batch from a file for the command line: JSON (an array of lines, or
 * `{ "batch_id", "lines" }`) or CSV with a header row. Stock CSV takes Magento MSI's
 * source-items columns (`source_code,sku,status,quantity`) or `sku,source,quantity`; price CSV
 * `sku,price,special_price,special_price_from_date,special_price_to_date` (or `from`, `to`).
 * As in Magento's import, an empty cell keeps what the shop has and `__EMPTY__VALUE__` clears.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { BatchKind } from './erp-lines.ts';

export class BatchFileError extends Error {}

export interface BatchFile {
  /** The file's own batch id, else one made from its content (the same file is the same batch). */
  batchId: string;
  lines: unknown[];
}

const EMPTY_VALUE = '__EMPTY__VALUE__';

function stockRow(row: Record<string, string>): Record<string, unknown> {
  const inStock = row.status === undefined || row.status.trim() !== '0';
  return {
    sku: row.sku,
    source: row.source ?? row.source_code,
    // MSI's "out of stock" status sells nothing, whatever the quantity says.
    quantity: inStock ? (row.quantity ?? row.qty) : 0,
  };
}

function priceRow(row: Record<string, string>): Record<string, unknown> {
  const line: Record<string, unknown> = { sku: row.sku };
  const cell = (names: string[]) =>
    names.map((name) => row[name]).find((value) => value !== undefined && value.trim() !== '');
  const price = cell(['price']);
  if (price !== undefined) line.price = price;
  const special = cell(['special_price']);
  if (special !== undefined) line.special_price = special.trim() === EMPTY_VALUE ? null : special;
  const from = cell(['from', 'special_price_from_date']);
  if (from !== undefined) line.from = from;
  const to = cell(['to', 'special_price_to_date']);
  if (to !== undefined) line.to = to;
  return line;
}

export function readBatchFile(kind: BatchKind, name: string, text: string): BatchFile {
  const contentId = `file-${createHash('sha256').update(text).digest('hex').slice(0, 24)}`;
  if (/\.json$/i.test(name)) {
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch (error) {
      throw new BatchFileError(`${name} is not valid JSON: ${(error as Error).message}`);
    }
    if (Array.isArray(body)) return { batchId: contentId, lines: body };
    const batch = body as { batch_id?: unknown; lines?: unknown };
    if (typeof batch?.batch_id !== 'string' || !Array.isArray(batch.lines)) {
      throw new BatchFileError(
        `${name}: expected an array of lines or { "batch_id": "…", "lines": [ … ] }`,
      );
    }
    return { batchId: batch.batch_id, lines: batch.lines };
  }
  let rows: Record<string, string>[];
  try {
    rows = parse(text, {
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      bom: true,
      skip_empty_lines: true,
      relax_column_count: false,
    });
  } catch (error) {
    throw new BatchFileError(`${name} is not a readable CSV file: ${(error as Error).message}`);
  }
  return { batchId: contentId, lines: rows.map(kind === 'stock' ? stockRow : priceRow) };
}
