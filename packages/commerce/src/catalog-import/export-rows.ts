import { asc, eq, inArray } from 'drizzle-orm';
import {
  attributeOptions,
  attributes,
  cashBackActions,
  categories,
  configurableOptions,
  productCategories,
  productLinks,
  productLabelDefinitions,
  productMedia,
  products,
} from '../catalog/schema.ts';
import type {
  MediaTranslations,
  NameTranslations,
  ProductTranslations,
} from '../catalog/localised-names.ts';
import type { Database } from '../db/connection.ts';
import { attributeValuesOf } from '../catalog/attribute-values.ts';

type AttributeRow = typeof attributes.$inferSelect;

/** One product as the export writes it, its relations resolved to SKUs and names. */
export interface ExportProduct {
  sku: string;
  typeId: 'simple' | 'configurable';
  name: string;
  description: string;
  shortDescription: string;
  metaTitle: string | null;
  metaDescription: string | null;
  translations: ProductTranslations | null;
  urlKey: string;
  online: boolean;
  listed: boolean;
  priceCents: number;
  specialPriceCents: number | null;
  specialToDate: string | null;
  /** Attribute code → stored value (an option value for option attributes). */
  attributes: Record<string, string>;
  /** The online units counted (salable plus held), written as `qty`. */
  onlineQty: number;
  inStock: boolean;
  /** Category names below the root, sorted by path. */
  categories: string[][];
  images: { file: string; label: string | null; translations: MediaTranslations | null }[];
  videos: {
    url: string;
    title: string | null;
    label: string | null;
    translations: MediaTranslations | null;
  }[];
  related: string[];
  upsell: string[];
  variations: { sku: string; values: [string, string][] }[];
  options: { code: string; label: string; translations: NameTranslations | null }[];
  usps: { code: string; label: string; value: string }[];
  variantKey: string | null;
  variantLabel: string | null;
  labels: string[];
  /** The Dutch name of its cash-back action. */
  cashBack: string | null;
}

export interface ExportCatalog {
  products: ExportProduct[];
  /** Products of a kind the format cannot carry here (bundle combinations). */
  skipped: number;
  /** The attributes the exported products use. */
  attributes: AttributeRow[];
  /** The label of an option value, or the stored text itself. */
  optionLabel(code: string, value: string): string;
  /** Attributes whose values are options (the same in every language), not display text. */
  optionCodes: ReadonlySet<string>;
  /** Options with labels in other languages, by attribute code and Dutch label. */
  optionTranslations: ReadonlyMap<string, [string, NameTranslations][]>;
  /** Every label definition and cash-back action of the shop (by code, by id). */
  labelDefinitions: (typeof productLabelDefinitions.$inferSelect)[];
  cashBackActions: (typeof cashBackActions.$inferSelect)[];
}

/**
 * Reads the whole catalogue for the export, in SKU order. Bundle products and bundle
 * combinations (a url suffix) are left out: the import does not take them yet.
 */
