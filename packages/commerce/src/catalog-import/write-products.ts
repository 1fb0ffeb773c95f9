import { inArray, sql } from 'drizzle-orm';
import { products } from '../catalog/schema.ts';
import type { ProductTranslations } from '../catalog/localised-names.ts';
import { salableOf } from '../catalog/product-stock.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { urlKeyOf } from './check-drafts.ts';
import type { ImportSettings } from './import-settings.ts';
import type { ProductDraft } from './import-model.ts';
import { storedValue, writeAttributes, type Transaction } from './write-attributes.ts';
import { writeCategories } from './write-categories.ts';
import { insertAsJson } from './write-rows.ts';
import { writeReferences } from './write-references.ts';
import { attributeTexts } from './store-view-texts.ts';
import { writeRelations } from './write-relations.ts';

type ProductRow = typeof products.$inferSelect;
type ProductInsert = typeof products.$inferInsert;

/** Products a statement upserts: one JSON parameter of a few megabytes. */
const CHUNK = 2_000;

/** Columns an import sets; the rest (ratings, sales, …) stay as the shop has them. */
const IMPORTED_COLUMNS = [
  'typeId',
  'name',
  'translations',
  'urlKey',
  'visible',
  'description',
  'shortDescription',
  'metaTitle',
  'metaDescription',
  'priceCents',
  'specialPriceCents',
  'specialToDate',
  'attributes',
  'energyClass',
  'stockStatus',
  'onlineQty',
  'sourceQty',
  'usps',
  'variantKey',
  'variantLabel',
  'labels',
  'cashBackId',
] as const satisfies readonly (keyof ProductRow)[];

export interface WriteResult {
  created: number;
  updated: number;
}

/**
 * Writes the checked drafts in one transaction (all or nothing): attributes and categories
 * first, then the products by SKU (a product the shop has is updated, only where the file
 * filled a column), then their categories, images, links and configurable options.
 */
export async function writeDrafts(
  handle: DatabaseHandle,
  drafts: readonly ProductDraft[],
  settings: ImportSettings,
  imageFiles: ReadonlyMap<string, string>,
  /** Ids of the shop's products the file links to without importing them. */
  shopIds: ReadonlyMap<string, number>,
  /** Runs last in the same transaction, with every product id by SKU (store stock). */
  afterProducts?: (tx: Transaction, ids: ReadonlyMap<string, number>) => Promise<void>,
): Promise<WriteResult> {
  return handle.db.transaction(async (tx) => {
    const plan = await writeAttributes(tx, drafts, settings);
    const cashBackId = await writeReferences(tx, settings);
    const categoryId = await writeCategories(
      tx,
      drafts.flatMap((draft) => draft.categories ?? []),
    );
    const existing = await existingRows(
      tx,
      drafts.map((draft) => draft.sku),
    );

    // Children of configurables in the file: not listed on their own, option values from the parent's row.
    const childOf = new Map<string, { parent: string; values: Map<string, string> }>();
    for (const draft of drafts) {
      for (const variation of draft.variations ?? []) {
        childOf.set(variation.sku, { parent: draft.sku, values: variation.values });
      }
    }
    const rows = new Map<string, ProductInsert>();
    for (const draft of drafts) {
      const before = existing.get(draft.sku);
      const attributes: Record<string, string> = { ...before?.attributes };
      for (const [code, labels] of draft.attributes ?? []) {
        attributes[code] = storedValue(plan, code, labels);
      }
      if (draft.weight !== undefined)
        attributes.weight = storedValue(plan, 'weight', [String(draft.weight)]);
      const child = childOf.get(draft.sku);
      for (const [code, label] of child?.values ?? [])
        attributes[code] = storedValue(plan, code, [label]);
      // The file's qty is a count of the units there are, as an ERP count is (ADR 0024): units
      // held by unshipped orders stay held, salable is the count less them. The rows are locked,
      // so no order takes units between this read and the write.
      const qty =
        draft.qty !== undefined
          ? salableOf(draft.qty, before?.heldQty ?? 0)
          : (before?.onlineQty ?? 0);
      // In stock only with units to sell, as the cart asks (ADR 0023): is_in_stock 0 takes a
      // product off sale, is_in_stock 1 cannot sell units there are not (no backorders). Without
      // qty a new product has none (Magento's rule) and one in the shop keeps its stock.
      const offered =
        draft.inStock ?? (draft.qty !== undefined || !before || before.stockStatus === 'IN_STOCK');
      const inStock = offered && qty > 0;
      const listed = draft.listed ?? (before ? before.visible || before.parentId !== null : true);
      const online = draft.online ?? true;
      rows.set(draft.sku, {
        sku: draft.sku,
        typeId: draft.typeId ?? before!.typeId,
        name: draft.texts.name ?? before!.name,
        translations: mergeTranslations(before?.translations ?? null, draft, plan.optionCodes),
        urlKey: urlKeyOf(draft, before)!,
        urlSuffix: before?.urlSuffix ?? '',
        visible: online && listed && !child && (before?.parentId ?? null) === null,
        description: draft.texts.description ?? before?.description ?? '',
        shortDescription: draft.texts.shortDescription ?? before?.shortDescription ?? '',
        metaTitle: draft.texts.metaTitle ?? before?.metaTitle ?? null,
        metaDescription: draft.texts.metaDescription ?? before?.metaDescription ?? null,
        priceCents: draft.priceCents ?? before?.priceCents ?? 0,
        specialPriceCents:
          draft.specialPriceCents !== undefined
            ? draft.specialPriceCents
            : (before?.specialPriceCents ?? null),
        specialToDate:
          draft.specialToDate !== undefined ? draft.specialToDate : (before?.specialToDate ?? null),
        attributes,
        energyClass: attributes.energy_class
          ? (draft.attributes?.get('energy_class')?.[0] ?? before?.energyClass ?? null)
          : (before?.energyClass ?? null),
        stockStatus: inStock ? 'IN_STOCK' : 'OUT_OF_STOCK',
        onlineQty: qty,
        sourceQty: draft.qty ?? before?.sourceQty ?? null,
        usps: draft.usps ?? before?.usps ?? [],
        variantKey: draft.variantKey ?? before?.variantKey ?? null,
        variantLabel: draft.texts.variantLabel ?? before?.variantLabel ?? null,
        labels: draft.labels ?? before?.labels ?? [],
        cashBackId:
          draft.cashBack !== undefined
            ? (cashBackId(draft.cashBack) ?? null)
            : (before?.cashBackId ?? null),
      });
    }
    // A configurable's price and stock follow its children (the cheapest, and any in stock).
    for (const draft of drafts) {
      if (!draft.variations) continue;
      const parent = rows.get(draft.sku)!;
      const children = draft.variations
        .map((variation) => rows.get(variation.sku) ?? existing.get(variation.sku))
        .filter((row): row is ProductInsert => row !== undefined);
      if (children.length === 0) continue;
      if (draft.priceCents === undefined || parent.priceCents === 0) {
        parent.priceCents = Math.min(...children.map((row) => row.priceCents));
      }
      parent.stockStatus = children.some((row) => row.stockStatus === 'IN_STOCK')
        ? 'IN_STOCK'
        : 'OUT_OF_STOCK';
      parent.onlineQty = children.reduce((sum, row) => sum + (row.onlineQty ?? 0), 0);
      // Nobody counts a configurable's own units: its stock is that of its children.
      parent.sourceQty = null;
    }

    const ids = new Map<string, number>(shopIds);
    for (const [sku, row] of existing) ids.set(sku, row.id);
    let created = 0;
    let updated = 0;
    const all = [...rows.values()];
    for (let start = 0; start < all.length; start += CHUNK) {
      const chunk = all.slice(start, start + CHUNK);
      const changed = (await insertAsJson(
        tx,
        products,
        chunk,
        sql.raw(
          `on conflict (sku) do update set ${IMPORTED_COLUMNS.map((key) => `${columnName(key)} = excluded.${columnName(key)}`).join(', ')}, updated_at = now()` +
            // Unchanged rows stay untouched, so importing a file twice changes nothing.
            ` where (${IMPORTED_COLUMNS.map((key) => `products.${columnName(key)}`).join(', ')}) is distinct from (${IMPORTED_COLUMNS.map((key) => `excluded.${columnName(key)}`).join(', ')})` +
            ' returning id, sku',
        ),
      )) as { id: number; sku: string }[];
      for (const row of changed) {
        if (existing.has(row.sku)) updated++;
        else created++;
        ids.set(row.sku, row.id);
      }
    }

    await writeParents(tx, childOf, ids);
    await writeRelations(tx, drafts, ids, categoryId, imageFiles, plan.labelOf);
    await afterProducts?.(tx, ids);
    return { created, updated };
  });
}

