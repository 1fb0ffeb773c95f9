import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli } from '../testing/run-cli.ts';
import { createScratchPostgres } from '../testing/test-databases.ts';

let drop = async () => {};
let env: Record<string, string>;
let work: string;

beforeAll(async () => {
  const scratch = await createScratchPostgres('import_cli');
  drop = scratch.drop;
  work = await mkdtemp(path.join(tmpdir(), 'catalog-cli-'));
  env = { DATABASE_URL: scratch.url, MEDIA_DIR: path.join(work, 'media') };
});
afterAll(async () => {
  await drop();
  await rm(work, { recursive: true, force: true });
});

it('imports a Magento export from the command line and refuses a file with errors', async () => {
  const bad = path.join(work, 'bad.csv');
  await writeFile(bad, 'sku,product_type,name,price\ncli-a,simple,A,abc\n');
  const refused = await runCli('src/catalog-import/cli.ts', ['import', bad], env);
  expect(refused.code).toBe(1);
  expect(refused.err).toContain('row 2, column price (cli-a)');
  expect(refused.out).toContain('nothing written');

  const fixture = 'src/catalog-import/fixtures/products_to_import.csv';
  const done = await runCli('src/catalog-import/cli.ts', ['import', fixture], env);
  expect(done.code).toBe(0);
  expect(done.out).toContain('imported: 3 created, 0 updated, 0 skipped');
  const again = await runCli('src/catalog-import/cli.ts', ['import', fixture], env);
  expect(again.out).toContain('imported: 0 created, 0 updated, 0 skipped');

  const usage = await runCli('src/catalog-import/cli.ts', ['export'], env);
  expect(usage.code).toBe(2);

  const exported = await runCli('src/catalog-import/cli.ts', ['export', `${work}/out.csv`], env);
  expect(exported.code).toBe(0);
  expect(exported.out).toContain('exported: 3 products in 3 rows');
  const text = await readFile(path.join(work, 'out.csv'), 'utf8');
  expect(text.split('\n')[0]).toMatch(/^sku,store_view_code,attribute_set_code,product_type,/);
  expect(text).toContain('\nsimple2,,Default,simple,');
  expect(JSON.parse(await readFile(path.join(work, 'catalog-import.json'), 'utf8'))).toHaveProperty(
    'attributes',
  );
});
