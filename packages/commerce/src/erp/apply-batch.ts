/**
 * Applies an ERP batch: every line checked and answered, the valid ones written in one
 * transaction, the batch id recorded with the answer so the same batch again changes nothing,
 * and the changed products announced to every engine as deltas.
 */
import { eq, sql } from 'drizzle-orm';
import { applyPriceChanges } from '../catalog/erp-prices.ts';
import { applySourceCounts } from '../catalog/product-stock.ts';
import { publishProductChanges } from '../catalog/catalog-sync.ts';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { applyStoreCounts } from '../stores/store-stock-counts.ts';
import {
  LineRefusal,
  ONLINE_SOURCES,
  readPriceLine,
  readStockLine,
  skuOf,
  type BatchKind,
  type BatchReport,
  type LineReport,
  type PriceLineInput,
  type StockLineInput,
} from './erp-lines.ts';
import { erpBatches } from './schema.ts';

/** The batch id was used before for the other kind of batch. */
export class BatchIdReused extends Error {}

interface KnownProduct {
  id: number;
  typeId: string;
}

async function productsBySku(db: Database, skus: string[]): Promise<Map<string, KnownProduct>> {
  if (skus.length === 0) return new Map();
  const result = await db.execute(sql`
    select id, sku, type_id from products
    where sku in (select jsonb_array_elements_text(${JSON.stringify([...new Set(skus)])}::jsonb))`);
  const { rows } = result as unknown as { rows: { id: number; sku: string; type_id: string }[] };
  return new Map(rows.map((row) => [row.sku, { id: Number(row.id), typeId: row.type_id }]));
}

/** Store codes by their lower case: the ERP's source codes are matched case-insensitively. */
async function storeCodes(db: Database): Promise<Map<string, string>> {
  const result = await db.execute(sql`select code from stores`);
  const { rows } = result as unknown as { rows: { code: string }[] };
  return new Map(rows.map((row) => [row.code.toLowerCase(), row.code]));
}

const refusedLine = (line: number, raw: unknown, refusal: LineRefusal): LineReport => ({
  line,
  sku: skuOf(raw),
  outcome: 'REFUSED',
  reason: refusal.reason,
  message: refusal.message,
});

/** Reads every line; refusals go into `reports`, readable lines are returned. */
function readLines<Line>(
  rawLines: unknown[],
  reports: LineReport[],
  read: (raw: unknown, line: number) => Line,
): Line[] {
  const readable: Line[] = [];
  rawLines.forEach((raw, index) => {
    try {
      readable.push(read(raw, index + 1));
    } catch (error) {
      if (!(error instanceof LineRefusal)) throw error;
      reports[index] = refusedLine(index + 1, raw, error);
    }
  });
  return readable;
}

function refuse(reports: LineReport[], line: { line: number; sku: string }, refusal: LineRefusal) {
  reports[line.line - 1] = { ...refusedLine(line.line, line, refusal), sku: line.sku };
}

/** A sku (and source) twice in one batch is ambiguous: the later lines are refused. */
function dropDuplicates<Line extends { line: number; sku: string }>(
  lines: Line[],
  key: (line: Line) => string,
  reports: LineReport[],
): Line[] {
  const seen = new Map<string, number>();
  return lines.filter((line) => {
    const first = seen.get(key(line));
    if (first === undefined) {
      seen.set(key(line), line.line);
      return true;
    }
    refuse(reports, line, new LineRefusal('DUPLICATE_LINE', `the same as line ${first}`));
    return false;
  });
}

export interface ApplyOptions {
  /** Today in the shop (YYYY-MM-DD), for special prices' start dates. */
  today: string;
}

/**
 * @throws BatchIdReused when `batchId` was a batch of the other kind.
 */
