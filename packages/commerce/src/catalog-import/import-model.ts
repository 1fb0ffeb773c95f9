import type { VideoCell } from './video-cells.ts';
import type { ProductTexts } from '../catalog/localised-names.ts';
import type { ShopLocale } from '../graphql/request-locale.ts';

export type { ProductTexts };

/** One problem in the file, named by spreadsheet row (header = 1) and column. */
export interface ImportIssue {
  /** The CSV file, when a folder of them was imported. */
  file?: string;
  row: number;
  column?: string;
  sku?: string;
  /** Stable reason for programs and the admin endpoint's answer. */
  code: string;
  message: string;
}

export type OtherLocale = Exclude<ShopLocale, 'nl'>;

export interface DraftImage {
  /** The cell as written: a path below the images folder, or a URL. */
  source: string;
  label: string | null;
  row: number;
  column: string;
}

/** Image columns a store-view row gives labels in without naming the files again. */
export type ImageColumn = 'base_image' | 'small_image' | 'thumbnail_image';

/**
 * What a row in another language gives beside the product's texts (Magento keeps these per
 * store view too): display-text attribute values, image labels and configurable option labels.
 */
export interface StoreViewDraft {
  /** The last row of this language for the SKU, for its errors. */
  row: number;
  /** `additional_attributes`: values in this language; an option attribute's are global. */
  attributes?: Map<string, string[]>;
  /** Images the row names again, each with its label in this language. */
  images?: DraftImage[];
  /**
   * Labels for the images of the row without store view, when this row names no file again;
   * `additional` is the cell as written (split once the number of images is known).
   */
  imageLabels?: { columns: Partial<Record<ImageColumn, string>>; additional?: string };
  /** `configurable_variation_labels` in this language. */
  variationLabels?: Map<string, string>;
  /** The row whose `url_key` gave this language's url key (kept in `translations[locale]`). */
  urlKeyRow?: number;
  /** `product_videos` in this language: the admin row's urls with their titles and labels here. */
  videos?: VideoCell[];
}

/**
 * Everything the file says about one SKU, merged over its rows: the admin row (no store view)
 * and store-view rows in Dutch fill the product itself; other languages fill `translations`.
 * A field left `undefined` was not filled in any row and keeps what the shop has.
 */
export interface ProductDraft {
  sku: string;
  /** Row of the admin-scope row (or of the first row when there is none). */
  row: number;
  hasAdminRow: boolean;
  typeId?: 'simple' | 'configurable';
  texts: ProductTexts;
  urlKey?: string;
  urlKeyRow?: number;
  priceCents?: number;
  specialPriceCents?: number | null;
  specialToDate?: string | null;
  online?: boolean;
  listed?: boolean;
  qty?: number;
  inStock?: boolean;
  weight?: number;
  /** Category paths below the root (`['Witgoed', 'Wasmachines']`). */
  categories?: string[][];
  /** Attribute code → option labels (one, or several for a multiselect). */
  attributes?: Map<string, string[]>;
  images?: DraftImage[];
  /** `product_videos` of the row without store view; `[]` removes the product's videos. */
  videos?: VideoCell[];
  related?: string[];
  upsell?: string[];
  variations?: { sku: string; values: Map<string, string> }[];
  variationsRow?: number;
  variationLabels?: Map<string, string>;
  /** `product_usps` of the row without store view: the Dutch selling points, in order. */
  usps?: { code: string; label: string; value: string }[];
  uspsRow?: number;
  /** `variant_key`: what sibling models share (the same in every language). */
  variantKey?: string;
  /** `product_labels`: codes of the shop's label definitions. */
  labels?: string[];
  /** `cash_back`: the Dutch name of the cash-back action the product takes part in. */
  cashBack?: string;
  translations: Partial<Record<OtherLocale, ProductTexts>>;
  /** Store-view rows' attributes, image labels and option labels, by language. */
  storeViews?: Partial<Record<OtherLocale, StoreViewDraft>>;
}

export interface ImportReport {
  errors: ImportIssue[];
  warnings: ImportIssue[];
  /** Products (by SKU) written, or that would be with `--dry-run`. */
  created: number;
  updated: number;
  skipped: number;
  /** Store stock lines (source items) changed, or that would be set with a dry run. */
  storeStock: number;
  /** Tier prices (advanced pricing) changed, or that would be set with a dry run. */
  tierPrices: number;
  images: { stored: number; reused: number };
  dryRun: boolean;
  written: boolean;
  /** Replace mode: listed products the file does not name, taken offline (or that would be). */
  takenOffline: number;
}