function columnName(key: (typeof IMPORTED_COLUMNS)[number]): string {
  return products[key].name;
}

/** The shop's texts per language with the file's over them (display-text values by code). */
function mergeTranslations(
  before: ProductTranslations | null,
  draft: ProductDraft,
  optionCodes: ReadonlySet<string>,
): ProductTranslations | null {
  const merged: ProductTranslations = { ...before };
  type Locale = keyof ProductTranslations;
  for (const [locale, texts] of Object.entries(draft.translations) as [Locale, object][]) {
    // A row of only labels gives no texts: no empty language is kept for it.
    if (Object.keys(texts).length > 0) merged[locale] = { ...merged[locale], ...texts };
  }
  const values = attributeTexts(draft, optionCodes);
  for (const [locale, local] of Object.entries(values) as [Locale, Record<string, string>][]) {
    merged[locale] = {
      ...merged[locale],
      attributes: { ...merged[locale]?.attributes, ...local },
    };
  }
  return Object.keys(merged).length > 0 ? merged : null;
}

async function existingRows(tx: Transaction, skus: string[]): Promise<Map<string, ProductRow>> {
  // Locked in id order, as orders lock them, so a sale waits for the import (its held units are
  // then read after it) and the two cannot deadlock.
  await tx.execute(sql`select id from products
    where sku in (select jsonb_array_elements_text(${JSON.stringify(skus)}::jsonb))
    order by id for update`);
  const found = new Map<string, ProductRow>();
  for (let start = 0; start < skus.length; start += 5_000) {
    const rows = await tx
      .select()
      .from(products)
      .where(inArray(products.sku, skus.slice(start, start + 5_000)));
    for (const row of rows) found.set(row.sku, row);
  }
  return found;
}

async function writeParents(
  tx: Transaction,
  childOf: Map<string, { parent: string }>,
  ids: Map<string, number>,
): Promise<void> {
  const pairs = [...childOf].flatMap(([child, { parent }]) => {
    const id = ids.get(child);
    const parentId = ids.get(parent);
    return id !== undefined && parentId !== undefined ? [{ id, parent_id: parentId }] : [];
  });
  if (pairs.length === 0) return;
  await tx.execute(sql`update products set parent_id = pairs.parent_id, visible = false
    from json_to_recordset(${JSON.stringify(pairs)}::json) as pairs(id int, parent_id int)
    where products.id = pairs.id and products.parent_id is distinct from pairs.parent_id`);
}
