import path from 'node:path';
import { createEngine } from './engine/create-engine.ts';
import { listingQuery, searchQuery } from '../bench/catalog-queries.ts';
const engine = await createEngine({ dataDir: path.resolve('../../.data/bench-100000'), mediaDir: path.resolve('../../.data/bench-media') });
const total = engine.catalog.productCount;
const cats = [...engine.catalog.categories()].filter((c) => c.level >= 2 && !c.longtail)
  .map((c) => ({ c, n: engine.catalog.list({ categoryId: c.id, currentPage: 1, pageSize: 1 }).totalCount }))
  .filter(({ n }) => n >= total * 0.02 && n <= total * 0.2).sort((a, b) => b.n - a.n).slice(0, 5);
console.log(cats.map(({ c, n }) => `${c.name}:${n}`).join(', '));
const vars = cats.map(({ c }) => ({ filter: { category_id: { eq: String(c.id) } }, pageSize: 12 }));
const mode = process.argv[2] ?? 'listing';
const run = (i: number) => mode === 'search' ? engine.execute(searchQuery, { search: ['wasmachine','koelkast','televisie'][i % 3], pageSize: 12 }) : engine.execute(listingQuery, vars[i % vars.length]);
for (let i = 0; i < 200; i++) await run(i);
let t = performance.now(); const c0 = process.cpuUsage();
for (let i = 0; i < 2000; i++) await run(i);
const c = process.cpuUsage(c0);
console.log(mode, 'execute wall', (performance.now() - t) / 2000, 'cpu', (c.user + c.system) / 1000 / 2000);
t = performance.now();
for (let i = 0; i < 2000; i++) engine.catalog.list({ categoryId: cats[i % cats.length]!.c.id, currentPage: 1, pageSize: 12 });
console.log('index list only', (performance.now() - t) / 2000);
await engine.close();
