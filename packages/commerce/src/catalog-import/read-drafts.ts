import type { Readable } from 'node:stream';
import type { ShopLocale } from '../graphql/request-locale.ts';
import { slugify } from '../seed/slug.ts';
import {
  attributePairs,
  CellError,
  cents,
  decimal,
  flag,
  isoDate,
  list,
  usps,
  variationLabels,
  variations,
} from './cell-values.ts';
import { videos } from './video-cells.ts';
import type { ImportSettings } from './import-settings.ts';
import type { ImportIssue, OtherLocale, ProductDraft } from './import-model.ts';
import {
  KNOWN_MAGENTO_TYPES,
  MAGENTO_COLUMNS_NOT_USED,
  READ_COLUMNS,
  LEGACY_COLUMNS,
  REQUIRED_COLUMNS,
  SUPPORTED_TYPES,
  TRANSLATABLE_COLUMNS,
  VISIBILITIES,
} from './magento-columns.ts';
import { parseCategoryPaths } from './category-paths.ts';
import { skipBundle } from './read-bundles.ts';
import { readImages } from './read-images.ts';
import { readStoreViewRow } from './read-store-view.ts';
import { CsvSyntaxError, readCsvRows } from './read-csv.ts';
import {
  isSourceItemsHeader,
  readSourceItemRow,
  sourceItemsHeaderWarnings,
  type SourceItem,
} from './read-source-items.ts';
import {
  isTierPriceHeader,
  readTierPriceRow,
  tierPriceHeaderWarnings,
  type TierPriceLine,
} from './read-tier-prices.ts';

export interface ReadResult {
  drafts: Map<string, ProductDraft>;
  errors: ImportIssue[];
  warnings: ImportIssue[];
  /** SKUs with at least one error. */
  invalid: Set<string>;
  /** Store stock from source items files, by store and SKU. */
  sourceItems: Map<string, SourceItem>;
  /** Tier prices from advanced pricing files, by SKU and quantity. */
  tierPrices: Map<string, TierPriceLine>;
  /** False when the file could not be read through (syntax, missing columns). */
  complete: boolean;
}

/**
 * Reads every row of one CSV into per-SKU drafts, checking each cell on the way; a source items
 * or advanced pricing file (told by its header) fills `sourceItems` or `tierPrices` instead. Nothing is written; the file is
 * streamed, only the drafts stay in memory.
 */
export async function readDrafts(
  input: string | Readable,
  settings: ImportSettings,
  into?: ReadResult,
): Promise<ReadResult> {
  const result: ReadResult = into ?? {
    drafts: new Map(),
    errors: [],
    warnings: [],
    invalid: new Set(),
    sourceItems: new Map(),
    tierPrices: new Map(),
    complete: true,
  };
  let checkedHeader = false;
  let kind: 'products' | 'sourceItems' | 'tierPrices' = 'products';
  try {
    for await (const { row, cells: read } of readCsvRows(input)) {
      const cells = withExportNames(read);
      if (!checkedHeader) {
        checkedHeader = true;
        const columns = Object.keys(cells);
        if (isSourceItemsHeader(columns)) {
          kind = 'sourceItems';
          result.warnings.push(...sourceItemsHeaderWarnings(columns));
        } else if (isTierPriceHeader(columns)) {
          kind = 'tierPrices';
          result.warnings.push(...tierPriceHeaderWarnings(columns));
        } else if (!checkHeader(columns, result)) return result;
      }
      if (kind === 'sourceItems') {
        readSourceItemRow(row, cells, settings, result.sourceItems, result.errors);
      } else if (kind === 'tierPrices') {
        readTierPriceRow(row, cells, result.tierPrices, result.errors);
      } else readRow(row, cells, settings, result);
    }
    if (!checkedHeader) {
      result.errors.push({ row: 1, code: 'EMPTY_FILE', message: 'the file has no product rows' });
      result.complete = false;
    }
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    result.errors.push({ row: error.row, code: error.code, message: error.message });
    result.complete = false;
  }
  return result;
}

/** A row with Magento's internal column names (`_type`, …) under the export's names. */
function withExportNames(cells: Record<string, string>): Record<string, string> {
  if (!Object.keys(LEGACY_COLUMNS).some((name) => name in cells)) return cells;
  const renamed = { ...cells };
  for (const [legacy, name] of Object.entries(LEGACY_COLUMNS)) {
    if (legacy in renamed && !(name in renamed)) {
      renamed[name] = renamed[legacy]!;
      delete renamed[legacy];
    }
  }
  return renamed;
}

