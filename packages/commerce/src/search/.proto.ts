import MiniSearch from 'minisearch';
import { syntheticCatalogue } from '../catalog/index/synthetic-catalogue.ts';
import { indexTerms, normalizeText } from './dutch-analyzer.ts';
let t = performance.now();
const cat = syntheticCatalogue(100_000);
console.log('gen', performance.now() - t);
t = performance.now();
const ms = new MiniSearch<any>({
  fields: ['name', 'brandName', 'keywords', 'sku', 'ean', 'description'],
  storeFields: [],
  tokenize: (s) => [s],
  processTerm: (s) => indexTerms(s),
  searchOptions: { tokenize: (s) => [s], processTerm: (s) => s },
});
ms.addAll(cat.products);
console.log('index', performance.now() - t, process.memoryUsage().heapUsed / 1e6);
function bench(label: string, f: () => unknown) {
  for (let i = 0; i < 20; i++) f();
  const times: number[] = [];
  let r: any;
  for (let i = 0; i < 50; i++) { const s = performance.now(); r = f(); times.push(performance.now() - s); }
  times.sort((a, b) => a - b);
  console.log(label, times[25]!.toFixed(3), 'ms', Array.isArray(r) ? r.length : r);
}
const boost = { name: 6, brandName: 3, keywords: 2, sku: 3, ean: 3, description: 0.5 };
bench('wasmachin', () => ms.search({ queries: ['wasmachin'], combineWith: 'AND' }, { boost }));
bench('voltana wasmachin', () => ms.search({ queries: ['voltana', 'wasmachin'], combineWith: 'AND' }, { boost }));
bench('koelkast prefix', () => ms.search({ queries: ['koelkast'], combineWith: 'AND' }, { boost, prefix: true }));
bench('was prefix', () => ms.search({ queries: ['was'], combineWith: 'AND' }, { boost, prefix: true }));
bench('wasmachien fuzzy2', () => ms.search({ queries: ['wasmachien'], combineWith: 'AND' }, { boost, fuzzy: 2 }));
bench('koelkat fuzzy2', () => ms.search({ queries: ['koelkat'], combineWith: 'AND' }, { boost, fuzzy: 2 }));
bench('ac wasm name only', () => ms.search({ queries: ['wasm'], combineWith: 'AND' }, { boost, prefix: true, fields: ['name','brandName'] }));
