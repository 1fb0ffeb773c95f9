/**
 * Relevance the way shoppers type (issue 5, item 4; ADR 0004), over the demo catalogue that
 * `npm run seed` writes: 2000 listed products indexed as the engine indexes them. Each row is a
 * query, what the top results must be, and how far down that must hold. A row fails when the
 * ranking regresses; its message lists what came up instead.
 */
import { describe, expect, it } from 'vitest';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { outOfAssortmentStatus } from '../catalog/index/product-store.ts';
import { demoCatalogueIndex } from '../catalog/index/testing/demo-catalogue-index.ts';
import { splitWords, stemWord } from './dutch-analyzer.ts';

const demo = demoCatalogueIndex({ products: 2000, now: new Date('2026-03-02T12:00:00Z') });
const { index, records, indexed, categories } = demo;
const listed = [...records.values()].filter(
  (record) => record.visible && record.parentId === null && record.typeId !== 'bundle',
);

type Predicate = (product: ProductRecord) => boolean;

const inCategory =
  (urlPath: string): Predicate =>
  (product) =>
    product.categoryIds.some((id) => {
      const path = categories.get(id)?.urlPath ?? '';
      return path === urlPath || path.startsWith(`${urlPath}/`);
    });
const washer = inCategory('huishouden/wassen-drogen/wasmachines');
const fridge = inCategory('huishouden/koelen-vriezen/koelkasten');
const dishwasher = inCategory('keuken/vaatwassers');
const boxingGlove = inCategory('sport/boksen/bokshandschoenen');
const brand =
  (name: string, and: Predicate): Predicate =>
  (product) =>
    product.brandName === name && and(product);
const available: Predicate = (product) =>
  product.inStock && product.status !== outOfAssortmentStatus;
/** The word (by stem) is in the product name, compounds included ('Wasdroger' has 'droger'). */
const nameHas =
  (word: string): Predicate =>
  (product) =>
    splitWords(product.name).some((w) => stemWord(w).endsWith(stemWord(word)));

/**
 * Exact codes: an out-of-stock washer by EAN (it must still come first, though unavailable ones
 * rank last otherwise) and a configurable boxing glove by SKU.
 */
const eanProduct = listed.find((p) => washer(p) && !available(p) && p.ean)!;
const skuProduct = listed.find((p) => boxingGlove(p) && p.typeId === 'configurable')!;
const isProduct =
  (wanted: ProductRecord): Predicate =>
  (product) =>
    product.id === wanted.id;

interface Row {
  query: string;
  /** What the row asks of each product in the top. */
  expect: string;
  predicate: Predicate;
  /** 1, 3 or 12: how many of the first results must satisfy the predicate. */
  top: 1 | 3 | 12;
  /**
   * The results page or the autocomplete dropdown; on both the last word also matches the longer
   * words it starts.
   */
  via?: 'search' | 'autocomplete';
}