function checkHeader(columns: string[], result: ReadResult): boolean {
  const missing = REQUIRED_COLUMNS.filter((column) => !columns.includes(column));
  for (const column of missing) {
    result.errors.push({
      row: 1,
      column,
      code: 'MISSING_COLUMN',
      message: `the required column ${column} is missing`,
    });
  }
  const seen = new Set<string>();
  for (const column of columns) {
    if (seen.has(column)) {
      result.errors.push({
        row: 1,
        column,
        code: 'DUPLICATE_COLUMN',
        message: `the column ${column} appears twice`,
      });
    }
    seen.add(column);
    if (!READ_COLUMNS.has(column) && !MAGENTO_COLUMNS_NOT_USED.has(column)) {
      result.warnings.push({
        row: 1,
        column,
        code: 'UNKNOWN_COLUMN',
        message: `the column ${column} is not a Magento product column this shop reads; it is ignored`,
      });
    }
  }
  if (missing.length > 0 || result.errors.some((error) => error.code === 'DUPLICATE_COLUMN')) {
    result.complete = false;
    return false;
  }
  return true;
}

function readRow(
  row: number,
  cells: Record<string, string>,
  settings: ImportSettings,
  result: ReadResult,
): void {
  const sku = (cells.sku ?? '').trim();
  const fail = (column: string, code: string, message: string) => {
    result.errors.push({ row, column, sku: sku || undefined, code, message });
    if (sku) result.invalid.add(sku);
  };
  const warn = (column: string, code: string, message: string) =>
    result.warnings.push({ row, column, sku: sku || undefined, code, message });
  if (!sku) return fail('sku', 'MISSING_SKU', 'the sku is empty');
  if (sku.length > 64) return fail('sku', 'BAD_SKU', 'the sku is longer than 64 characters');

  const storeView = (cells.store_view_code ?? '').trim();
  let locale: ShopLocale = 'nl';
  if (storeView) {
    const mapped = settings.storeViews.get(storeView);
    if (!mapped) {
      return fail(
        'store_view_code',
        'UNKNOWN_STORE_VIEW',
        `the store view "${storeView}" is not mapped to a language (settings: storeViews)`,
      );
    }
    locale = mapped;
  }
  let draft = result.drafts.get(sku);
  if (!draft) {
    draft = { sku, row, hasAdminRow: false, texts: {}, translations: {} };
    result.drafts.set(sku, draft);
  }
  const filled = (column: string): string | undefined => {
    const value = cells[column];
    return value !== undefined && value.trim() !== '' ? value : undefined;
  };
  /** Reads a filled cell, reporting a `CellError` as this row's error. */
  const read = <T>(
    column: string,
    parse: (text: string) => T,
    code = 'BAD_VALUE',
  ): T | undefined => {
    const text = filled(column);
    if (text === undefined) return undefined;
    try {
      return parse(text);
    } catch (error) {
      if (!(error instanceof CellError)) throw error;
      fail(column, code, error.message);
      return undefined;
    }
  };

  const type = filled('product_type')?.trim();
  if (!storeView) {
    if (draft.hasAdminRow) {
      return fail(
        'sku',
        'DUPLICATE_SKU',
        `the sku also has a row without store view (row ${draft.row})`,
      );
    }
    draft.hasAdminRow = true;
    draft.row = row;
  }
  if (type === 'bundle') return skipBundle(row, cells, sku, result);
  if (type !== undefined) {
    if (!KNOWN_MAGENTO_TYPES.has(type)) {
      fail('product_type', 'UNKNOWN_TYPE', `"${type}" is not a Magento product type`);
    } else if (!SUPPORTED_TYPES.has(type)) {
      fail('product_type', 'UNSUPPORTED_TYPE', `${type} products are not supported yet`);
    } else if (draft.typeId && draft.typeId !== type) {
      fail('product_type', 'TYPE_MISMATCH', `another row gives this sku the type ${draft.typeId}`);
    } else draft.typeId = type as 'simple' | 'configurable';
  } else if (!storeView) {
    fail('product_type', 'MISSING_VALUE', 'the product type is empty');
  }

  /** The row's url key as a web address; a key without letters or digits is a row error. */
  const urlKeyCell = (): string | undefined => {
    const typed = filled('url_key');
    if (typed === undefined) return undefined;
    const slug = slugify(typed);
    if (!slug)
      fail('url_key', 'BAD_URL_KEY', `"${typed}" has no letters or digits for a web address`);
    return slug || undefined;
  };

  if (locale !== 'nl') {
    // Another language: only its texts are read; prices, stock and links are global.
    const texts = (draft.translations[locale as OtherLocale] ??= {});
    for (const [column, field] of Object.entries(TRANSLATABLE_COLUMNS)) {
      const text = filled(column);
      if (text !== undefined) texts[field] = text.trim();
    }
    readStoreViewRow(draft, locale, { row, cells, filled, read });
    // This language's own address (ADR 0041); the checks see it beside the Dutch ones.
    const localKey = urlKeyCell();
    if (localKey) {
      texts.urlKey = localKey;
      draft.storeViews![locale as OtherLocale]!.urlKeyRow = row;
    }
    return;
  }

  for (const [column, field] of Object.entries(TRANSLATABLE_COLUMNS)) {
    const text = filled(column);
    if (text !== undefined) draft.texts[field] = text.trim();
  }
  const urlKey = urlKeyCell();
  if (urlKey) {
    draft.urlKey = urlKey;
    draft.urlKeyRow = row;
  }
  const price = read('price', cents, 'BAD_PRICE');
  if (price !== undefined) draft.priceCents = price;
  const special = read('special_price', cents, 'BAD_PRICE');
  if (special !== undefined) draft.specialPriceCents = special;
  const from = read('special_price_from_date', isoDate, 'BAD_DATE');
  const to = read('special_price_to_date', isoDate, 'BAD_DATE');
  if (to !== undefined) draft.specialToDate = to;
  if (from !== undefined && from > new Date().toISOString().slice(0, 10)) {
    warn(
      'special_price_from_date',
      'SPECIAL_PRICE_STARTS_LATER',
      `the special price starts on ${from}; the shop has no start dates, so it is not applied`,
    );
    draft.specialPriceCents = null;
    draft.specialToDate = null;
  }
  const online = read('product_online', (text) => {
    if (text.trim() === '2') return false;
    return flag(text);
  });
  if (online !== undefined) draft.online = online;
  const visibility = filled('visibility')?.trim();
  if (visibility !== undefined) {
    if (!VISIBILITIES.has(visibility)) {
      fail(
        'visibility',
        'BAD_VALUE',
        `"${visibility}" is not one of ${[...VISIBILITIES].join('; ')}`,
      );
    } else draft.listed = visibility !== 'Not Visible Individually';
  }
  const weight = read('weight', decimal);
  if (weight !== undefined) draft.weight = weight;
  const qty = read('qty', (text) => {
    const value = Number(text.trim());
    if (!/^-?\d{1,12}(?:\.\d{1,6})?$/.test(text.trim()))
      throw new CellError(`"${text}" is not a number`);
    return Math.floor(value);
  });
  // A count below zero is a mistake upstream, refused as the ERP endpoint refuses it.
  if (qty !== undefined && qty < 0) {
    fail(
      'qty',
      'NEGATIVE_QUANTITY',
      `the qty ${filled('qty')!.trim()} is below 0; a count is 0 or more`,
    );
  } else if (qty !== undefined) draft.qty = qty;
  const inStock = read('is_in_stock', flag);
  if (inStock !== undefined) draft.inStock = inStock;
  if (filled('manage_stock')?.trim() === '0' && filled('use_config_manage_stock')?.trim() !== '1') {
    warn(
      'manage_stock',
      'STOCK_ALWAYS_MANAGED',
      'the shop counts the stock of every product: it sells only what qty gives, manage_stock 0 is not applied',
    );
  }

  const categories = filled('categories');
  if (categories !== undefined) {
    // Magento's root category (the first name) is dropped.
    draft.categories = parseCategoryPaths(categories)
      .map((path) => path.slice(1))
      .filter((path) => path.length > 0);
  }
  const attributes = read('additional_attributes', attributePairs);
  if (attributes !== undefined) draft.attributes = attributes;

  const images = readImages(row, cells, filled);
  if (images) draft.images = images;
  const videoList = read('product_videos', videos);
  if (videoList !== undefined) draft.videos = videoList;
  const related = [...list(filled('related_skus') ?? ''), ...list(filled('crosssell_skus') ?? '')];
  if (filled('related_skus') !== undefined || filled('crosssell_skus') !== undefined) {
    draft.related = [...new Set(related)];
  }
  const upsell = filled('upsell_skus');
  if (upsell !== undefined) draft.upsell = list(upsell);
  const variationList = read('configurable_variations', variations);
  if (variationList !== undefined) {
    draft.variations = variationList;
    draft.variationsRow = row;
  }
  const labels = read('configurable_variation_labels', variationLabels);
  if (labels !== undefined) draft.variationLabels = labels;
  const points = read('product_usps', usps);
  if (points !== undefined) {
    draft.usps = points;
    draft.uspsRow = row;
  }
  const variantKey = filled('variant_key');
  if (variantKey !== undefined) draft.variantKey = variantKey.trim();
  const productLabels = filled('product_labels');
  if (productLabels !== undefined) draft.labels = [...new Set(list(productLabels))];
  const cashBack = filled('cash_back');
  if (cashBack !== undefined) draft.cashBack = cashBack.trim();
}
