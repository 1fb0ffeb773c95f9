import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../db/connection.ts';
import type { CommerceEngine, EngineOptions } from '../engine/create-engine.ts';
import { createTestEngine, type DatabaseKind } from '../testing/test-databases.ts';
import { exportCatalog } from './export-catalog.ts';

/** Two shops a catalogue travels between, and a scratch folder for their files. */
export interface TwoShops {
  /** The shop exported first. */
  readonly source: CommerceEngine;
  /** An empty shop the export is read into. */
  readonly target: CommerceEngine;
  readonly work: string;
  /** Exports a shop's catalogue to `<work>/<name>/products.csv` (and its settings beside it). */
  exportTo(engine: CommerceEngine, name: string): Promise<string>;
}

type ShopOptions = Omit<EngineOptions, 'databaseUrl' | 'dataDir' | 'mediaDir'>;

/**
 * The round trip tests' set-up: before the describe block's tests, a source shop made with
 * `sourceOptions` (the demo, or empty), an empty target shop and a scratch folder; `setUp` then
 * prepares the source. All are removed after the tests.
 */
export function useTwoShops(
  kind: DatabaseKind,
  label: string,
  sourceOptions: ShopOptions,
  setUp?: (shops: TwoShops) => Promise<void>,
): TwoShops {
  let engines: [CommerceEngine, CommerceEngine] | undefined;
  let work = '';
  const closers: (() => Promise<void>)[] = [];
  const shops: TwoShops = {
    get source() {
      if (!engines) throw new Error('The shops are set up in beforeAll.');
      return engines[0];
    },
    get target() {
      if (!engines) throw new Error('The shops are set up in beforeAll.');
      return engines[1];
    },
    get work() {
      return work;
    },
    async exportTo(engine, name) {
      const file = path.join(work, name, 'products.csv');
      await mkdir(path.dirname(file));
      await exportCatalog(engine.database, file);
      return file;
    },
  };
  beforeAll(async () => {
    const source = await createTestEngine(kind, `${label}_from`, sourceOptions);
    closers.push(source.close);
    const target = await createTestEngine(kind, `${label}_into`, { seedIfEmpty: false });
    closers.push(target.close);
    engines = [source.engine, target.engine];
    work = await mkdtemp(path.join(tmpdir(), `${label}-`));
    await setUp?.(shops);
  });
  afterAll(async () => {
    for (const close of closers) await close();
    if (work) await rm(work, { recursive: true, force: true });
  });
  return shops;
}

/** The rows of a query, on either database. */
export async function rowsOf(
  handle: DatabaseHandle,
  query: SQL,
): Promise<Record<string, unknown>[]> {
  const result = (await handle.db.execute(query)) as unknown as
    { rows: Record<string, unknown>[] } | Record<string, unknown>[];
  return Array.isArray(result) ? result : result.rows;
}
