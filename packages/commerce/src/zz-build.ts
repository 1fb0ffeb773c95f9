import path from 'node:path';
import { writeFileSync, readFileSync, existsSync } from 'node:fs';
import { openDatabase } from './db/connection.ts';
import { CatalogService } from './catalog/catalog-service.ts';
import { CatalogIndex } from './catalog/index/catalog-index.ts';
const file = '/tmp/index-input.json';
if (!existsSync(file)) {
  const handle = await openDatabase({ dataDir: path.resolve('../../.data/bench-100000') });
  const orig = CatalogIndex.build;
  (CatalogIndex as any).build = (input: any) => { writeFileSync(file, JSON.stringify(input)); return orig.call(CatalogIndex, input); };
  await CatalogService.load(handle.db);
  await handle.close();
}
const input = JSON.parse(readFileSync(file, 'utf8'));
const c0 = process.cpuUsage(); const t = performance.now();
CatalogIndex.build(input);
const c = process.cpuUsage(c0);
console.log('build wall', performance.now() - t, 'cpu', (c.user + c.system) / 1000, 'products', input.products.length);
