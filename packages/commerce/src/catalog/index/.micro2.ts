import { CatalogIndex } from './catalog-index.ts';
import { syntheticCatalogue } from './synthetic-catalogue.ts';
const index = CatalogIndex.build(syntheticCatalogue(100_000)) as any;
const store = index.store, attrs = index.attributes, tree = index.tree;
const cands: Int32Array = store.membersOf(tree.indexOf(2));
const accepted = new Uint8Array(attrs.optionCount);
const ga = Int32Array.of(attrs.indexOf('energy_class'), attrs.indexOf('installation'));
accepted[attrs.optionId(ga[0], 'a')] = 1; accepted[attrs.optionId(ga[1], 'vrijstaand')] = 1;
const values: Int32Array = store.attributeValues; const A = attrs.count;
function loop1() {
  let fails1 = 0;
  for (let c = 0; c < cands.length; c++) {
    const base = cands[c]! * A;
    let fails = 0;
    for (let g = 0; g < ga.length; g++) { const o = values[base + ga[g]!]!; if (o < 0 || accepted[o] === 0) fails++; }
    if (fails === 1) fails1++;
  }
  return fails1;
}
function loop2() {
  let s = 0;
  for (let c = 0; c < cands.length; c++) s += cands[c]!;
  return s;
}
for (const [name, f] of [['groups', loop1], ['iterate', loop2]] as const) {
  for (let r = 0; r < 3; r++) { const t = performance.now(); for (let i = 0; i < 1000; i++) f(); console.log(name, (performance.now() - t) / 1000); }
}
console.log(cands.constructor.name, cands.length, Array.from(cands.subarray(0, 10)));
const cap = values.length / A;
const cols = new Int16Array(cap * A);
for (let s = 0; s < cap; s++) for (let a = 0; a < A; a++) cols[a * cap + s] = values[s * A + a]!;
function loop3() {
  let fails1 = 0;
  for (let c = 0; c < cands.length; c++) {
    const slot = cands[c]!;
    let fails = 0;
    for (let g = 0; g < ga.length; g++) { const o = cols[ga[g]! * cap + slot]!; if (o < 0 || accepted[o] === 0) fails++; }
    if (fails === 1) fails1++;
  }
  return fails1;
}
const dense = Int32Array.from({ length: cands.length }, (_, i) => i + 5000);
function loop4() {
  let fails1 = 0;
  for (let c = 0; c < dense.length; c++) {
    const base = dense[c]! * A;
    let fails = 0;
    for (let g = 0; g < ga.length; g++) { const o = values[base + ga[g]!]!; if (o < 0 || accepted[o] === 0) fails++; }
    if (fails === 1) fails1++;
  }
  return fails1;
}
for (const [name, f] of [['columns', loop3], ['dense rows', loop4], ['groups', loop1]] as const) {
  for (let r = 0; r < 3; r++) { const t = performance.now(); for (let i = 0; i < 1000; i++) f(); console.log(name, (performance.now() - t) / 1000); }
}
