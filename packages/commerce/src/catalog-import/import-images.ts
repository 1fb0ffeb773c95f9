import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import {
  DEFAULT_IMAGE_FETCH,
  fetchImage,
  ImageFetchError,
  type ImageFetchOptions,
} from './fetch-image.ts';
import type { ImportIssue, ProductDraft } from './import-model.ts';
import type { MediaStore } from '../media/media-store.ts';

/** Bigger source images are refused: no product photo needs this much. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** Below the media folder; the name is a hash of the picture, so a re-import reuses it. */
const IMPORT_FOLDER = 'catalog/product/import';

export interface ImageResult {
  /** Image cell → file below the media folder, for the images that can be stored. */
  files: Map<string, string>;
  warnings: ImportIssue[];
  stored: number;
  reused: number;
}

/**
 * Finds every image the drafts name below `imagesDir` or by http(s) URL (`fetch-image.ts`) and,
 * when a media store is given, stores it there as WebP (the shop serves resized variants of it on
 * request, as for its own images). A missing, unreadable, unreachable or non-image file, or a
 * path leaving the images folder is a warning for its row: the product is imported without
 * that image.
 */
export async function prepareImages(
  drafts: Iterable<ProductDraft>,
  imagesDir: string | undefined,
  media: MediaStore | undefined,
  fetchOptions: ImageFetchOptions = { ...DEFAULT_IMAGE_FETCH, maxBytes: MAX_IMAGE_BYTES },
): Promise<ImageResult> {
  const result: ImageResult = { files: new Map(), warnings: [], stored: 0, reused: 0 };
  const root = imagesDir ? path.resolve(imagesDir) : undefined;
  const done = new Set<string>();
  for (const draft of drafts) {
    for (const image of draft.images ?? []) {
      if (done.has(image.source)) continue;
      done.add(image.source);
      const warn = (code: string, message: string) =>
        result.warnings.push({
          row: image.row,
          column: image.column,
          sku: draft.sku,
          code,
          message,
        });
      let bytes: Buffer;
      if (/^https?:\/\//i.test(image.source)) {
        try {
          bytes = await fetchImage(image.source, fetchOptions);
        } catch (error) {
          if (!(error instanceof ImageFetchError)) throw error;
          warn(error.code, `${image.source}: ${error.message}`);
          continue;
        }
      } else if (!root) {
        warn(
          'NO_IMAGES_FOLDER',
          `${image.source} is not read: no images folder was given (--images)`,
        );
        continue;
      } else {
        const file = path.resolve(root, image.source.replace(/^[/\\]+/, ''));
        if (!file.startsWith(root + path.sep)) {
          warn('BAD_IMAGE_PATH', `${image.source} lies outside the images folder`);
          continue;
        }
        const size = await fileSize(file);
        if (size === null) {
          warn('MISSING_IMAGE', `${image.source} is not in the images folder`);
          continue;
        }
        if (size > MAX_IMAGE_BYTES) {
          warn(
            'IMAGE_TOO_BIG',
            `${image.source} is larger than ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
          );
          continue;
        }
        bytes = await readFile(file);
      }
      try {
        const name = `${IMPORT_FOLDER}/${createHash('sha256').update(bytes).digest('hex').slice(0, 24)}.webp`;
        if (media) {
          if (await media.exists(name)) result.reused++;
          else {
            const webp = await sharp(bytes, { limitInputPixels: 100_000_000 })
              .rotate()
              .webp({ quality: 85, effort: 2 })
              .toBuffer();
            await media.write(name, webp, 'image/webp');
            result.stored++;
          }
        } else {
          await sharp(bytes, { limitInputPixels: 100_000_000 }).metadata();
        }
        result.files.set(image.source, name);
      } catch {
        warn('NOT_AN_IMAGE', `${image.source} is not a JPEG, PNG, WebP or GIF image`);
      }
    }
  }
  return result;
}

async function fileSize(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}
