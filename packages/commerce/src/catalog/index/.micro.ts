import { CatalogIndex } from './catalog-index.ts';
import { countListing } from './facets.ts';
import { syntheticCatalogue } from './synthetic-catalogue.ts';
const index = CatalogIndex.build(syntheticCatalogue(100_000)) as any;
const store = index.store, attrs = index.attributes, tree = index.tree;
const cands = store.membersOf(tree.indexOf(2));
console.log('candidates', cands.length, 'A', attrs.count);
const accepted = new Uint8Array(attrs.optionCount);
const ga = Int32Array.of(attrs.indexOf('energy_class'), attrs.indexOf('installation'));
accepted[attrs.optionId(ga[0], 'a')] = 1; accepted[attrs.optionId(ga[1], 'vrijstaand')] = 1;
const plan = { groupAttributes: ga, acceptedOptions: accepted, categoryFilter: null, price: null, facetCategories: new Uint8Array(tree.size) };
for (let r = 0; r < 5; r++) {
  const t = performance.now();
  for (let i = 0; i < 1000; i++) countListing(cands, store, plan, attrs.optionCount, tree.size);
  console.log('countListing', (performance.now() - t) / 1000);
}
