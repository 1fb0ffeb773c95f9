import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stemWord } from '../../search/dutch-analyzer.ts';
import { CatalogIndex } from './catalog-index.ts';
import { referenceListing, type ReferenceCatalogue } from './testing/reference-listing.ts';
import { sortFields } from './sort-fields.ts';
import type {
  AttributeValue,
  IndexedAttribute,
  IndexedCategory,
  IndexedProduct,
  ListingQuery,
  SortDirection,
} from './types.ts';

/**
 * Name words far apart in spelling (no typo correction between them), none a prefix of another
 * and none a compound, so whole-word search means the same to the index and the reference.
 */
const vocabulary = ['alfa', 'bravo', 'charlie', 'delta', 'echo', 'foxtrot', 'golf', 'hotel'];
/** A category only products mention; the tree does not know it. */
const strayCategoryId = 99;

const categoriesArb = fc
  .array(
    fc.record({
      hasParent: fc.boolean(),
      parentPick: fc.nat(),
      name: fc.constantFrom('Audio', 'Beeld', 'audio', 'Koken'),
      position: fc.integer({ min: 0, max: 2 }),
    }),
    { minLength: 1, maxLength: 7 },
  )
  .map((rows) =>
    rows.map((row, i): IndexedCategory => ({
      id: 10 + i,
      parentId: row.hasParent && i > 0 ? 10 + (row.parentPick % i) : null,
      name: row.name,
      // Some categories have names in other languages (ADR 0040), some do not.
      translations: row.position === 1 ? null : { fr: `${row.name} fr`, de: 'Küche' },
      urlPath: `c${i}`,
      level: 2,
      position: row.position,
      image: null,
      breadcrumbs: [],
    })),
  );

const attributesArb = fc
  .array(
    fc.record({
      position: fc.integer({ min: 0, max: 2 }),
      options: fc.array(
        fc.record({
          label: fc.constantFrom('Rood', 'groen', 'Blauw', 'rood'),
          position: fc.integer({ min: 0, max: 2 }),
        }),
        { minLength: 1, maxLength: 4 },
      ),
    }),
    { minLength: 1, maxLength: 4 },
  )
  .map((rows) =>
    rows.map((row, i): IndexedAttribute => ({
      code: `attr${i}`,
      label: `Attribuut ${i}`,
      position: row.position,
      options: row.options.map((o, j) => ({
        value: `v${j}`,
        label: o.label,
        swatch: j === 0 ? '#fff' : null,
        position: o.position,
      })),
    })),
  );

const productRowArb = fc.record({
  words: fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 3 }),
  categoryPicks: fc.array(fc.nat(), { maxLength: 2 }),
  stray: fc.boolean(),
  // A number picks one value; a list picks several, like a configurable parent's children offer.
  attributePicks: fc.array(
    fc.option(
      fc.oneof(
        { arbitrary: fc.nat(), weight: 3 },
        { arbitrary: fc.array(fc.nat(), { maxLength: 4 }), weight: 1 },
      ),
      { freq: 4 },
    ),
    { minLength: 4, maxLength: 4 },
  ),
  price: fc.integer({ min: 0, max: 20 }),
  position: fc.integer({ min: 0, max: 5 }),
  createdAt: fc.integer({ min: 0, max: 5 }),
  salesCount: fc.integer({ min: 0, max: 5 }),
  featured: fc.boolean(),
  inStock: fc.boolean(),
  outOfAssortment: fc.boolean(),
  urlKey: fc.option(fc.constantFrom('url-a', 'url-b', 'URL-C')),
});

