import { list } from './cell-values.ts';
import type { DraftImage, ImageColumn } from './import-model.ts';

export const IMAGE_COLUMNS: readonly ImageColumn[] = [
  'base_image',
  'small_image',
  'thumbnail_image',
];

/**
 * The gallery: the base image first, then small and thumbnail images when they differ, then
 * the additional images, each file once. `undefined` when the row names no image at all.
 */
export function readImages(
  row: number,
  cells: Record<string, string>,
  filled: (column: string) => string | undefined,
): DraftImage[] | undefined {
  const images: DraftImage[] = [];
  const add = (source: string, label: string | null, column: string) => {
    const file = source.trim();
    if (!file || file === 'no_selection' || images.some((image) => image.source === file)) return;
    images.push({ source: file, label: label?.trim() || null, row, column });
  };
  for (const column of IMAGE_COLUMNS) {
    const file = filled(column);
    if (file !== undefined) add(file, filled(`${column}_label`) ?? null, column);
  }
  const additional = filled('additional_images');
  if (additional !== undefined) {
    const files = list(additional);
    const labels = imageLabels(cells.additional_image_labels ?? '', files.length);
    files.forEach((file, index) => add(file, labels[index] ?? null, 'additional_images'));
  }
  return images.length > 0 ? images : undefined;
}

/**
 * The labels of the additional images, comma separated as Magento writes them. A label with a
 * comma of its own (`2,5 m`) splits into more labels than there are images: then a comma before
 * a digit or a space is read as part of a label.
 */
export function imageLabels(text: string, images: number): string[] {
  const labels = text.split(',');
  if (labels.length <= images) return labels;
  const joined: string[] = [];
  for (const label of labels) {
    if (joined.length > 0 && /^[\d\s]/.test(label)) joined[joined.length - 1] += `,${label}`;
    else joined.push(label);
  }
  return joined;
}
