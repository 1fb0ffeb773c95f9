import { indexedProductOf } from './index/indexed-product.ts';
import type { IndexedAttribute, IndexedCategory, IndexedProduct } from './index/types.ts';
import type { CatalogMemory } from './catalog-memory.ts';
import type { CatalogReferenceData, CategoryRecord, ProductRecord } from './catalog-records.ts';

/**
 * Listed in categories and search: visible products that are not configurable children. Bundles
 * are reached from their main product (bundle combinations) and by url, not listed themselves.
 */
export function isListable(record: ProductRecord): boolean {
  return record.visible && record.parentId === null && record.typeId !== 'bundle';
}

/**
 * The record as the index sees it (see `indexedProductOf`): a configurable offers its own and
 * every child's filterable values, so it matches a filter when any child has the value. `day`
 * is asked per record, as the price range is, so a record is priced on the day it is indexed.
 */
export function toIndexed(
  record: ProductRecord,
  description: string,
  memory: CatalogMemory,
  reference: CatalogReferenceData,
  day: () => string,
): IndexedProduct {
  return indexedProductOf(record, {
    children: record.typeId === 'configurable' ? memory.children(record) : [],
    description,
    finalPriceCents: memory.priceRange(record, day()).minFinal,
    categoryName: (id) => reference.categories.get(id)?.name,
    categoryTranslations: (id) => reference.categories.get(id)?.translations,
    isFilterable: (code) => reference.attributes.get(code)?.filterable === true,
  });
}

export function indexedCategories(reference: CatalogReferenceData): IndexedCategory[] {
  const all = reference.categories;
  return [...all.values()].map((category) => ({
    id: category.id,
    parentId: category.parentId,
    name: category.name,
    translations: category.translations ?? null,
    urlPath: category.urlPath,
    level: category.level,
    position: category.position,
    image: category.image,
    breadcrumbs: ancestorsOf(category, all).map((ancestor) => ({
      id: ancestor.id,
      name: ancestor.name,
      urlPath: ancestor.urlPath,
      level: ancestor.level,
    })),
  }));
}

export function indexedAttributes(reference: CatalogReferenceData): IndexedAttribute[] {
  return [...reference.attributes.values()]
    .filter((attribute) => attribute.filterable)
    .map((attribute) => ({
      code: attribute.code,
      label: attribute.label,
      position: attribute.position,
      options: [...attribute.options.values()],
    }));
}

/** Ancestors from the root down, without the category itself. */
export function ancestorsOf(
  category: CategoryRecord,
  all: Map<number, CategoryRecord>,
): CategoryRecord[] {
  const chain: CategoryRecord[] = [];
  let parentId = category.parentId;
  while (parentId !== null) {
    const parent = all.get(parentId);
    if (!parent) break;
    chain.unshift(parent);
    parentId = parent.parentId;
  }
  return chain;
}