const catalogueArb: fc.Arbitrary<ReferenceCatalogue> = fc
  .record({
    categories: categoriesArb,
    attributes: attributesArb,
    rows: fc.array(productRowArb, { minLength: 1, maxLength: 40, size: 'medium' }),
  })
  .map(({ categories, attributes, rows }) => ({
    categories,
    attributes,
    products: rows.map((row, i): IndexedProduct => {
      // Ids not in insertion order, so nothing can lean on insertion order for ties.
      const id = ((i * 37) % 101) + 1;
      const values: Record<string, AttributeValue> = {};
      attributes.forEach((attribute, a) => {
        const pick = row.attributePicks[a];
        if (pick == null) return;
        const valueFor = (n: number) => {
          const option = n % (attribute.options.length + 1);
          return option === attribute.options.length ? 'stray-value' : `v${option}`;
        };
        // Lists may repeat values, hold unknown ones, have one value or none.
        values[attribute.code] = typeof pick === 'number' ? valueFor(pick) : pick.map(valueFor);
      });
      return {
        id,
        sku: `SKU${id}`,
        urlKey: row.urlKey,
        ean: null,
        name: row.words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' '),
        description: '',
        brandCode: null,
        brandName: null,
        categoryIds: [
          ...row.categoryPicks.map((pick) => categories[pick % categories.length]!.id),
          ...(row.stray ? [strayCategoryId] : []),
        ],
        position: row.position,
        finalPriceCents: row.price * 100,
        status: row.outOfAssortment ? 'Uit assortiment' : 'Actief',
        inStock: row.inStock,
        attributes: values,
        salesCount: row.salesCount,
        featured: row.featured,
        createdAt: row.createdAt,
        ratingSummary: 0,
        keywords: '',
        // Texts in other languages for some products (ADR 0040); updates must keep them current.
        translations:
          row.position % 3 === 0
            ? undefined
            : {
                fr: { name: `${row.words.join(' ')} machine`, keywords: 'lavage' },
                en: { description: row.position % 3 === 1 ? 'washing alfa' : undefined },
              },
      };
    }),
  }));

/** Mostly absent, so most queries keep enough hits to compare order and counts. */
const rarely = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: fc.constant(null), weight: 3 }, { arbitrary, weight: 1 });

const queryRowArb = fc.record({
  categoryPick: fc.option(fc.nat(), { freq: 2 }),
  filters: fc.array(
    fc.record({
      attribute: fc.nat(),
      values: fc.array(fc.nat({ max: 4 }), { minLength: 1, maxLength: 3 }),
    }),
    { maxLength: 3, size: 'xsmall' },
  ),
  categoryFilter: rarely(fc.array(fc.nat(), { minLength: 1, maxLength: 2 })),
  price: rarely(
    fc.record({
      from: fc.option(fc.integer({ min: 0, max: 1200 })),
      to: fc.option(fc.integer({ min: 800, max: 2000 })),
    }),
  ),
  skus: rarely(fc.array(fc.nat(), { maxLength: 4 })),
  sort: fc.option(
    fc.record({
      field: fc.constantFrom(...sortFields.map(({ field }) => field)),
      direction: fc.constantFrom<SortDirection>('ASC', 'DESC'),
    }),
  ),
  search: rarely(fc.array(fc.constantFrom(...vocabulary), { minLength: 1, maxLength: 2 })),
  currentPage: fc.oneof({ arbitrary: fc.constant(1), weight: 3 }, fc.integer({ min: 2, max: 3 })),
  pageSize: fc.integer({ min: 1, max: 10 }),
});

type QueryRow = typeof queryRowArb extends fc.Arbitrary<infer T> ? T : never;

/** Category picks cover every known category, the stray one and one nobody knows. */
function categoryIdFor(catalogue: ReferenceCatalogue, pick: number): number {
  const choices = [...catalogue.categories.map((c) => c.id), strayCategoryId, 12345];
  return choices[pick % choices.length]!;
}

function toQuery(catalogue: ReferenceCatalogue, row: QueryRow): ListingQuery {
  const filters: Record<string, string[]> = {};
  for (const filter of row.filters) {
    const attribute = catalogue.attributes[filter.attribute % catalogue.attributes.length]!;
    filters[attribute.code] = filter.values.map((v) => `v${v % (attribute.options.length + 1)}`);
  }
  const ids = catalogue.products.map((p) => p.id);
  return {
    categoryId: row.categoryPick == null ? undefined : categoryIdFor(catalogue, row.categoryPick),
    filters,
    categoryFilter: row.categoryFilter?.map((pick) => categoryIdFor(catalogue, pick)),
    price: row.price
      ? { fromCents: row.price.from ?? undefined, toCents: row.price.to ?? undefined }
      : undefined,
    skus: row.skus?.map((pick, i) => {
      const key = ids.length > 0 ? `SKU${ids[pick % ids.length]}` : 'SKU0';
      return i % 2 === 0 ? key.toLowerCase() : i === 3 ? 'URL-a' : key;
    }),
    sort: row.sort ?? undefined,
    search: row.search?.join(' '),
    currentPage: row.currentPage,
    pageSize: row.pageSize,
  };
}

