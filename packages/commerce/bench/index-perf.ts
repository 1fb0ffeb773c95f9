/**
 * Builds a synthetic 100,000-product catalogue and prints build time and median latencies of
 * category listings, full-text search and autocomplete, against the budgets of the brief.
 * Run: npx tsx bench/index-perf.ts [productCount]
 */
import { CatalogIndex } from '../src/catalog/index/catalog-index.ts';
import { syntheticCatalogue } from './synthetic-catalogue.ts';
import type { ListingQuery } from '../src/catalog/index/types.ts';

const productCount = Number(process.argv[2] ?? 100_000);

/**
 * Median wall time, and median CPU time of this process: the machine is shared, and CPU time
 * shows what the index costs when another process takes the core away mid-measurement.
 */
function median(label: string, budgetMs: number | null, run: () => unknown, rounds = 200): number {
  for (let i = 0; i < 30; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const cpuStart = process.cpuUsage();
    const start = performance.now();
    run();
    wall.push(performance.now() - start);
    const used = process.cpuUsage(cpuStart);
    cpu.push((used.user + used.system) / 1000);
  }
  const mid = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
  const result = mid(wall);
  const verdict =
    budgetMs === null
      ? ''
      : `  (budget ${budgetMs} ms, ${result <= budgetMs ? 'ok' : 'OVER BUDGET'})`;
  console.log(
    `${label.padEnd(58)} median ${result.toFixed(3)} ms  cpu ${mid(cpu).toFixed(3)} ms${verdict}`,
  );
  return result;
}

const catalogue = syntheticCatalogue(productCount);
const buildCpu = process.cpuUsage();
const buildStart = performance.now();
const index = CatalogIndex.build(catalogue);
const buildMs = performance.now() - buildStart;
const buildCpuUsed = process.cpuUsage(buildCpu);
console.log(
  `build ${productCount} products: ${(buildMs / 1000).toFixed(2)} s ` +
    `(cpu ${((buildCpuUsed.user + buildCpuUsed.system) / 1e6).toFixed(2)} s incl. GC threads; budget 8 s), ` +
    `heap ${(process.memoryUsage().heapUsed / 1e6).toFixed(0)} MB`,
);

const page = { currentPage: 1, pageSize: 12 };
const attributesPerProduct =
  catalogue.products.reduce((sum, product) => sum + Object.keys(product.attributes).length, 0) /
  productCount;
console.log(
  `${catalogue.attributes.length} filterable attributes, ${attributesPerProduct.toFixed(1)} per product`,
);

// The largest leaf category, unfiltered: every hit counts in the facets (the demo's Wasmachines).
const leafIds = catalogue.categories
  .filter((category) => !catalogue.categories.some((child) => child.parentId === category.id))
  .map((category) => category.id);
const largestLeaf = leafIds
  .map((id) => ({ id, count: index.query({ ...page, categoryId: id }).totalCount }))
  .sort((a, b) => b.count - a.count || a.id - b.id)[0]!;
const listings: [string, ListingQuery][] = [
  ['unfiltered listing of the largest leaf category', { ...page, categoryId: largestLeaf.id }],
  [
    'unfiltered listing of the largest leaf category, price ASC',
    { ...page, categoryId: largestLeaf.id, sort: { field: 'price', direction: 'ASC' } },
  ],
  [
    'wasmachines + energy_class a,b + color_group wit',
    { ...page, categoryId: 3, filters: { energy_class: ['a', 'b'], color_group: ['wit'] } },
  ],
  [
    'televisies + brand + screen_size, price DESC',
    {
      ...page,
      categoryId: 19,
      filters: { brand: ['sonaro', 'vistel'], screen_size: ['55', '65'] },
      sort: { field: 'price', direction: 'DESC' },
    },
  ],
  [
    'wassen & drogen (2 levels) + 2 filters, name ASC, page 3',
    {
      currentPage: 3,
      pageSize: 24,
      categoryId: 2,
      filters: { energy_class: ['a'], installation: ['vrijstaand', 'inbouw'] },
      sort: { field: 'name', direction: 'ASC' },
    },
  ],
  [
    'bokshandschoenen (half configurable) + color_group + size_oz',
    { ...page, categoryId: 27, filters: { color_group: ['rood', 'blauw'], size_oz: ['12'] } },
  ],
  [
    'audio (koptelefoons half configurable) + color_group',
    { ...page, categoryId: 20, filters: { color_group: ['zwart'] } },
  ],
];
for (const [label, query] of listings) {
  const result = index.query(query);
  median(`listing: ${label} [${result.totalCount} hits]`, 0.5, () => index.query(query));
}

for (const text of [
  'wasmachine',
  'Voltana wasmachine',
  'koelkasten',
  'wasmachien',
  'koelkats',
  'vaatwasser',
]) {
  const result = index.query({ ...page, search: text });
  median(`search: "${text}" [${result.totalCount} hits]`, 5, () =>
    index.query({ ...page, search: text }),
  );
}

// The dropdown: its products are a listing in autocomplete mode without facets, beside the
// categories and completion phrases.
const limits = { categories: 5, suggestions: 12 };
const dropdown = (text: string) => ({
  ...page,
  pageSize: 8,
  search: text,
  autocomplete: true,
  countFacets: false,
});
for (const text of [
  'was',
  'wasm',
  'koelk',
  'voltana w',
  'vaatwaser',
  catalogue.products[1234]!.ean!,
]) {
  const result = index.query(dropdown(text));
  median(`autocomplete: "${text}" [${result.totalCount} products]`, 1, () => {
    index.autocomplete(text, limits);
    index.query(dropdown(text));
  });
}

// Incremental updates: informative, no budget in the brief.
let round = 0;
median(
  'update: 1 product, new price',
  null,
  () => {
    const product = catalogue.products[(round++ * 7919) % productCount]!;
    index.upsertProducts([{ ...product, finalPriceCents: product.finalPriceCents + 1 }]);
  },
  50,
);
median(
  'update: 100 products, new names and prices',
  null,
  () => {
    const batch = Array.from({ length: 100 }, (_, i) => {
      const product = catalogue.products[(round++ * 104_729 + i) % productCount]!;
      return {
        ...product,
        name: `${product.name} v${round}`,
        finalPriceCents: product.finalPriceCents + 1,
      };
    });
    index.upsertProducts(batch);
  },
  20,
);
median('search after updates: "wasmachine"', 5, () =>
  index.query({ ...page, search: 'wasmachine' }),
);
