import { applyStoreCounts, type StoreCount } from '../stores/store-stock-counts.ts';
import { countChangedInChunks } from './in-chunks.ts';
import type { Transaction } from './write-attributes.ts';

const CHUNK = 1_000;

/**
 * Takes a source items file's quantities as the stores' counts, in the caller's transaction,
 * through the same writer as the ERP's counts (ADR 0024): the salable quantity becomes the count
 * less the units reservations hold, so an imported count never undoes a sale. Lines equal to
 * what the store has are left alone, so the same file twice changes nothing.
 * @returns the lines that changed.
 */
export function writeStoreStock(tx: Transaction, lines: readonly StoreCount[]): Promise<number> {
  return countChangedInChunks(
    lines,
    CHUNK,
    async (chunk) => (await applyStoreCounts(tx, chunk)).length,
  );
}
