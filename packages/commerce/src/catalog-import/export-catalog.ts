import { createWriteStream } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { stringify } from 'csv-stringify';
import { attributeValuesOf } from '../catalog/attribute-values.ts';
import type { AttributeTranslations } from '../catalog/localised-names.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { ESCAPED_FORMULA, escapeFormula } from '../engine/csv-formulas.ts';
import { SETTINGS_FILE, type ImportSettingsInput } from './import-settings.ts';
import { formatCategoryPaths } from './category-paths.ts';
import { TRANSLATABLE_COLUMNS } from './magento-columns.ts';
import { readExportCatalog, type ExportCatalog, type ExportProduct } from './export-rows.ts';

/** The columns of the export, in Magento's order; each is one the import reads. */
export const EXPORT_COLUMNS = [
  'sku',
  'store_view_code',
  'attribute_set_code',
  'product_type',
  'categories',
  'product_websites',
  'name',
  'description',
  'short_description',
  'product_online',
  'visibility',
  'price',
  'special_price',
  'special_price_to_date',
  'url_key',
  'meta_title',
  'meta_description',
  'base_image',
  'base_image_label',
  'small_image',
  'small_image_label',
  'thumbnail_image',
  'thumbnail_image_label',
  'additional_attributes',
  'qty',
  'is_in_stock',
  'related_skus',
  'upsell_skus',
  'additional_images',
  'additional_image_labels',
  'configurable_variations',
  'configurable_variation_labels',
  'product_usps',
  'product_videos',
  'variant_key',
  'variant_label',
  'product_labels',
  'cash_back',
] as const;
type Column = (typeof EXPORT_COLUMNS)[number];
type Row = Partial<Record<Column, string>>;

/** Magento's root category, which the import drops again. */
const ROOT_CATEGORY = 'Default Category';
const OTHER_LOCALES = ['fr', 'de', 'en'] as const;

export interface ExportResult {
  products: number;
  rows: number;
  /** Products the format cannot carry (bundle combinations), left out. */
  skipped: number;
  settingsFile: string | null;
}

/**
 * Writes the catalogue as a Magento 2 product CSV: one row per product (simple and configurable,
 * by SKU), then a row per fr/de/en store view that has texts of its own. Image cells name files
 * below the shop's media folder (import them back with `--images <media folder>`). Every cell is
 * guarded against spreadsheet formulas. Beside the CSV, `catalog-import.json` keeps the
 * attributes' labels, groups, units and filters, so an import of the file into an empty shop
 * gives the same catalogue.
 */
export async function exportCatalog(
  handle: DatabaseHandle,
  file: string,
  options: { settings?: boolean } = {},
): Promise<ExportResult> {
  const catalog = await readExportCatalog(handle.db);
  let rows = 0;
  function* csvRows() {
    for (const product of catalog.products) {
      for (const row of productRows(product, catalog)) {
        rows++;
        yield EXPORT_COLUMNS.map((column) => escapeFormula(row[column] ?? ''));
      }
    }
  }
  await pipeline(
    Readable.from(csvRows()),
    stringify({
      header: true,
      columns: [...EXPORT_COLUMNS],
      record_delimiter: 'unix',
      // A neutralised formula is written between quotes too (OWASP).
      quoted_match: ESCAPED_FORMULA,
    }),
    createWriteStream(file),
  );
  let settingsFile: string | null = null;
  if (options.settings !== false) {
    settingsFile = path.join(path.dirname(file), SETTINGS_FILE);
    await writeFile(settingsFile, `${JSON.stringify(settingsOf(catalog), null, 2)}\n`);
  }
  return {
    products: catalog.products.length,
    rows,
    skipped: catalog.skipped,
    settingsFile,
  };
}

