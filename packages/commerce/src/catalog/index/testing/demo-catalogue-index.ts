/**
 * The demo catalogue (`generateCatalog`, the rows `npm run seed` writes) indexed in memory without
 * a database, for relevance tests. Rows become records as `catalog-loader.ts` reads them and
 * records become index entries through `indexedProductOf`, the function `CatalogService` uses,
 * so the index answers as the engine's would over the seeded database. Used only by tests.
 */
import type { CategoryRecord, ProductRecord } from '../../catalog-records.ts';
import { CatalogIndex, type CatalogIndexInput } from '../catalog-index.ts';
import { indexedProductOf } from '../indexed-product.ts';
import type { IndexedAttribute, IndexedCategory, IndexedProduct } from '../types.ts';
import { finalPriceCents, shopDate } from '../../../pricing/product-price.ts';
import { generateCatalog, type CatalogData } from '../../../seed/seed-catalog.ts';

export interface DemoCatalogueIndex {
  index: CatalogIndex;
  data: CatalogData;
  /** Every product row as the engine's record (children and bundles included). */
  records: Map<number, ProductRecord>;
  /** The listed products as indexed, by id. */
  indexed: Map<number, IndexedProduct>;
  categories: Map<number, IndexedCategory>;
  /** What the index was built from. */
  input: CatalogIndexInput;
}

export function demoCatalogueIndex(options: {
  products: number;
  seed?: number;
  now: Date;
}): DemoCatalogueIndex {
  const data = generateCatalog({
    products: options.products,
    seed: options.seed ?? 1,
    now: options.now,
  });
  const today = shopDate(options.now);
  const brands = new Map(data.brands.map((brand) => [brand.id, brand]));
  const assignments = new Map<number, { categoryId: number; position: number }[]>();
  for (const row of data.productCategories) {
    const list = assignments.get(row.productId) ?? [];
    list.push({ categoryId: row.categoryId, position: row.position ?? 0 });
    assignments.set(row.productId, list);
  }

  const records = new Map<number, ProductRecord>();
  for (const row of data.products) {
    const brand = row.brandId == null ? undefined : brands.get(row.brandId);
    const assigned = assignments.get(row.id) ?? [];
    records.set(row.id, {
      id: row.id,
      sku: row.sku,
      typeId: row.typeId,
      name: row.name,
      ean: row.ean ?? null,
      urlKey: row.urlKey,
      urlSuffix: row.urlSuffix ?? '',
      parentId: row.parentId ?? null,
      visible: row.visible ?? true,
      brandCode: brand?.code ?? null,
      brandName: brand?.name ?? null,
      status: row.status ?? 'Actief',
      inStock: row.stockStatus === 'IN_STOCK',
      priceCents: row.priceCents,
      specialPriceCents: row.specialPriceCents ?? null,
      specialToDate: row.specialToDate ?? null,
      priceInStoreCents: row.priceInStoreCents ?? null,
      cashBackId: row.cashBackId ?? null,
      labels: row.labels ?? [],
      energyClass: row.energyClass ?? null,
      energyLabelUrl: row.energyLabelUrl ?? null,
      productSheetUrl: row.productSheetUrl ?? null,
      attributes: row.attributes ?? {},
      variantKey: row.variantKey ?? null,
      variantLabel: row.variantLabel ?? null,
      ratingSummary: row.ratingSummary ?? 0,
      reviewCount: row.reviewCount ?? 0,
      salesCount: row.salesCount ?? 0,
      featured: row.featured ?? false,
      createdAt: row.createdAt ?? options.now,
      updatedAt: row.updatedAt ?? options.now,
      categoryIds: assigned.map((assignment) => assignment.categoryId),
      position: assigned.length
        ? Math.min(...assigned.map((assignment) => assignment.position))
        : Number.MAX_SAFE_INTEGER,
      smallImage: null,
      productgroupLabel: row.productgroupLabel ?? null,
      shipmentType: row.shipmentType ?? null,
      metaTitle: row.metaTitle ?? null,
      metaDescription: row.metaDescription ?? null,
      tiers: [],
      childIds: [],
    });
  }
  for (const record of records.values()) {
    if (record.parentId !== null) records.get(record.parentId)?.childIds.push(record.id);
  }

  const categoryRows = new Map(data.categories.map((category) => [category.id, category]));
  const ancestors = (parentId: number | null | undefined): CategoryRecord[] => {
    const chain: CategoryRecord[] = [];
    for (let id = parentId ?? null; id !== null;) {
      const parent = categoryRows.get(id);
      if (!parent) break;
      chain.unshift(parent as CategoryRecord);
      id = parent.parentId ?? null;
    }
    return chain;
  };
  const categories = new Map<number, IndexedCategory>(
    [...data.categories]
      .sort((a, b) => (a.position ?? 0) - (b.position ?? 0) || a.id - b.id)
      .map((category) => [
        category.id,
        {
          id: category.id,
          parentId: category.parentId ?? null,
          name: category.name,
          urlPath: category.urlPath,
          level: category.level,
          position: category.position ?? 0,
          image: category.image ?? null,
          breadcrumbs: ancestors(category.parentId).map((ancestor) => ({
            id: ancestor.id,
            name: ancestor.name,
            urlPath: ancestor.urlPath,
            level: ancestor.level,
          })),
        },
      ]),
  );

  const filterable = new Set(data.attributes.filter((a) => a.filterable).map((a) => a.code));
  const attributes: IndexedAttribute[] = data.attributes
    .filter((attribute) => attribute.filterable)
    .map((attribute) => ({
      code: attribute.code,
      label: attribute.label,
      position: attribute.position ?? 0,
      options: data.attributeOptions
        .filter((option) => option.attributeCode === attribute.code)
        .map((option) => ({
          value: option.value,
          label: option.label,
          swatch: option.swatch ?? null,
          position: option.position ?? 0,
        })),
    }));

  // Listed like `CatalogService`: visible, not a configurable child, not a bundle.
  const listed = [...records.values()].filter(
    (record) => record.visible && record.parentId === null && record.typeId !== 'bundle',
  );
  const descriptionOf = new Map(
    data.products.map((row) => [
      row.id,
      `${row.shortDescription ?? ''} ${row.description ?? ''}`.replace(/<[^>]*>/g, ' '),
    ]),
  );
  const indexed = new Map(
    listed.map((record) => {
      const children = record.childIds.flatMap((id) => records.get(id) ?? []);
      const prices = (children.length > 0 ? children : [record]).map((product) =>
        finalPriceCents(product, today),
      );
      const product = indexedProductOf(record, {
        children: record.typeId === 'configurable' ? children : [],
        description: descriptionOf.get(record.id) ?? '',
        finalPriceCents: Math.min(...prices),
        categoryName: (id) => categoryRows.get(id)?.name,
        isFilterable: (code) => filterable.has(code),
      });
      return [record.id, product] as const;
    }),
  );
  const input = {
    products: [...indexed.values()],
    categories: [...categories.values()],
    attributes,
  };
  const index = CatalogIndex.build(input);
  return { index, data, records, indexed, categories, input };
}
