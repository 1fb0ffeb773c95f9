import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'webshop-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(folder, { recursive: true, force: true });
});

const engineOn = (target: BackupTarget, seed: boolean) =>
  createEngine({
    ...('databaseUrl' in target
      ? { databaseUrl: target.databaseUrl }
      : { dataDir: target.dataDir }),
    mediaDir: testMediaDir,
    seedIfEmpty: seed,
    seedProducts: 40,
    mailDelivery: false,
    orderSweepMs: 0,
    responseCache: false,
  });

/** What a shopper sees of the catalogue: the first page of a search, by sku and price. */
async function catalogue(engine: CommerceEngine) {
  const answer = await engine.execute<{
    products: { total_count: number; items: { sku: string; price_range: unknown }[] };
  }>(
    '{ products(search: "a", pageSize: 10) { total_count items { sku price_range { minimum_price { final_price { value } } } } } }',
  );
  expect(answer.errors).toBeUndefined();
  return answer.data!.products;
}

describe.each(['postgres', 'pglite'] as const)('backup and restore on %s', (kind) => {
  async function newTarget(name: string): Promise<BackupTarget> {
    if (kind === 'pglite') return { dataDir: path.join(folder, name) };
    const scratch = await createScratchPostgres(`backup_${name}`);
    cleanups.push(scratch.drop);
    return { databaseUrl: scratch.url };
  }

  it('a dump of a seeded database restores into a new one the engine starts on', async () => {
    const source = await newTarget('source');
    const seeded = await engineOn(source, true);
    const before = await catalogue(seeded);
    const products = seeded.catalog.productCount;
    await seeded.close();
    expect(products).toBeGreaterThan(0);

    const file = path.join(folder, `${kind}.backup`);
    expect(await backupDatabase(source, file)).toBe(kind);
    const copy = await newTarget('copy');
    await restoreDatabase(copy, file);

    // Not seeded again: everything it serves came from the backup.
    const restored = await engineOn(copy, false);
    try {
      expect(restored.catalog.productCount).toBe(products);
      expect(await catalogue(restored)).toEqual(before);
      expect(await restored.readiness()).toMatchObject({ ready: true, migrations: true });
    } finally {
      await restored.close();
    }
    // A target that has data is refused, never mixed.
    await expect(restoreDatabase(copy, file)).rejects.toThrow(/empty|new folder/);
  }, 120_000);
});

describe('a backup of the embedded database while the shop has it open', () => {
  it('is refused, as every other command-line tool refuses, and taken once the shop stopped', async () => {
    const dataDir = path.join(folder, 'open');
    const shop = await engineOn({ dataDir }, false);
    const file = path.join(folder, 'open.backup');
    try {
      await expect(backupDatabase({ dataDir }, file)).rejects.toThrow(/in use by another process/);
    } finally {
      await shop.close();
    }
    expect(await backupDatabase({ dataDir }, file)).toBe('pglite');
  }, 120_000);
});
