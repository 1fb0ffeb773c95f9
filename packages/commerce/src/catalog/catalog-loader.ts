import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { stores } from '../stores/schema.ts';
import {
  attributeOptions,
  attributes,
  brands,
  cashBackActions,
  categories,
  priceTiers,
  productCategories,
  productLabelDefinitions,
  productMedia,
  products,
} from './schema.ts';
import type {
  AttributeRecord,
  CatalogReferenceData,
  CategoryRecord,
  ProductRecord,
} from './catalog-records.ts';

/** Reads categories, attributes, brands, labels, cash-backs and stores. */
export async function loadReferenceData(db: Database): Promise<CatalogReferenceData> {
  const [categoryRows, attributeRows, optionRows, brandRows, labelRows, cashBackRows, storeRows] =
    await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
      db.select().from(attributes),
      db.select().from(attributeOptions).orderBy(asc(attributeOptions.position)),
      db.select().from(brands),
      db.select().from(productLabelDefinitions),
      db.select().from(cashBackActions),
      db.select().from(stores).orderBy(asc(stores.name)),
    ]);

  const categoryMap = new Map<number, CategoryRecord>();
  for (const row of categoryRows) categoryMap.set(row.id, { ...row, childIds: [] });
  for (const category of categoryMap.values()) {
    if (category.parentId !== null) categoryMap.get(category.parentId)?.childIds.push(category.id);
  }

  const attributeMap = new Map<string, AttributeRecord>();
  for (const row of attributeRows) attributeMap.set(row.code, { ...row, options: new Map() });
  for (const option of optionRows) {
    attributeMap.get(option.attributeCode)?.options.set(option.value, option);
  }

  return {
    categories: categoryMap,
    attributes: attributeMap,
    brands: new Map(brandRows.map((row) => [row.id, row])),
    labels: new Map(labelRows.map((row) => [row.code, row])),
    cashBacks: new Map(cashBackRows.map((row) => [row.id, row])),
    stores: storeRows,
  };
}

/**
 * Reads products as in-memory records: all of them, or only `ids` (and their configurable
 * children) when catalogue data changed.
 */
export async function loadProductRecords(
  db: Database,
  brandsById: CatalogReferenceData['brands'],
  ids?: number[],
): Promise<ProductRecord[]> {
  if (ids && ids.length === 0) return [];
  const onlyProductIds = <T extends typeof productCategories.productId>(column: T) =>
    ids ? inArray(column, ids) : undefined;

  const [rows, categoryRows, imageRows, tierRows] = await Promise.all([
    db
      .select({
        id: products.id,
        sku: products.sku,
        typeId: products.typeId,
        name: products.name,
        ean: products.ean,
        urlKey: products.urlKey,
        urlSuffix: products.urlSuffix,
        parentId: products.parentId,
        visible: products.visible,
        brandId: products.brandId,
        status: products.status,
        stockStatus: products.stockStatus,
        priceCents: products.priceCents,
        specialPriceCents: products.specialPriceCents,
        specialToDate: products.specialToDate,
        priceInStoreCents: products.priceInStoreCents,
        cashBackId: products.cashBackId,
        labels: products.labels,
        energyClass: products.energyClass,
        energyLabelUrl: products.energyLabelUrl,
        productSheetUrl: products.productSheetUrl,
        attributes: products.attributes,
        variantKey: products.variantKey,
        variantLabel: products.variantLabel,
        ratingSummary: products.ratingSummary,
        reviewCount: products.reviewCount,
        salesCount: products.salesCount,
        featured: products.featured,
        createdAt: products.createdAt,
        productgroupLabel: products.productgroupLabel,
        shipmentType: products.shipmentType,
        metaTitle: products.metaTitle,
        metaDescription: products.metaDescription,
      })
      .from(products)
      .where(ids ? inArray(products.id, ids) : undefined)
      .orderBy(asc(products.id)),
    db
      .select()
      .from(productCategories)
      .where(onlyProductIds(productCategories.productId))
      .orderBy(asc(productCategories.productId)),
    db
      .selectDistinctOn([productMedia.productId], {
        productId: productMedia.productId,
        file: productMedia.file,
      })
      .from(productMedia)
      .where(
        and(
          eq(productMedia.mediaType, 'image'),
          eq(productMedia.disabled, false),
          ids ? inArray(productMedia.productId, ids) : undefined,
        ),
      )
      .orderBy(asc(productMedia.productId), asc(productMedia.position)),
    db
      .select()
      .from(priceTiers)
      .where(ids ? inArray(priceTiers.productId, ids) : undefined),
  ]);

  const categoriesOf = groupBy(categoryRows, (row) => row.productId);
  const tiersOf = groupBy(tierRows, (row) => row.productId);
  const imageOf = new Map(imageRows.map((row) => [row.productId, row.file]));

  const records = rows.map((row): ProductRecord => {
    const brand = row.brandId === null ? undefined : brandsById.get(row.brandId);
    const assignments = categoriesOf.get(row.id) ?? [];
    return {
      id: row.id,
      sku: row.sku,
      typeId: row.typeId,
      name: row.name,
      ean: row.ean,
      urlKey: row.urlKey,
      urlSuffix: row.urlSuffix,
      parentId: row.parentId,
      visible: row.visible,
      brandCode: brand?.code ?? null,
      brandName: brand?.name ?? null,
      status: row.status,
      inStock: row.stockStatus === 'IN_STOCK',
      priceCents: row.priceCents,
      specialPriceCents: row.specialPriceCents,
      specialToDate: row.specialToDate,
      priceInStoreCents: row.priceInStoreCents,
      cashBackId: row.cashBackId,
      labels: row.labels,
      energyClass: row.energyClass,
      energyLabelUrl: row.energyLabelUrl,
      productSheetUrl: row.productSheetUrl,
      attributes: row.attributes,
      variantKey: row.variantKey,
      variantLabel: row.variantLabel,
      ratingSummary: row.ratingSummary,
      reviewCount: row.reviewCount,
      salesCount: row.salesCount,
      featured: row.featured,
      createdAt: row.createdAt,
      categoryIds: assignments.map((assignment) => assignment.categoryId),
      position: assignments.length
        ? Math.min(...assignments.map((assignment) => assignment.position))
        : Number.MAX_SAFE_INTEGER,
      smallImage: imageOf.get(row.id) ?? null,
      productgroupLabel: row.productgroupLabel,
      shipmentType: row.shipmentType,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      tiers: (tiersOf.get(row.id) ?? []).map(({ quantity, priceCents }) => ({
        quantity,
        priceCents,
      })),
      childIds: [],
    };
  });
  return records;
}

/** Children of the given configurable parents (they are not listed but carry the prices). */
export async function loadChildIds(db: Database, parentIds: number[]): Promise<number[]> {
  if (parentIds.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.parentId, parentIds));
  return rows.map((row) => row.id);
}

function groupBy<T, K>(rows: T[], keyOf: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
