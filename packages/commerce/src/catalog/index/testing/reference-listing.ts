/**
 * A plain, obviously-correct listing: loops over all products, no indexes. Used only by tests to
 * check `CatalogIndex.query`. Search text is reduced to whole name words (the caller's option),
 * because the real analyzer's stemming and scoring are tested separately.
 */
import { ListingInputError } from '../listing-input-error.ts';
import type {
  Facet,
  FacetOption,
  IndexedAttribute,
  IndexedCategory,
  IndexedProduct,
  ListingQuery,
  ListingResult,
} from '../types.ts';

export interface ReferenceCatalogue {
  products: IndexedProduct[];
  categories: IndexedCategory[];
  attributes: IndexedAttribute[];
}

const collator = new Intl.Collator('nl');

/** Search as the reference understands it: all words (else any word) among the name's words. */
function referenceSearch(products: IndexedProduct[], text: string): Set<number> {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const nameWords = (p: IndexedProduct) => p.name.toLowerCase().split(/\s+/);
  let found = products.filter((p) => words.every((w) => nameWords(p).includes(w)));
  if (found.length === 0 && words.length > 1) {
    found = products.filter((p) => words.some((w) => nameWords(p).includes(w)));
  }
  return new Set(found.map((p) => p.id));
}

export function referenceListing(
  catalogue: ReferenceCatalogue,
  query: ListingQuery,
): Omit<ListingResult, 'suggestions'> {
  const categories: IndexedCategory[] = [];
  for (const c of catalogue.categories) {
    if (!categories.some((known) => known.id === c.id)) categories.push(c);
  }
  const known = (id: number | null) => id !== null && categories.some((c) => c.id === id);
  const parentOf = (id: number) => categories.find((c) => c.id === id)?.parentId ?? null;

  // A product is in a category when assigned to it or to one of its descendants.
  const isIn = (product: IndexedProduct, categoryId: number) =>
    product.categoryIds.some((assigned) => {
      // Walk up through known parents only; an unknown parent makes a category top level.
      const seen: number[] = [];
      let c: number | null = assigned;
      while (c !== null && !seen.includes(c)) {
        if (c === categoryId) return true;
        seen.push(c);
        const parent: number | null = known(c) ? parentOf(c) : null;
        c = known(parent) ? parent : null;
      }
      return false;
    });

  const attributes: IndexedAttribute[] = [];
  for (const a of catalogue.attributes) {
    if (!attributes.some((known) => known.code === a.code)) attributes.push(a);
  }
  attributes.sort((a, b) => a.position - b.position || (a.code < b.code ? -1 : 1));
  const sortedOptions = (a: IndexedAttribute) => {
    const sorted = [...a.options].sort(
      (x, y) =>
        x.position - y.position ||
        collator.compare(x.label, y.label) ||
        (x.value < y.value ? -1 : x.value > y.value ? 1 : 0),
    );
    return sorted.filter((o, i) => sorted.findIndex((p) => p.value === o.value) === i);
  };
  // A product's known values for the attribute: one, or several for a configurable parent.
  const valuesOf = (product: IndexedProduct, attribute: IndexedAttribute): string[] => {
    const value = Object.hasOwn(product.attributes, attribute.code)
      ? product.attributes[attribute.code]
      : undefined;
    const listed = value === undefined ? [] : typeof value === 'string' ? [value] : [...value];
    return listed.filter((v) => attribute.options.some((o) => o.value === v));
  };

  const filters = Object.entries(query.filters ?? {});
  for (const [code] of filters) {
    if (!attributes.some((a) => a.code === code)) {
      throw new ListingInputError(`Unknown filter attribute "${code}"`, code);
    }
  }

  // Each check is one filter group; facets leave out their own.
  type Check = { key: string; passes: (p: IndexedProduct) => boolean };
  const checks: Check[] = [];
  for (const [code, values] of filters) {
    if (values.length === 0) continue;
    const attribute = attributes.find((a) => a.code === code)!;
    checks.push({
      key: `attribute:${code}`,
      passes: (p) => valuesOf(p, attribute).some((value) => values.includes(value)),
    });
  }
  if (query.categoryFilter && query.categoryFilter.length > 0) {
    const accepted = query.categoryFilter;
    checks.push({ key: 'category', passes: (p) => accepted.some((id) => isIn(p, id)) });
  }
  const from = query.price?.fromCents ?? -Infinity;
  const to = query.price?.toCents ?? Infinity;
  checks.push({
    key: 'price',
    passes: (p) => p.finalPriceCents >= from && p.finalPriceCents <= to,
  });

  const searchHits = query.search?.trim()
    ? referenceSearch(catalogue.products, query.search)
    : null;
  const skus = query.skus?.map((s) => s.toLowerCase());
  const base = catalogue.products.filter(
    (p) =>
      (query.categoryId == null || isIn(p, query.categoryId)) &&
      (skus === undefined ||
        skus.includes(p.sku.toLowerCase()) ||
        (p.urlKey != null && p.urlKey !== '' && skus.includes(p.urlKey.toLowerCase()))) &&
      (searchHits === null || searchHits.has(p.id)),
  );
  const passingAllBut = (skip: string) =>
    base.filter((p) => checks.every((check) => check.key === skip || check.passes(p)));
  const hits = passingAllBut('');

  const facets: Facet[] = [];
  for (const attribute of attributes) {
    const pool = passingAllBut(`attribute:${attribute.code}`);
    const options: FacetOption[] = [];
    for (const option of sortedOptions(attribute)) {
      const count = pool.filter((p) => valuesOf(p, attribute).includes(option.value)).length;
      if (count > 0)
        options.push({ value: option.value, label: option.label, count, swatch: option.swatch });
    }
    if (options.length > 0) {
      facets.push({
        attributeCode: attribute.code,
        label: attribute.label,
        position: attribute.position,
        options,
      });
    }
  }

  const listed = query.categoryId;
  const facetCategories = categories
    .filter((c) => (listed == null ? !known(c.parentId) : known(listed) && c.parentId === listed))
    .sort((a, b) => a.position - b.position || collator.compare(a.name, b.name) || a.id - b.id);
  const categoryPool = passingAllBut('category');
  const categoryFacet: FacetOption[] = [];
  for (const c of facetCategories) {
    const count = categoryPool.filter((p) => isIn(p, c.id)).length;
    if (count > 0) categoryFacet.push({ value: String(c.id), label: c.name, count, swatch: null });
  }

  const pricePool = passingAllBut('price');
  const priceRange =
    pricePool.length === 0
      ? null
      : {
          minCents: Math.min(...pricePool.map((p) => p.finalPriceCents)),
          maxCents: Math.max(...pricePool.map((p) => p.finalPriceCents)),
        };

  const sorted = [...hits].sort(comparator(query));
  const offset = (query.currentPage - 1) * query.pageSize;
  return {
    ids: sorted.slice(offset, offset + query.pageSize).map((p) => p.id),
    totalCount: hits.length,
    facets,
    categoryFacet,
    priceRange,
  };
}

/** Sorts as spec §9 and the index document; relevance is not modelled (tests avoid it with search). */
function comparator(query: ListingQuery): (a: IndexedProduct, b: IndexedProduct) => number {
  const sort = query.sort ?? { field: 'position', direction: 'ASC' };
  const sign = sort.direction === 'DESC' ? -1 : 1;
  const byKey = (key: (p: IndexedProduct) => number) => (a: IndexedProduct, b: IndexedProduct) =>
    sign * (key(a) - key(b)) || a.id - b.id;
  switch (sort.field) {
    case 'price':
      return byKey((p) => p.finalPriceCents);
    case 'newest':
      return byKey((p) => p.createdAt);
    case 'best_selling':
      return byKey((p) => p.salesCount);
    case 'name':
      return (a, b) => sign * collator.compare(a.name, b.name) || a.id - b.id;
    case 'featured':
      return (a, b) =>
        Number(b.featured) - Number(a.featured) || a.position - b.position || a.id - b.id;
    case 'position':
      return byKey((p) => p.position);
    case 'relevance':
      return (a, b) => a.position - b.position || a.id - b.id;
  }
}
