import { open, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { databaseKinds } from '../testing/test-databases.ts';
import { importCatalog } from './import-catalog.ts';
import { importSettings } from './import-settings.ts';
import { useImportTestBed } from './import-test-bed.ts';

const HEADER = 'sku,product_type,name,price\n';

// Issue 22 §4's cases that import-catalog.test.ts and the image tests do not already cover.
describe.each(databaseKinds)('bad catalogue input on %s', (kind) => {
  const bed = useImportTestBed(kind, 'import_bad_input');
  const upload = (bytes: Buffer | string) =>
    importCatalog(
      bed.engine.database,
      { name: 'upload.csv', stream: Readable.from([bytes]) },
      { settings: importSettings(), mediaDir: path.join(tmpdir(), 'unused-media') },
    );
  const productCount = async () => (await bed.engine.database.db.query.products.findMany()).length;

  it('refuses a file of 2 GB by its size, before reading it', async () => {
    const file = path.join(tmpdir(), `catalog-2gb-${process.pid}-${kind}.csv`);
    // A sparse file: 2 GB long, hardly any disk used; reading it would take a while.
    const handle = await open(file, 'w');
    await handle.write(`${HEADER}big,simple,Big,1\n`);
    await handle.truncate(2 * 1024 ** 3);
    await handle.close();
    try {
      const started = Date.now();
      const report = await importCatalog(bed.engine.database, file, {
        settings: importSettings(),
        mediaDir: path.join(tmpdir(), 'unused-media'),
      });
      expect(report.written).toBe(false);
      expect(report.errors).toEqual([expect.objectContaining({ row: 1, code: 'FILE_TOO_LARGE' })]);
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await unlink(file);
    }
  });

  it('refuses a data row of 10,000 cells and writes nothing of the rows before it', async () => {
    const wide = `ok-a,simple,A,1\n${Array.from({ length: 10_000 }, () => 'x').join(',')}\n`;
    const report = await upload(`${HEADER}${wide}`);
    expect(report.written).toBe(false);
    expect(report.errors).toEqual([
      expect.objectContaining({
        row: 3,
        code: 'CSV_SYNTAX',
        message: expect.stringMatching(/number of cells/),
      }),
    ]);
    expect(await productCount()).toBe(0);
  });

  it('refuses UTF-16 text, with a byte order mark or without, naming the encoding to use', async () => {
    const text = `${HEADER}utf16,simple,Café,1\n`;
    const withBom = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    for (const bytes of [withBom, Buffer.from(text, 'utf16le')]) {
      const report = await upload(bytes);
      expect(report.written).toBe(false);
      expect(report.errors[0]).toMatchObject({ code: 'CSV_SYNTAX' });
      expect(report.errors[0]!.message).toMatch(/CSV UTF-8/);
    }
    expect(await productCount()).toBe(0);
  });

  it('reads quoted cells with commas, doubled quotes and line breaks as text', async () => {
    const report = await upload(`${HEADER}"q-a",simple,"Wasmachine ""Eco"", 8 kg\nwit",1\n`);
    expect(report.errors).toEqual([]);
    const [row] = await bed.engine.database.db.query.products.findMany();
    expect(row?.name).toBe('Wasmachine "Eco", 8 kg\nwit');
  });
});