/** Relevance order is BM25 and not modelled by the reference: compare the whole hit set instead. */
function comparable(index: CatalogIndex, catalogue: ReferenceCatalogue, query: ListingQuery) {
  const relevance =
    Boolean(query.search) && (query.sort === undefined || query.sort.field === 'relevance');
  const asked = relevance ? { ...query, currentPage: 1, pageSize: 1000 } : query;
  const actual = index.query(asked);
  const expected = referenceListing(catalogue, asked);
  const ids = (list: number[]) => (relevance ? [...list].sort((a, b) => a - b) : list);
  return {
    actual: { ...actual, ids: ids(actual.ids), suggestions: undefined },
    expected: { ...expected, ids: ids(expected.ids), suggestions: undefined },
  };
}

describe('CatalogIndex against the reference listing', () => {
  it('the vocabulary is safe for whole-word search', () => {
    const stems = vocabulary.map((w) => stemWord(w));
    expect(new Set(stems).size).toBe(vocabulary.length);
    for (const a of stems) for (const b of stems) if (a !== b) expect(b.startsWith(a)).toBe(false);
  });

  it('answers every listing like the reference', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        fc.array(queryRowArb, { minLength: 1, maxLength: 8 }),
        (catalogue, rows) => {
          const index = CatalogIndex.build(catalogue);
          for (const row of rows) {
            const { actual, expected } = comparable(index, catalogue, toQuery(catalogue, row));
            expect(actual).toEqual(expected);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('rejects unknown filter codes like the reference', () => {
    fc.assert(
      fc.property(catalogueArb, (catalogue) => {
        const index = CatalogIndex.build(catalogue);
        const query = { currentPage: 1, pageSize: 5, filters: { nope: ['v0'] } };
        expect(() => index.query(query)).toThrow(/nope/);
        expect(() => referenceListing(catalogue, query)).toThrow(/nope/);
      }),
      { numRuns: 20 },
    );
  });
});

describe('CatalogIndex updates against a fresh build', () => {
  it('upserts, removals and replacements leave it answering like a fresh build', () => {
    fc.assert(
      fc.property(
        catalogueArb,
        catalogueArb,
        fc.array(fc.nat(), { maxLength: 10 }),
        fc.constantFrom('categories first', 'products first'),
        fc.array(queryRowArb, { minLength: 1, maxLength: 6 }),
        fc.array(
          fc.constantFrom(
            'a',
            'al',
            'bra',
            'charlie',
            'delta e',
            'golf ',
            'hotle',
            'audio',
            'machine',
            'lav',
            'washing alfa',
          ),
          { maxLength: 3 },
        ),
        (before, after, churn, sequence, rows, texts) => {
          const index = CatalogIndex.build(before);
          const replaceStructure = () => {
            index.replaceCategories(after.categories);
            index.replaceAttributes(after.attributes);
          };
          if (sequence === 'categories first') replaceStructure();
          // Churn: some products of the final catalogue go away and come back.
          const churned = churn.map(
            (pick) => after.products[pick % Math.max(1, after.products.length)]?.id ?? 0,
          );
          index.removeProducts(churned);
          const keep = new Set(after.products.map((p) => p.id));
          index.removeProducts(before.products.map((p) => p.id).filter((id) => !keep.has(id)));
          const half = Math.floor(after.products.length / 2);
          index.upsertProducts(after.products.slice(half).reverse());
          index.upsertProducts(after.products.slice(0, half));
          if (sequence === 'products first') replaceStructure();

          const fresh = CatalogIndex.build(after);
          expect(index.size).toBe(fresh.size);
          for (const locale of ['nl', 'fr', 'en'] as const) {
            for (const row of rows) {
              const query = { ...toQuery(after, row), locale };
              expect(index.query(query)).toEqual(fresh.query(query));
            }
            const limits = { categories: 3, suggestions: 5 };
            for (const text of texts) {
              expect(index.autocomplete(text, limits, locale)).toEqual(
                fresh.autocomplete(text, limits, locale),
              );
              const typing = {
                search: text,
                autocomplete: true,
                currentPage: 1,
                pageSize: 4,
                locale,
              };
              expect(index.query(typing)).toEqual(fresh.query(typing));
            }
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