const rows: Row[] = [
  { query: 'wasmachines', expect: 'washing machines', predicate: washer, top: 12 },
  { query: 'wasmachine', expect: 'washing machines', predicate: washer, top: 12 },
  { query: 'koelkasten', expect: 'fridges', predicate: fridge, top: 12 },
  { query: 'koelkast', expect: 'fridges', predicate: fridge, top: 12 },
  { query: 'wasmachien', expect: 'washing machines (typo)', predicate: washer, top: 3 },
  { query: 'koelkats', expect: 'fridges (typo)', predicate: fridge, top: 3 },
  {
    query: 'vaatw',
    expect: 'dishwashers (prefix)',
    predicate: dishwasher,
    top: 12,
    via: 'autocomplete',
  },
  {
    query: eanProduct.ean!,
    expect: `EAN of ${eanProduct.sku}`,
    predicate: isProduct(eanProduct),
    top: 1,
  },
  {
    query: skuProduct.sku,
    expect: `SKU ${skuProduct.sku}`,
    predicate: isProduct(skuProduct),
    top: 1,
  },
  {
    query: skuProduct.sku.toLowerCase(),
    expect: `SKU ${skuProduct.sku}, lower case`,
    predicate: isProduct(skuProduct),
    top: 1,
  },
  {
    query: 'Voltana wasmachine',
    expect: 'Voltana washing machines',
    predicate: brand('Voltana', washer),
    top: 12,
  },
  {
    query: 'voltana wasmachines',
    expect: 'Voltana washing machines',
    predicate: brand('Voltana', washer),
    top: 3,
  },
  // 'droger' is in the names of dryers (wasdroger, condensdroger) and in the descriptions of
  // many more products (washing machines, washer-dryer accessories).
  { query: 'droger', expect: "'droger' in the name", predicate: nameHas('droger'), top: 12 },
  {
    query: 'vaatwasser',
    expect: "'vaatwasser' in the name",
    predicate: nameHas('vaatwasser'),
    top: 12,
  },
  { query: 'wasmachine', expect: 'available products', predicate: available, top: 12 },
  { query: 'koelkast', expect: 'available products', predicate: available, top: 12 },
  { query: 'bokshandschoenen', expect: 'boxing gloves', predicate: boxingGlove, top: 12 },
  { query: 'bokshandschoen', expect: 'boxing gloves', predicate: boxingGlove, top: 12 },
  // Words cut short: the last word also matches longer words in the short fields.
  { query: 'wasm', expect: 'washing machines', predicate: washer, top: 3 },
  { query: 'koelk', expect: 'fridges', predicate: fridge, top: 3 },
  { query: 'vaatw', expect: 'dishwashers (prefix)', predicate: dishwasher, top: 12 },
  {
    query: 'voltana wasm',
    expect: 'Voltana washing machines',
    predicate: brand('Voltana', washer),
    top: 3,
  },
  { query: 'wasm', expect: 'washing machines', predicate: washer, top: 3, via: 'autocomplete' },
  { query: 'koelk', expect: 'fridges', predicate: fridge, top: 3, via: 'autocomplete' },
  {
    query: 'wasmachien',
    expect: 'washing machines',
    predicate: washer,
    top: 3,
    via: 'autocomplete',
  },
  {
    query: 'voltana wasm',
    expect: 'Voltana washing machines',
    predicate: brand('Voltana', washer),
    top: 3,
    via: 'autocomplete',
  },
  {
    query: eanProduct.ean!,
    expect: `EAN of ${eanProduct.sku}`,
    predicate: isProduct(eanProduct),
    top: 1,
    via: 'autocomplete',
  },
];

/**
 * Every product type by its name, as a shopper types it: 'laptop' must bring laptops, not the
 * laptop bags whose names contain the word and more ('Laptoptas', 'Laptoprugzak').
 */
const productGroups = [...new Set(listed.map((p) => p.productgroupLabel ?? ''))].filter(Boolean);
for (const group of productGroups.sort()) {
  const ofGroup: Predicate = (product) => product.productgroupLabel === group;
  const query = group.toLowerCase();
  rows.push({ query, expect: `product group ${group}`, predicate: ofGroup, top: 12 });
  rows.push({
    query,
    expect: `product group ${group}`,
    predicate: ofGroup,
    top: 3,
    via: 'autocomplete',
  });
}

function topIds(query: string, size: number, via: Row['via'] = 'search'): number[] {
  const autocomplete = via === 'autocomplete';
  return index.query({ search: query, autocomplete, currentPage: 1, pageSize: size }).ids;
}

function describeProduct(id: number): string {
  const product = records.get(id)!;
  const category = categories.get(product.categoryIds[0] ?? -1)?.name ?? '-';
  const stock = available(product) ? '' : ` [${product.inStock ? product.status : 'out of stock'}]`;
  return `${product.name} (${category})${stock}`;
}

