import { CatalogIndex } from './catalog-index.ts';
import { syntheticCatalogue } from './synthetic-catalogue.ts';
const index = CatalogIndex.build(syntheticCatalogue(100_000));
const mode = process.argv[2];
const qs = [
  { currentPage: 1, pageSize: 12, categoryId: 3, filters: { energy_class: ['a', 'b'], color_group: ['wit'] } },
  { currentPage: 3, pageSize: 24, categoryId: 2, filters: { energy_class: ['a'], installation: ['vrijstaand', 'inbouw'] }, sort: { field: 'name', direction: 'ASC' } },
] as any[];
const t = performance.now();
const N = 4000;
for (let i = 0; i < N; i++) {
  if (mode === 'listing') index.query(qs[i % 2]);
  else if (mode === 'search') index.query({ currentPage: 1, pageSize: 12, search: 'wasmachine' });
  else index.autocomplete('was', { categories: 5, products: 8, suggestions: 12 });
}
console.log(mode, (performance.now() - t) / N);
