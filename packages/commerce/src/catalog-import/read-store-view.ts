import { attributePairs, usps, variationLabels } from './cell-values.ts';
import type { ImageColumn, OtherLocale, ProductDraft, StoreViewDraft } from './import-model.ts';
import { IMAGE_COLUMNS, readImages } from './read-images.ts';
import { videos } from './video-cells.ts';

/** How `readRow` reads the cells of one row (a parse error becomes the row's error). */
export interface RowReader {
  row: number;
  cells: Record<string, string>;
  filled(column: string): string | undefined;
  read<T>(column: string, parse: (text: string) => T, code?: string): T | undefined;
}

/**
 * A row in another language, beside its texts: display-text attribute values, image labels, video
 * texts and configurable option labels, which Magento keeps per store view as well, and the selling points
 * in this language. Option values, prices,
 * stock, categories and links are global and not read from it.
 */
export function readStoreViewRow(
  draft: ProductDraft,
  locale: OtherLocale,
  { row, cells, filled, read }: RowReader,
): void {
  const view: StoreViewDraft = ((draft.storeViews ??= {})[locale] ??= { row });
  view.row = row;
  const attributes = read('additional_attributes', attributePairs);
  if (attributes) view.attributes = new Map([...(view.attributes ?? []), ...attributes]);

  const images = readImages(row, cells, filled);
  if (images) {
    view.images = images;
    delete view.imageLabels;
  } else {
    const columns: Partial<Record<ImageColumn, string>> = {};
    for (const column of IMAGE_COLUMNS) {
      const label = filled(`${column}_label`);
      if (label !== undefined) columns[column] = label.trim();
    }
    const additional = filled('additional_image_labels');
    if (Object.keys(columns).length > 0 || additional !== undefined) {
      view.imageLabels = { columns, ...(additional !== undefined ? { additional } : {}) };
      delete view.images;
    }
  }

  const videoTexts = read('product_videos', videos);
  if (videoTexts) view.videos = videoTexts;

  const labels = read('configurable_variation_labels', variationLabels);
  if (labels) view.variationLabels = labels;
  // The selling points in this language, by the Dutch list's codes (checked once all rows are read).
  const points = read('product_usps', usps);
  if (points) (draft.translations[locale] ??= {}).usps = points;
}