function productRows(product: ExportProduct, catalog: ExportCatalog): Row[] {
  const [base, ...more] = product.images;
  const attributes = Object.entries(product.attributes)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([code, value]) =>
        `${code}=${attributeValuesOf(value)
          .map((option) => catalog.optionLabel(code, option))
          .join('|')}`,
    );
  const admin: Row = {
    sku: product.sku,
    attribute_set_code: 'Default',
    product_type: product.typeId,
    categories: formatCategoryPaths(product.categories.map((names) => [ROOT_CATEGORY, ...names])),
    product_websites: 'base',
    name: product.name,
    description: product.description,
    short_description: product.shortDescription,
    product_online: product.online ? '1' : '2',
    visibility: product.listed ? 'Catalog, Search' : 'Not Visible Individually',
    price: money(product.priceCents),
    special_price: product.specialPriceCents === null ? '' : money(product.specialPriceCents),
    special_price_to_date: product.specialToDate ?? '',
    url_key: product.urlKey,
    meta_title: product.metaTitle ?? '',
    meta_description: product.metaDescription ?? '',
    base_image: base?.file ?? '',
    base_image_label: base?.label ?? '',
    small_image: base?.file ?? '',
    small_image_label: base?.label ?? '',
    thumbnail_image: base?.file ?? '',
    thumbnail_image_label: base?.label ?? '',
    additional_attributes: attributes.join(','),
    qty: String(product.onlineQty),
    is_in_stock: product.inStock ? '1' : '0',
    related_skus: product.related.join(','),
    upsell_skus: product.upsell.join(','),
    additional_images: more.map((image) => image.file).join(','),
    additional_image_labels: more.map((image) => image.label ?? '').join(','),
    configurable_variations: product.variations
      .map(({ sku, values }) =>
        [
          `sku=${sku}`,
          ...values.map(([code, value]) => `${code}=${catalog.optionLabel(code, value)}`),
        ].join(','),
      )
      .join('|'),
    configurable_variation_labels: product.options
      .map(({ code, label }) => `${code}=${label}`)
      .join(','),
    product_usps: product.usps.length > 0 ? JSON.stringify(product.usps) : '',
    product_videos:
      product.videos.length > 0
        ? JSON.stringify(product.videos.map(({ url, title, label }) => ({ url, title, label })))
        : '',
    variant_key: product.variantKey ?? '',
    variant_label: product.variantLabel ?? '',
    product_labels: product.labels.join(','),
    cash_back: product.cashBack ?? '',
  };
  const rows = [admin];
  for (const locale of OTHER_LOCALES) {
    const row = storeViewRow(product, catalog, locale);
    if (row) rows.push(row);
  }
  return rows;
}

/**
 * A language's row: its texts, url key, display-text values, image labels, video texts,
 * option labels and selling points, as a
 * Magento store view keeps them; null when the language has none of these.
 */
function storeViewRow(
  product: ExportProduct,
  catalog: ExportCatalog,
  locale: (typeof OTHER_LOCALES)[number],
): Row | null {
  const texts = product.translations?.[locale];
  const row: Row = {};
  for (const [column, field] of Object.entries(TRANSLATABLE_COLUMNS)) {
    if (texts?.[field]) row[column as Column] = texts[field];
  }
  // The language's own address (ADR 0041); a store view without one keeps the Dutch key.
  if (texts?.urlKey) row.url_key = texts.urlKey;
  const values = Object.entries(texts?.attributes ?? {})
    .filter(
      ([code, value]) =>
        value && product.attributes[code] !== undefined && !catalog.optionCodes.has(code),
    )
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([code, value]) => `${code}=${value}`);
  if (values.length > 0) row.additional_attributes = values.join(',');
  // The files again beside their labels, so each label says which picture it is of.
  const label = (image: ExportProduct['images'][number] | undefined) =>
    image?.translations?.[locale]?.label ?? '';
  const [base, ...more] = product.images;
  if (product.images.some((image) => label(image))) {
    Object.assign(row, {
      base_image: base?.file ?? '',
      base_image_label: label(base),
      small_image: base?.file ?? '',
      small_image_label: label(base),
      thumbnail_image: base?.file ?? '',
      thumbnail_image_label: label(base),
      additional_images: more.map((image) => image.file).join(','),
      additional_image_labels: more.map(label).join(','),
    } satisfies Row);
  }
  const options = product.options.filter((option) => option.translations?.[locale]);
  if (options.length > 0) {
    row.configurable_variation_labels = options
      .map((option) => `${option.code}=${option.translations![locale]}`)
      .join(',');
  }
  if (texts?.usps?.length) row.product_usps = JSON.stringify(texts.usps);
  const videos = product.videos.flatMap(({ url, translations }) => {
    const local = translations?.[locale];
    return local?.videoTitle || local?.label
      ? [{ url, title: local.videoTitle ?? null, label: local.label ?? null }]
      : [];
  });
  if (videos.length > 0) row.product_videos = JSON.stringify(videos);
  if (Object.keys(row).length === 0) return null;
  return {
    sku: product.sku,
    store_view_code: locale,
    attribute_set_code: 'Default',
    product_type: product.typeId,
    ...row,
  };
}

