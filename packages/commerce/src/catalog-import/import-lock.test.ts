import { PassThrough } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { createEngine, type CommerceEngine } from '../engine/create-engine.ts';
import {
  createScratchPostgres,
  createTestEngine,
  databaseKinds,
  testMediaDir,
} from '../testing/test-databases.ts';
import { importCatalog, type ImportOptions } from './import-catalog.ts';
import { ImportLockedError, withImportLock } from './import-lock.ts';
import { importSettings } from './import-settings.ts';

const KEY = 'catalog-lock-staff-key';
const header = 'sku,product_type,name,price,url_key\n';
const options: ImportOptions = { settings: importSettings(), mediaDir: testMediaDir };
const csv = (text: string) => ({ name: 'lock.csv', stream: PassThrough.from([text]) });

describe.each(databaseKinds)('one catalogue import at a time on %s', (kind) => {
  let engine: CommerceEngine;
  /** On PostgreSQL a second pool, as the CLI in another process has; PGlite has one process. */
  let cli: DatabaseHandle;
  let close = async () => {};
  let keyBefore: string | undefined;

  const upload = (body: string) =>
    engine.fetch(
      new Request('http://engine.local/admin/catalog/import', {
        method: 'POST',
        headers: { 'content-type': 'text/csv', 'x-admin-key': KEY },
        body,
      }),
    );
  const names = async () => {
    const result = await engine.database.db.execute(
      sql`select sku, name from products where sku like 'lock-%' order by sku`,
    );
    return (result as unknown as { rows: { sku: string; name: string }[] }).rows;
  };
  const lockHeld = async () => {
    if (kind === 'pglite') return true;
    const result = await engine.database.db.execute(
      // pg_locks is the whole server's: other test files import into databases of their own.
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory' and classid = 7320
        and granted and database = (select oid from pg_database where datname = current_database())`,
    );
    return (result as unknown as { rows: { n: number }[] }).rows[0]!.n === 1;
  };

  beforeAll(async () => {
    keyBefore = process.env.ADMIN_API_KEY;
    process.env.ADMIN_API_KEY = KEY;
    if (kind === 'pglite') {
      ({ engine, close } = await createTestEngine(kind, 'import_lock', { seedIfEmpty: false }));
      cli = engine.database;
      return;
    }
    const scratch = await createScratchPostgres('import_lock');
    const where = { databaseUrl: scratch.url, mediaDir: testMediaDir };
    engine = await createEngine({ ...where, seedIfEmpty: false, mailDelivery: false });
    cli = await openDatabase({ url: scratch.url });
    close = async () => {
      await cli.close();
      await engine.close();
      await scratch.drop();
    };
  });
  afterAll(async () => {
    await close();
    if (keyBefore === undefined) delete process.env.ADMIN_API_KEY;
    else process.env.ADMIN_API_KEY = keyBefore;
  });

  it('takes no lock while a file still arrives', async () => {
    const arriving = new PassThrough();
    arriving.write(header);
    const first = importCatalog(cli, { name: 'first.csv', stream: arriving }, options);
    await new Promise((resolve) => setTimeout(resolve, 100));
    if (kind === 'postgres') expect(await lockHeld()).toBe(false);
    const other = await upload(`${header}lock-f,simple,Other,12,lock-f\n`);
    expect(other.status).toBe(200);
    arriving.end('lock-g,simple,Arrived,11,lock-g\n');
    expect(await first).toMatchObject({ created: 1, written: true });
    await engine.database.db.execute(sql`delete from products where sku in ('lock-f', 'lock-g')`);
  });

  it('refuses a second import while one runs, and lets it run once the first has finished', async () => {
    // An import of the CLI's, in another process on PostgreSQL, holds the database's turn.
    let finish: () => void = () => {};
    const first = withImportLock(cli, async () => {
      await new Promise<void>((resolve) => (finish = resolve));
      return importCatalog(cli, csv(`${header}lock-a,simple,First,11,lock-a\n`), {
        ...options,
        lockHeld: true,
      });
    });
    for (let attempt = 0; !(await lockHeld()); attempt++) {
      expect(attempt).toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }

    const refused = await upload(`${header}lock-b,simple,Upload,12,lock-b\n`);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: 'IMPORT_RUNNING',
      message: expect.stringMatching(/another catalogue import is running/i),
    });
    await expect(
      importCatalog(engine.database, csv(`${header}lock-c,simple,Direct,13,lock-c\n`), options),
    ).rejects.toBeInstanceOf(ImportLockedError);
    // A dry run writes nothing and is not kept waiting.
    const dry = await importCatalog(
      engine.database,
      csv(`${header}lock-d,simple,Dry,14,lock-d\n`),
      { ...options, dryRun: true },
    );
    expect(dry).toMatchObject({ errors: [], written: false, dryRun: true });
    expect(await names()).toEqual([]);

    finish();
    expect(await first).toMatchObject({ created: 1, written: true });
    expect(await lockHeld()).toBe(kind === 'pglite');

    const after = await upload(`${header}lock-b,simple,Upload,12,lock-b\n`);
    expect(after.status).toBe(200);
    expect(await names()).toEqual([
      { sku: 'lock-a', name: 'First' },
      { sku: 'lock-b', name: 'Upload' },
    ]);
  });

  it('lets the lock go when an import fails', async () => {
    const broken = new PassThrough();
    broken.end(`${header}lock-e,simple,"Broken,15,lock-e\n`);
    const report = await importCatalog(cli, { name: 'broken.csv', stream: broken }, options);
    expect(report.written).toBe(false);
    const next = await importCatalog(
      engine.database,
      csv(`${header}lock-e,simple,Mended,15,lock-e\n`),
      options,
    );
    expect(next).toMatchObject({ created: 1, written: true });
  });
});