export async function readExportCatalog(db: Database): Promise<ExportCatalog> {
  const all = await db.select().from(products).orderBy(asc(products.sku));
  const exported = all.filter(
    (row) => (row.typeId === 'simple' || row.typeId === 'configurable') && row.urlSuffix === '',
  );
  const skuOf = new Map(exported.map((row) => [row.id, row.sku]));
  const ids = exported.map((row) => row.id);

  const categoryRows = await db.select().from(categories);
  const categoryById = new Map(categoryRows.map((row) => [row.id, row]));
  const namesOf = (id: number): string[] => {
    const names: string[] = [];
    for (let row = categoryById.get(id); row;) {
      names.unshift(row.name);
      row = row.parentId === null ? undefined : categoryById.get(row.parentId);
      if (names.length > 20) break;
    }
    return names;
  };
  const categoriesOf = group(
    await db.select().from(productCategories).where(inArray(productCategories.productId, ids)),
    (row) => row.productId,
  );
  const mediaOf = group(
    await db
      .select()
      .from(productMedia)
      .where(eq(productMedia.disabled, false))
      .orderBy(asc(productMedia.productId), asc(productMedia.position), asc(productMedia.id)),
    (row) => row.productId,
  );
  const linksOf = group(
    await db
      .select()
      .from(productLinks)
      .orderBy(asc(productLinks.productId), asc(productLinks.position)),
    (row) => row.productId,
  );
  const optionsOf = group(
    await db.select().from(configurableOptions).orderBy(asc(configurableOptions.position)),
    (row) => row.productId,
  );
  const childrenOf = group(
    exported.filter((row) => row.parentId !== null),
    (row) => row.parentId!,
  );
  const optionRows = await db
    .select()
    .from(attributeOptions)
    .orderBy(
      asc(attributeOptions.attributeCode),
      asc(attributeOptions.position),
      asc(attributeOptions.value),
    );
  const labels = new Map(
    optionRows.map((row) => [`${row.attributeCode}\u0000${row.value}`, row.label]),
  );
  const actions = await db.select().from(cashBackActions).orderBy(asc(cashBackActions.id));
  const actionName = new Map(actions.map((row) => [row.id, row.name]));

  const usedCodes = new Set<string>();
  const usedValues = new Set<string>();
  const list = exported.map((row): ExportProduct => {
    const values = { ...row.attributes };
    if (row.energyClass && !values.energy_class) values.energy_class = row.energyClass;
    for (const [code, value] of Object.entries(values)) {
      usedCodes.add(code);
      for (const option of attributeValuesOf(value)) usedValues.add(`${code}\u0000${option}`);
    }
    const options = (optionsOf.get(row.id) ?? []).map((option) => ({
      code: option.attributeCode,
      label: option.label,
      translations: option.translations,
    }));
    const links = (type: string) =>
      (linksOf.get(row.id) ?? [])
        .filter((link) => link.linkType === type)
        .map((link) => skuOf.get(link.linkedProductId))
        .filter((sku): sku is string => sku !== undefined);
    return {
      sku: row.sku,
      typeId: row.typeId as 'simple' | 'configurable',
      name: row.name,
      description: row.description,
      shortDescription: row.shortDescription,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      translations: row.translations,
      urlKey: row.urlKey,
      online: row.visible || row.parentId !== null,
      listed: row.visible,
      priceCents: row.priceCents,
      specialPriceCents: row.specialPriceCents,
      specialToDate: row.specialToDate,
      attributes: values,
      // The units there are, as the import reads qty (a count, ADR 0029): the ERP's last count,
      // else the salable units plus those orders hold.
      onlineQty: row.sourceQty ?? row.onlineQty + row.heldQty,
      inStock: row.stockStatus === 'IN_STOCK',
      categories: (categoriesOf.get(row.id) ?? [])
        .map((link) => namesOf(link.categoryId))
        .filter((names) => names.length > 0)
        .sort((a, b) => a.join('/').localeCompare(b.join('/'))),
      images: (mediaOf.get(row.id) ?? [])
        .filter((media) => media.mediaType === 'image')
        .map((media) => ({
          file: media.file,
          label: media.label,
          translations: media.translations,
        })),
      videos: (mediaOf.get(row.id) ?? [])
        .filter((media) => media.mediaType === 'external-video' && media.videoUrl)
        .map((media) => ({
          url: media.videoUrl!,
          title: media.videoTitle,
          label: media.label,
          translations: media.translations,
        })),
      related: links('related'),
      upsell: links('upsell'),
      variations:
        row.typeId === 'configurable'
          ? (childrenOf.get(row.id) ?? []).map((child) => ({
              sku: child.sku,
              values: options
                .filter((option) => child.attributes[option.code] !== undefined)
                .map((option) => [option.code, child.attributes[option.code]!]),
            }))
          : [],
      options,
      usps: row.usps,
      variantKey: row.variantKey,
      variantLabel: row.variantLabel,
      labels: row.labels,
      cashBack: row.cashBackId === null ? null : (actionName.get(row.cashBackId) ?? null),
    };
  });
  const attributeRows = (await db.select().from(attributes).orderBy(asc(attributes.code))).filter(
    (row) => usedCodes.has(row.code),
  );
  // As the import tells them: filters and the options configurables are chosen by; those with
  // options of their own too, so no option value is written as a language's display text.
  const optionCodes = new Set([
    ...attributeRows.filter((row) => row.filterable).map((row) => row.code),
    ...[...labels.keys()].map((key) => key.split('\u0000')[0]!),
    ...list.flatMap((product) => product.options.map((option) => option.code)),
  ]);
  return {
    products: list,
    skipped: all.length - exported.length,
    attributes: attributeRows,
    optionLabel: (code, value) => labels.get(`${code}\u0000${value}`) ?? value,
    optionCodes,
    optionTranslations: new Map(
      [
        ...group(
          // Only the options the products use: the file names no other, so none else comes back.
          optionRows.filter(
            (row) => usedValues.has(`${row.attributeCode}\u0000${row.value}`) && row.translations,
          ),
          (row) => row.attributeCode,
        ),
      ].map(([code, rows]) => [code, rows.map((row) => [row.label, row.translations!])]),
    ),
    labelDefinitions: await db
      .select()
      .from(productLabelDefinitions)
      .orderBy(asc(productLabelDefinitions.code)),
    cashBackActions: actions,
  };
}

function group<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}
