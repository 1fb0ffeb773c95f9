/**
 * One search request means one result set: `products(search:)` over the 2,000-product demo
 * catalogue, paged through to the end, gives the same total on every page, pages that never
 * overlap and add up to the total, the order of one big page, the same set under every sort, and
 * never more products for an added filter, whichever fields the request selects. Checked for the
 * results page and for the autocomplete dropdown (`autocomplete: true`), each on its own.
 */
import fc from 'fast-check';
import {
  parse,
  type FieldNode,
  type GraphQLResolveInfo,
  type OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import type { GraphQLContext } from '../../graphql/context.ts';
import { demoCatalogueIndex } from '../index/testing/demo-catalogue-index.ts';
import { sortFields } from '../index/sort-fields.ts';
import type { ListingQuery } from '../index/types.ts';
import { catalogQueryResolvers } from './catalog-resolvers.ts';
import { toListingQuery, type ProductsArguments } from './listing-arguments.ts';
import type { ProductsAnswer } from './products-answer.ts';

const demo = demoCatalogueIndex({ products: 2000, now: new Date('2026-03-02T12:00:00Z') });
const listed = [...demo.indexed.values()];

/** The catalogue service as `products` uses it, over the demo index. */
const catalog = {
  list: (query: ListingQuery) => demo.index.query(query),
  autocomplete: (text: string, limits: Parameters<typeof demo.index.autocomplete>[1]) =>
    demo.index.autocomplete(text, limits),
  product: (id: number) => demo.records.get(id),
  productByUrl: () => undefined,
  referenceData: { attributes: new Map(), categories: new Map() },
};

const products = catalogQueryResolvers.products as (
  parent: unknown,
  args: ProductsArguments,
  context: GraphQLContext,
  info: GraphQLResolveInfo,
) => ProductsAnswer;

/** The field as a request selects it: with or without `aggregations`. */
function selection(aggregations: boolean): GraphQLResolveInfo {
  const document = parse(`{ products { total_count page_info { total_pages } items { sku }
    suggestions { search } ${aggregations ? 'aggregations { attribute_code count }' : ''} } }`);
  const operation = document.definitions[0] as OperationDefinitionNode;
  const field = operation.selectionSet.selections[0] as FieldNode;
  return { fieldNodes: [field] } as unknown as GraphQLResolveInfo;
}
const withAggregations = selection(true);
const withoutAggregations = selection(false);

type Sort = Record<string, 'ASC' | 'DESC'> | undefined;
type Filter = Record<string, { eq: string }> | undefined;

interface Search {
  text: string;
  autocomplete: boolean;
  sort?: Sort;
  filter?: Filter;
}

/** One request, as GraphQL would run it (a fresh context per request). */
function ask(search: Search, pageSize: number, currentPage: number, aggregations: boolean) {
  const args = {
    search: search.text,
    autocomplete: search.autocomplete,
    sort: search.sort,
    filter: search.filter,
    pageSize,
    currentPage,
  };
  const context = { catalog } as unknown as GraphQLContext;
  const info = aggregations ? withAggregations : withoutAggregations;
  const result = products({}, args, context, info);
  if (aggregations && typeof result.aggregations === 'function') result.aggregations();
  return { total: result.total_count ?? 0, skus: result.items.map((item) => item.sku) };
}

/** Every page at this size, each request selecting aggregations or not as `selects` says. */
function allPages(search: Search, pageSize: number, selects: boolean[]) {
  const first = ask(search, pageSize, 1, selects[0]!);
  const pages = [first];
  const pageCount = Math.ceil(first.total / pageSize);
  for (let page = 2; page <= pageCount; page++) {
    pages.push(ask(search, pageSize, page, selects[page % selects.length]!));
  }
  return { total: first.total, pages, skus: pages.flatMap((page) => page.skus) };
}

/** The whole result in one answer of the index, beyond the API's page size limit. */
function onePage(search: Search): string[] {
  const { query } = toListingQuery({ ...search, search: search.text } as ProductsArguments);
  query.pageSize = demo.index.size;
  return demo.index.query(query).ids.map((id) => demo.records.get(id)!.sku);
}

const wordsOf = (name: string) => name.split(/\s+/).filter((word) => /^\p{L}{3,}$/u.test(word));

/** Texts as shoppers type them: whole words, several words, typos, unfinished words. */
const textArb = fc.oneof(
  fc.constantFrom(
    'wasmachine',
    'koelkast',
    'televisie',
    'bokshandschoenen',
    'wasmachines',
    'wasmachien',
    'koelkats',
    'televsie',
    'voltana wasmachine',
    'wasmachine 8 kg',
    'zwarte koelkast',
    'oled televisie 55',
    'wasm',
    'koel',
    'tele',
    'boks',
    'vaatw',
    'voltana wasm',
    'was',
    'droger',
  ),
  fc
    .record({ product: fc.nat(), from: fc.nat(), count: fc.integer({ min: 1, max: 3 }) })
    .chain(({ product, from, count }) => {
      const words = wordsOf(listed[product % listed.length]!.name);
      const start = words.length === 0 ? 0 : from % words.length;
      const phrase = words.slice(start, start + count).join(' ') || 'wasmachine';
      return fc.constantFrom(
        phrase,
        phrase.toLowerCase(),
        phrase.slice(0, Math.max(2, phrase.length - 3)),
        // A typo: two neighbouring letters swapped.
        phrase.length > 5 ? phrase.slice(0, 2) + phrase[3] + phrase[2] + phrase.slice(4) : phrase,
      );
    }),
);

const sortArb: fc.Arbitrary<Sort> = fc.oneof(
  fc.constant(undefined),
  fc
    .record({
      field: fc.constantFrom(...sortFields.map(({ field }) => field)),
      direction: fc.constantFrom<'ASC' | 'DESC'>('ASC', 'DESC'),
    })
    .map(({ field, direction }) => ({ [field]: direction })),
);

const filterKindArb = fc.constantFrom<'brand' | 'category'>('brand', 'category');

/** A brand or category filter, taken from a product so that it often meets the search. */
function filterFor(kind: 'brand' | 'category', pick: number, skus: string[]): Filter {
  const pool = skus.length > 0 ? skus : listed.map((product) => product.sku);
  const sku = pool[pick % pool.length]!;
  const product = listed.find((candidate) => candidate.sku === sku)!;
  if (kind === 'brand') return { brand: { eq: product.brandCode ?? 'voltana' } };
  return { category_id: { eq: String(product.categoryIds[0] ?? 1) } };
}

const settings = { numRuns: 100 };

describe('products(search:) pages through one result set', () => {
  it('gives one total, disjoint pages that add up to it, in the order of one big page', () => {
    fc.assert(
      fc.property(
        textArb,
        fc.boolean(),
        sortArb,
        fc.option(fc.record({ kind: filterKindArb, pick: fc.nat() }), { nil: undefined }),
        fc.integer({ min: 1, max: 100 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 4 }),
        (text, autocomplete, sort, filterPick, pageSize, selects) => {
          const plain: Search = { text, autocomplete, sort };
          const filter = filterPick
            ? filterFor(filterPick.kind, filterPick.pick, onePage(plain))
            : undefined;
          const search: Search = { ...plain, filter };
          const { total, pages, skus } = allPages(search, pageSize, selects);
          for (const [index, page] of pages.entries()) {
            expect(page.total, `"${text}" page ${index + 1} of ${pageSize}`).toBe(total);
          }
          expect(new Set(skus).size, `"${text}": a product on two pages`).toBe(skus.length);
          expect(skus.length, `"${text}": pages add up to the total`).toBe(total);
          expect(skus, `"${text}": pages in the order of one page`).toEqual(onePage(search));
          const beyond = ask(search, pageSize, pages.length + 1, selects[0]!);
          expect(beyond).toEqual({ total, skus: [] });
        },
      ),
      settings,
    );
  });

  it('changing only the sort reorders the same products', () => {
    fc.assert(
      fc.property(
        textArb,
        fc.boolean(),
        sortArb,
        sortArb,
        fc.array(fc.boolean(), { minLength: 1, maxLength: 3 }),
        (text, autocomplete, sort, otherSort, selects) => {
          const one = allPages({ text, autocomplete, sort }, 100, selects);
          const other = allPages(
            { text, autocomplete, sort: otherSort },
            100,
            [...selects].reverse(),
          );
          expect(other.total, `"${text}"`).toBe(one.total);
          expect([...other.skus].sort(), `"${text}"`).toEqual([...one.skus].sort());
        },
      ),
      settings,
    );
  });

  it('a brand or category filter never adds products', () => {
    fc.assert(
      fc.property(
        textArb,
        fc.boolean(),
        sortArb,
        filterKindArb,
        fc.nat(),
        fc.boolean(),
        (text, autocomplete, sort, kind, pick, aggregations) => {
          const unfiltered = allPages({ text, autocomplete, sort }, 100, [aggregations]);
          const filter = filterFor(kind, pick, unfiltered.skus);
          const filtered = allPages({ text, autocomplete, sort, filter }, 100, [!aggregations]);
          expect(filtered.total, `"${text}" ${JSON.stringify(filter)}`).toBeLessThanOrEqual(
            unfiltered.total,
          );
          const all = new Set(unfiltered.skus);
          expect(filtered.skus.filter((sku) => !all.has(sku))).toEqual([]);
        },
      ),
      settings,
    );
  });
});