/** Cents as Magento writes amounts (`1499.00`). */
function money(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

function settingsOf(catalog: ExportCatalog): ImportSettingsInput {
  return {
    attributes: Object.fromEntries(
      catalog.attributes.map((attribute) => [
        attribute.code,
        {
          filterable: attribute.filterable,
          label: { nl: attribute.label, ...attribute.translations },
          group: groupOf(attribute),
          ...(attribute.tooltip
            ? { tooltip: inLanguages(attribute.tooltip, attribute.textTranslations, 'tooltip') }
            : {}),
          ...(attribute.unit ? { unit: attribute.unit } : {}),
          ...optionsOf(catalog, attribute.code),
        },
      ]),
    ),
    ...referencesOf(catalog),
  };
}

/** The labels of an attribute's options in fr, de and en, by their Dutch label. */
function optionsOf(catalog: ExportCatalog, code: string) {
  const options = catalog.optionTranslations.get(code);
  // By label: positions differ from shop to shop (an empty one numbers them as the file meets them).
  const sorted = [...(options ?? [])].sort(([a], [b]) => a.localeCompare(b));
  return options ? { options: Object.fromEntries(sorted) } : {};
}

/** The label definitions and cash-back actions, each with its texts per language. */
function referencesOf(catalog: ExportCatalog): ImportSettingsInput {
  const settings: ImportSettingsInput = {};
  if (catalog.labelDefinitions.length > 0) {
    settings.productLabels = Object.fromEntries(
      catalog.labelDefinitions.map((label) => [
        label.code,
        {
          label: { nl: label.label, ...label.translations },
          color: label.color,
          image: label.image,
          pdp: label.pdp,
        },
      ]),
    );
  }
  if (catalog.cashBackActions.length > 0) {
    // A second action of the same Dutch name cannot be told from the first by a product's cell.
    const actions = new Map<string, ExportCatalog['cashBackActions'][number]>();
    for (const action of catalog.cashBackActions)
      if (!actions.has(action.name)) actions.set(action.name, action);
    settings.cashBackActions = Object.fromEntries(
      [...actions.values()].map((action) => {
        const local = (field: 'name' | 'description' | 'linkLabel') =>
          Object.fromEntries(
            OTHER_LOCALES.flatMap((locale) => {
              const text = action.translations?.[locale]?.[field];
              return text ? [[locale, text]] : [];
            }),
          );
        return [
          action.name,
          {
            name: local('name'),
            description: { nl: action.description, ...local('description') },
            amountCents: action.amountCents,
            linkHref: action.linkHref,
            linkLabel: action.linkLabel ? { nl: action.linkLabel, ...local('linkLabel') } : null,
            endDate: action.endDate,
          },
        ];
      }),
    );
  }
  return settings;
}

/** A Dutch text with its fr, de and en beside it, where the shop has them. */
function inLanguages(
  dutch: string,
  translations: AttributeTranslations | null,
  field: 'group' | 'tooltip',
): Partial<Record<'nl' | (typeof OTHER_LOCALES)[number], string>> {
  const local = OTHER_LOCALES.flatMap((locale) => {
    const text = translations?.[locale]?.[field];
    return text ? [[locale, text] as const] : [];
  });
  return { nl: dutch, ...Object.fromEntries(local) };
}

/** The group as Dutch alone (as settings files have long written it) until it has translations. */
function groupOf(attribute: ExportCatalog['attributes'][number]) {
  const group = inLanguages(attribute.attributeGroup, attribute.textTranslations, 'group');
  return Object.keys(group).length > 1 ? group : attribute.attributeGroup;
}
