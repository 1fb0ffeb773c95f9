/**
 * The lines an ERP sends (stock counts per source, price changes) and what the shop answers per
 * line. Checking a line needs no database; whether its sku and source exist is checked when the
 * batch is applied.
 */
import { cents, CellError, isoDate } from '../catalog-import/cell-values.ts';
import { holdsControlCharacter } from '../graphql/input-text.ts';

/** At most this many lines a call: a bigger batch is split by the sender. */
export const MAX_BATCH_LINES = 10_000;
/** Bound of a batch's JSON body (10,000 lines of a few hundred bytes each fit). */
export const MAX_BATCH_BYTES = 4 * 1024 * 1024;
/** Quantities above this are a typing error, not stock. */
const MAX_QUANTITY = 1_000_000_000;
/** The source of the online stock (Magento MSI's default source); `online` means the same. */
export const ONLINE_SOURCES = new Set(['default', 'online']);

export type BatchKind = 'stock' | 'prices';

export type RefusalReason =
  | 'BAD_LINE'
  | 'MISSING_SKU'
  | 'BAD_SKU'
  | 'MISSING_SOURCE'
  | 'BAD_SOURCE'
  | 'BAD_QUANTITY'
  | 'NEGATIVE_QUANTITY'
  | 'BAD_PRICE'
  | 'NO_PRICE'
  | 'BAD_DATE'
  | 'BAD_DATE_RANGE'
  | 'SPECIAL_PRICE_STARTS_LATER'
  | 'UNKNOWN_SKU'
  | 'UNKNOWN_SOURCE'
  | 'NOT_A_SIMPLE_PRODUCT'
  | 'DUPLICATE_LINE';

/** APPLIED changed the shop; UNCHANGED found the shop already so; REFUSED changed nothing. */
export type LineOutcome = 'APPLIED' | 'UNCHANGED' | 'REFUSED';

export interface LineReport {
  /** 1-based position in the batch. */
  line: number;
  sku: string | null;
  source?: string;
  outcome: LineOutcome;
  reason?: RefusalReason;
  message?: string;
}

export interface BatchReport {
  batchId: string;
  kind: BatchKind;
  /** True when this batch id was applied before: nothing changed this time. */
  replayed: boolean;
  applied: number;
  unchanged: number;
  refused: number;
  lines: LineReport[];
}

export interface StockLineInput {
  line: number;
  sku: string;
  source: string;
  quantity: number;
}

export interface PriceLineInput {
  line: number;
  sku: string;
  priceCents?: number;
  specialPriceCents?: number | null;
  specialToDate?: string | null;
}

export class LineRefusal extends Error {
  constructor(
    readonly reason: RefusalReason,
    message: string,
  ) {
    super(message);
  }
}

const record = (raw: unknown): Record<string, unknown> => {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    throw new LineRefusal('BAD_LINE', 'a line is an object such as {"sku": "…", …}');
  }
  return raw as Record<string, unknown>;
};

const shortText = (
  value: unknown,
  missing: RefusalReason,
  bad: RefusalReason,
  what: string,
): string => {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string' || text.trim() === '')
    throw new LineRefusal(missing, `${what} is missing`);
  const trimmed = text.trim();
  // No control characters and no novel-length keys (ADR 0009).
  if (trimmed.length > 64 || holdsControlCharacter(trimmed)) {
    throw new LineRefusal(bad, `${what} is not a ${what} (at most 64 printable characters)`);
  }
  return trimmed;
};

/** The sku of a raw line, for the report, whatever else is wrong with it. */
export function skuOf(raw: unknown): string | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const sku = (raw as Record<string, unknown>).sku;
  return typeof sku === 'string' && sku.length <= 64 ? sku.trim() : null;
}

export function readStockLine(raw: unknown, line: number): StockLineInput {
  const fields = record(raw);
  const sku = shortText(fields.sku, 'MISSING_SKU', 'BAD_SKU', 'sku');
  const named = shortText(fields.source, 'MISSING_SOURCE', 'BAD_SOURCE', 'source').toLowerCase();
  // One name for the online stock, so `online` and `default` lines of a sku are duplicates.
  const source = ONLINE_SOURCES.has(named) ? 'default' : named;
  const value =
    typeof fields.quantity === 'string' ? Number(fields.quantity.trim() || NaN) : fields.quantity;
  if (typeof value !== 'number' || !Number.isInteger(value) || Math.abs(value) > MAX_QUANTITY) {
    throw new LineRefusal(
      'BAD_QUANTITY',
      `quantity ${JSON.stringify(fields.quantity)} is not a whole number`,
    );
  }
  if (value < 0) throw new LineRefusal('NEGATIVE_QUANTITY', `quantity ${value} is below zero`);
  return { line, sku, source, quantity: value };
}

/** Euros as a JSON number (`499.95`) or text (`"499,95"`), to whole cents. */
function priceCents(value: unknown, field: string): number {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value < 0)
      throw new LineRefusal('BAD_PRICE', `${field} ${value} is not a price`);
    text = String(value);
  } else if (typeof value === 'string') text = value;
  else throw new LineRefusal('BAD_PRICE', `${field} ${JSON.stringify(value)} is not a price`);
  try {
    return cents(text);
  } catch (error) {
    if (error instanceof CellError)
      throw new LineRefusal('BAD_PRICE', `${field}: ${error.message}`);
    throw error;
  }
}

function date(value: unknown, field: string): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value !== 'string')
    throw new LineRefusal('BAD_DATE', `${field} is not a date (YYYY-MM-DD)`);
  try {
    return isoDate(value);
  } catch (error) {
    if (error instanceof CellError) throw new LineRefusal('BAD_DATE', `${field}: ${error.message}`);
    throw error;
  }
}

/**
 * A price line: `price` and/or `special_price` (null or "" ends the special price), with the
 * special price's `from` and `to` dates. The shop has no start dates for special prices (as the
 * catalogue import), so a special price that starts after `today` is refused: send it that day.
 */
export function readPriceLine(raw: unknown, line: number, today: string): PriceLineInput {
  const fields = record(raw);
  const sku = shortText(fields.sku, 'MISSING_SKU', 'BAD_SKU', 'sku');
  const result: PriceLineInput = { line, sku };
  if (fields.price !== undefined && fields.price !== null && fields.price !== '') {
    result.priceCents = priceCents(fields.price, 'price');
  }
  if ('special_price' in fields) {
    const special = fields.special_price;
    result.specialPriceCents =
      special === null || special === '' ? null : priceCents(special, 'special_price');
  }
  if (result.priceCents === undefined && result.specialPriceCents === undefined) {
    throw new LineRefusal('NO_PRICE', 'the line has neither price nor special_price');
  }
  const from = date(fields.from, 'from');
  const to = date(fields.to, 'to');
  if (from && to && to < from) {
    throw new LineRefusal('BAD_DATE_RANGE', `to ${to} is before from ${from}`);
  }
  if (result.specialPriceCents !== undefined && result.specialPriceCents !== null) {
    if (from && from > today) {
      throw new LineRefusal(
        'SPECIAL_PRICE_STARTS_LATER',
        `the special price starts on ${from}; the shop has no start dates: send it on that day`,
      );
    }
    result.specialToDate = to;
  }
  return result;
}