describe('relevance over the demo catalogue', () => {
  it('the demo catalogue has what the rows need', () => {
    expect(eanProduct).toBeDefined();
    expect(skuProduct).toBeDefined();
    // Unavailable washers must exist, or the 'available first' row would prove nothing.
    expect(listed.filter((p) => washer(p) && !available(p)).length).toBeGreaterThan(5);
    expect(listed.filter((p) => washer(p) && p.brandName === 'Voltana').length).toBeGreaterThan(12);
    expect(listed.filter(boxingGlove).length).toBeGreaterThan(12);
  });

  const table = rows.map((row) => ({ ...row, via: row.via ?? 'search' }));
  it.each(table)('$via $query → top $top: $expect', (row) => {
    const ids = topIds(row.query, Math.max(row.top, 12), row.via);
    expect(
      ids.length,
      `"${row.query}" found fewer than ${row.top} products`,
    ).toBeGreaterThanOrEqual(row.top);
    const wrong = ids
      .slice(0, row.top)
      .flatMap((id, place) =>
        row.predicate(records.get(id)!) ? [] : [`#${place + 1} ${describeProduct(id)}`],
      );
    expect(wrong, `"${row.query}" should give ${row.expect}`).toEqual([]);
  });

  it('gives plural and singular the same top 12', () => {
    expect(topIds('wasmachines', 12)).toEqual(topIds('wasmachine', 12));
    expect(topIds('koelkasten', 12)).toEqual(topIds('koelkast', 12));
    expect(topIds('bokshandschoenen', 12)).toEqual(topIds('bokshandschoen', 12));
  });

  it("opens the dropdown with the results page's products", () => {
    const words = [
      'wasmachine',
      'koelkast',
      'televisie',
      'bokshandschoenen',
      'Voltana wasmachine',
      'wasm',
      'voltana wasm',
      'bitwijs g16 321',
    ];
    for (const query of [...words, ...productGroups.map((group) => group.toLowerCase())]) {
      expect(topIds(query, 12, 'autocomplete'), query).toEqual(topIds(query, 12));
    }
  });

  it('ranks every available product above every unavailable one', () => {
    for (const query of ['wasmachine', 'koelkast', 'bokshandschoenen']) {
      const ids = topIds(query, 1000);
      const flags = ids.map((id) => available(records.get(id)!));
      const firstUnavailable = flags.indexOf(false);
      expect(firstUnavailable, `"${query}" has unavailable hits`).toBeGreaterThan(0);
      expect(flags.slice(firstUnavailable).includes(true), query).toBe(false);
    }
  });

  it('weighs the name above the description', () => {
    // Demo descriptions repeat the name, so a pair that differs only in where the word is: one has
    // it in its name, the other only in its (shorter than usual) description.
    const washerAccessory = listed.find((p) => p.productgroupLabel === 'Tussenstuk')!;
    const base = indexed.get(washerAccessory.id)!;
    const inName = {
      ...base,
      id: 900_001,
      sku: 'PROBE-1',
      ean: null,
      name: 'Proef TR1 Trommelrubber wasmachine',
      description: 'Rubber voor de trommel.',
    };
    const inDescription = {
      ...inName,
      id: 900_002,
      sku: 'PROBE-2',
      name: 'Proef TR2 Trommelrubber',
      description: 'Rubber voor de trommel van je wasmachine.',
    };
    index.upsertProducts([inName, inDescription]);
    try {
      const ids = topIds('wasmachine', 2000);
      expect(ids.indexOf(inName.id)).toBeGreaterThanOrEqual(0);
      // Found in its name, category or group, not in its description alone (ADR 0004).
      const ownFields = indexed.get(inDescription.id);
      const tiedOnlyByDescription = !splitWords(
        `${inDescription.name} ${ownFields?.keywords ?? ''}`,
      ).some((w) => stemWord(w).includes(stemWord('wasmachine')));
      if (tiedOnlyByDescription) expect(ids).not.toContain(inDescription.id);
      else expect(ids.indexOf(inName.id)).toBeLessThan(ids.indexOf(inDescription.id));
    } finally {
      index.removeProducts([inName.id, inDescription.id]);
    }
  });

  it('finds products by their own fields, not by a word their description mentions', () => {
    for (const query of ['droger', 'vaatwasser', 'wasmachine', 'televisie']) {
      const hits = topIds(query, 5000).map((id) => indexed.get(id)!);
      expect(hits.length, query).toBeGreaterThan(0);
      const ownFieldsHave = (product: (typeof hits)[number]) =>
        splitWords(`${product.name} ${product.brandName ?? ''} ${product.keywords}`).some((w) =>
          stemWord(w).includes(stemWord(query)),
        );
      const padding = hits.filter((product) => !ownFieldsHave(product));
      expect(
        padding.map((product) => product.name).slice(0, 5),
        `"${query}" found through descriptions only`,
      ).toEqual([]);
    }
  });
});
