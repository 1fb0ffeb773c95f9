import { asc, inArray, sql, type SQL } from 'drizzle-orm';
import { forEachJsonRow } from '../db/json-rows.ts';
import type { Database } from '../db/connection.ts';
import {
  attributeOptions,
  attributes,
  brands,
  cashBackActions,
  categories,
  productLabelDefinitions,
  products,
} from './schema.ts';
import type {
  AttributeRecord,
  CatalogReferenceData,
  CategoryRecord,
  ProductRecord,
} from './catalog-records.ts';

/** Reads categories, attributes, brands, labels and cash-backs. */
export async function loadReferenceData(db: Database): Promise<CatalogReferenceData> {
  const [categoryRows, attributeRows, optionRows, brandRows, labelRows, cashBackRows] =
    await Promise.all([
      db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
      db.select().from(attributes),
      db.select().from(attributeOptions).orderBy(asc(attributeOptions.position)),
      db.select().from(brands),
      db.select().from(productLabelDefinitions),
      db.select().from(cashBackActions),
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
  };
}

/** The product columns kept in memory, in the order `jsonRows` returns them. */
type ProductRow = [
  id: number,
  sku: string,
  typeId: ProductRecord['typeId'],
  name: string,
  ean: string | null,
  urlKey: string,
  urlSuffix: string,
  parentId: number | null,
  visible: boolean,
  brandId: number | null,
  status: ProductRecord['status'],
  stockStatus: string,
  priceCents: number,
  specialPriceCents: number | null,
  specialToDate: string | null,
  priceInStoreCents: number | null,
  cashBackId: number | null,
  labels: string[],
  energyClass: string | null,
  energyLabelUrl: string | null,
  productSheetUrl: string | null,
  attributes: Record<string, string>,
  variantKey: string | null,
  variantLabel: string | null,
  ratingSummary: number,
  reviewCount: number,
  salesCount: number,
  featured: boolean,
  createdAt: string,
  productgroupLabel: string | null,
  shipmentType: string | null,
  metaTitle: string | null,
  metaDescription: string | null,
  updatedAt: string,
  translations: ProductRecord['translations'],
];

const productColumns = sql`id, sku, type_id, name, ean, url_key, url_suffix, parent_id, visible,
  brand_id, status, stock_status, price_cents, special_price_cents, special_to_date,
  price_in_store_cents, cash_back_id, labels, energy_class, energy_label_url, product_sheet_url,
  attributes, variant_key, variant_label, rating_summary, review_count, sales_count, featured,
  created_at, productgroup_label, shipment_type, meta_title, meta_description, updated_at,
  translations`;

const onlyIds = (column: SQL, ids?: number[]) =>
  ids ? sql`${column} = any(${sql.param(ids)}::int[])` : undefined;

/**
 * Reads products as in-memory records: all of them, or only `ids` when catalogue data changed.
 * The small per-product tables come first, so each chunk of product rows becomes records at once.
 */
export async function loadProductRecords(
  db: Database,
  brandsById: CatalogReferenceData['brands'],
  ids?: number[],
  chunk?: number,
): Promise<ProductRecord[]> {
  if (ids && ids.length === 0) return [];
  const categoriesOf = new Map<number, { ids: number[]; position: number }>();
  await forEachJsonRow<[productId: number, categoryId: number, position: number]>(
    db,
    {
      columns: sql`product_id, category_id, position`,
      from: sql`product_categories`,
      idColumn: sql`product_id`,
      where: onlyIds(sql`product_id`, ids),
      chunk,
    },
    ([productId, categoryId, position]) => {
      const assigned = categoriesOf.get(productId);
      if (!assigned) categoriesOf.set(productId, { ids: [categoryId], position });
      else {
        assigned.ids.push(categoryId);
        assigned.position = Math.min(assigned.position, position);
      }
    },
  );
  // The listing image: the first enabled image in gallery order (position, then id).
  const imageOf = new Map<number, string>();
  await forEachJsonRow<[productId: number, file: string]>(
    db,
    {
      columns: sql`product_id, file`,
      from: sql`(select distinct on (product_id) product_id, file from product_media
        where media_type = 'image' and not disabled${ids ? sql` and ${onlyIds(sql`product_id`, ids)}` : sql``}
        order by product_id, position, id) as first_images`,
      idColumn: sql`product_id`,
      chunk,
    },
    ([productId, file]) => imageOf.set(productId, file),
  );
  const tiersOf = new Map<number, ProductRecord['tiers']>();
  await forEachJsonRow<[productId: number, quantity: number, priceCents: number]>(
    db,
    {
      columns: sql`product_id, quantity, price_cents`,
      from: sql`price_tiers`,
      idColumn: sql`product_id`,
      where: onlyIds(sql`product_id`, ids),
      chunk,
    },
    ([productId, quantity, priceCents]) => {
      const tiers = tiersOf.get(productId);
      if (tiers) tiers.push({ quantity, priceCents });
      else tiersOf.set(productId, [{ quantity, priceCents }]);
    },
  );

  const records: ProductRecord[] = [];
  await forEachJsonRow<ProductRow>(
    db,
    {
      columns: productColumns,
      from: sql`products`,
      idColumn: sql`id`,
      where: onlyIds(sql`id`, ids),
      chunk,
    },
    (row) => {
      const [id, sku, typeId, name, ean, urlKey, urlSuffix, parentId, visible, brandId, status] =
        row;
      const brand = brandId === null ? undefined : brandsById.get(brandId);
      const assigned = categoriesOf.get(id);
      records.push({
        id,
        sku,
        typeId,
        name,
        ean,
        urlKey,
        urlSuffix,
        parentId,
        visible,
        brandCode: brand?.code ?? null,
        brandName: brand?.name ?? null,
        status,
        inStock: row[11] === 'IN_STOCK',
        priceCents: row[12],
        specialPriceCents: row[13],
        specialToDate: row[14],
        priceInStoreCents: row[15],
        cashBackId: row[16],
        labels: row[17] ?? [],
        energyClass: row[18],
        energyLabelUrl: row[19],
        productSheetUrl: row[20],
        attributes: row[21] ?? {},
        variantKey: row[22],
        variantLabel: row[23],
        ratingSummary: row[24],
        reviewCount: row[25],
        salesCount: row[26],
        featured: row[27],
        createdAt: new Date(row[28]),
        categoryIds: assigned?.ids ?? [],
        position: assigned?.position ?? Number.MAX_SAFE_INTEGER,
        smallImage: imageOf.get(id) ?? null,
        productgroupLabel: row[29],
        shipmentType: row[30],
        metaTitle: row[31],
        metaDescription: row[32],
        updatedAt: new Date(row[33]),
        translations: row[34],
        tiers: tiersOf.get(id) ?? [],
        childIds: [],
      });
    },
  );
  return records;
}

/** Plain-text descriptions for the text index (HTML tags dropped). */
export async function loadSearchTexts(
  db: Database,
  ids?: number[],
  chunk?: number,
): Promise<Map<number, string>> {
  const texts = new Map<number, string>();
  await forEachJsonRow<[id: number, short: string, long: string]>(
    db,
    {
      columns: sql`id, short_description, description`,
      from: sql`products`,
      idColumn: sql`id`,
      where: sql`parent_id is null${ids ? sql` and ${onlyIds(sql`id`, ids)}` : sql``}`,
      chunk,
    },
    ([id, short, long]) => {
      texts.set(id, `${short} ${long}`.replace(/<[^>]*>/g, ' '));
    },
  );
  return texts;
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