export async function applyErpBatch(
  handle: DatabaseHandle,
  kind: BatchKind,
  batchId: string,
  rawLines: unknown[],
  options: ApplyOptions,
): Promise<BatchReport> {
  const { db } = handle;
  const reports: LineReport[] = new Array(rawLines.length);
  const known = await productsBySku(
    db,
    rawLines.map(skuOf).filter((sku) => sku !== null),
  );
  const resolve = <Line extends { line: number; sku: string }>(line: Line) => {
    const product = known.get(line.sku);
    if (!product) refuse(reports, line, new LineRefusal('UNKNOWN_SKU', `no product ${line.sku}`));
    return product;
  };

  const stockLines: (StockLineInput & { productId: number; storeCode: string | null })[] = [];
  const priceLines: (PriceLineInput & { productId: number })[] = [];
  if (kind === 'stock') {
    const stores = await storeCodes(db);
    const read = dropDuplicates(
      readLines(rawLines, reports, readStockLine),
      (line) => `${line.sku}\u0000${line.source}`,
      reports,
    );
    for (const line of read) {
      const product = resolve(line);
      if (!product) continue;
      const storeCode = stores.get(line.source) ?? null;
      if (!ONLINE_SOURCES.has(line.source) && !storeCode) {
        refuse(
          reports,
          line,
          new LineRefusal('UNKNOWN_SOURCE', `no source or store ${line.source}`),
        );
      } else if (product.typeId !== 'simple') {
        refuse(
          reports,
          line,
          new LineRefusal(
            'NOT_A_SIMPLE_PRODUCT',
            `${line.sku} is a ${product.typeId} product: its stock is that of its parts`,
          ),
        );
      } else stockLines.push({ ...line, productId: product.id, storeCode });
    }
  } else {
    const read = dropDuplicates(
      readLines(rawLines, reports, (raw, line) => readPriceLine(raw, line, options.today)),
      (line) => line.sku,
      reports,
    );
    for (const line of read) {
      const product = resolve(line);
      if (product) priceLines.push({ ...line, productId: product.id });
    }
  }

  const outcome = await db.transaction(async (tx) => {
    const [first] = await tx
      .insert(erpBatches)
      .values({ batchId, kind, lineCount: rawLines.length, report: emptyReport(batchId, kind) })
      .onConflictDoNothing()
      .returning({ batchId: erpBatches.batchId });
    if (!first) {
      const [earlier] = await tx.select().from(erpBatches).where(eq(erpBatches.batchId, batchId));
      if (earlier!.kind !== kind) {
        throw new BatchIdReused(`batch ${batchId} was a ${earlier!.kind} batch`);
      }
      return { report: { ...earlier!.report, replayed: true }, changed: [] as number[] };
    }
    const changed = new Set<number>();
    const changedLines = new Set<number>();
    if (kind === 'stock') {
      const online = stockLines.filter((line) => line.storeCode === null);
      const counted = await applySourceCounts(tx, online);
      for (const id of counted.changed) changed.add(id);
      for (const line of online) if (changed.has(line.productId)) changedLines.add(line.line);
      const inStores = stockLines.flatMap((line) =>
        line.storeCode === null ? [] : [{ ...line, storeCode: line.storeCode }],
      );
      const storeRows = await applyStoreCounts(tx, inStores);
      const rowKey = (productId: number, storeCode: string) => `${productId}\u0000${storeCode}`;
      const changedRows = new Set(storeRows.map((row) => rowKey(row.productId, row.storeCode)));
      for (const line of inStores) {
        if (!changedRows.has(rowKey(line.productId, line.storeCode))) continue;
        changed.add(line.productId);
        changedLines.add(line.line);
      }
    } else {
      const priced = await applyPriceChanges(tx, priceLines);
      for (const id of priced.changed) changed.add(id);
      for (const line of priceLines) if (changed.has(line.productId)) changedLines.add(line.line);
    }
    for (const line of [...stockLines, ...priceLines]) {
      reports[line.line - 1] = {
        line: line.line,
        sku: line.sku,
        ...('source' in line ? { source: line.source as string } : {}),
        outcome: changedLines.has(line.line) ? 'APPLIED' : 'UNCHANGED',
      };
    }
    const report = summarise(batchId, kind, reports);
    await tx.update(erpBatches).set({ report }).where(eq(erpBatches.batchId, batchId));
    return { report, changed: [...changed] };
  });
  if (outcome.changed.length > 0)
    await publishProductChanges(
      handle,
      outcome.changed.sort((a, b) => a - b),
      'pricesAndStock',
    );
  return outcome.report;
}

function emptyReport(batchId: string, kind: BatchKind): BatchReport {
  return { batchId, kind, replayed: false, applied: 0, unchanged: 0, refused: 0, lines: [] };
}

function summarise(batchId: string, kind: BatchKind, lines: LineReport[]): BatchReport {
  const report = emptyReport(batchId, kind);
  for (const line of lines) {
    if (line.outcome === 'APPLIED') report.applied++;
    else if (line.outcome === 'UNCHANGED') report.unchanged++;
    else report.refused++;
  }
  return { ...report, lines };
}
