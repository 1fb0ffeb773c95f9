import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngine } from './create-engine.ts';
import { seedDemoFromEnv } from './first-start.ts';
import { isCatalogEmpty } from '../seed/seed-catalog.ts';
import { createScratchPostgres, testMediaDir } from '../testing/test-databases.ts';

describe('SEED_DEMO', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('reads unset, 1 and true as yes, 0 and false as no, and refuses anything else', () => {
    expect([undefined, '', '1', 'true', ' TRUE '].map(seedDemoFromEnv)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['0', 'false', 'FALSE'].map(seedDemoFromEnv)).toEqual([false, false, false]);
    expect(() => seedDemoFromEnv('no')).toThrow(/SEED_DEMO must be 1 or 0; got "no"/);
  });

  it('leaves an empty embedded database empty at SEED_DEMO=0, migrated and ready', async () => {
    vi.stubEnv('SEED_DEMO', '0');
    const engine = await createEngine({
      dataDir: 'memory://',
      mediaDir: testMediaDir,
      mailDelivery: false,
    });
    try {
      expect((await engine.readiness()).ready).toBe(true);
      expect(await isCatalogEmpty(engine.database.db)).toBe(true);
    } finally {
      await engine.close();
    }
  });

  it('leaves an empty PostgreSQL database empty at SEED_DEMO=0', async () => {
    vi.stubEnv('SEED_DEMO', '0');
    const scratch = await createScratchPostgres('seed_demo');
    try {
      const engine = await createEngine({
        databaseUrl: scratch.url,
        mediaDir: testMediaDir,
        mailDelivery: false,
      });
      try {
        expect(await isCatalogEmpty(engine.database.db)).toBe(true);
      } finally {
        await engine.close();
      }
    } finally {
      await scratch.drop();
    }
  });

  it('stops the start on a wrong value before opening the database', async () => {
    vi.stubEnv('SEED_DEMO', 'yes please');
    await expect(createEngine({ dataDir: 'memory://', mailDelivery: false })).rejects.toThrow(
      /SEED_DEMO must be 1 or 0/,
    );
  });
});
