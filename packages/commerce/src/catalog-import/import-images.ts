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
import { isMediaKey } from '../media/media-keys.ts';
import type { MediaStore } from '../media/media-store.ts';

/** Bigger source images are refused: no product photo needs this much. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024;
/** Below the media folder; the name is a hash of the source bytes, so a re-import reuses it. */
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
  // sha-256 of a picture's bytes → its key, for pictures met in this import.
  const byContent = new Map<string, string>();
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
        const local = !/^https?:\/\//i.test(image.source);
        const stored = await storeImage(bytes, local ? image.source : undefined, media, byContent);
        if (stored.outcome === 'stored') result.stored++;
        if (stored.outcome === 'reused') result.reused++;
        result.files.set(image.source, stored.key);
      } catch (error) {
        if (!(error instanceof NotAnImage)) throw error;
        warn('NOT_AN_IMAGE', `${image.source} is not a JPEG, PNG, WebP or GIF image`);
      }
    }
  }
  return result;
}

class NotAnImage extends Error {}

/**
 * Where a picture goes in the media store, recognised by its content so that it is never stored
 * twice: the key the cell names when the store holds exactly these bytes there (an export read
 * back into its own shop), else the key of a picture with the same bytes stored earlier in this
 * import, else, for a WebP file whose cell is a free key below `catalog/product/`, that key with
 * the bytes as they are (an export read into another shop keeps every image path, and the
 * shop's own keys hold a hash of the picture), else
 * `catalog/product/import/<sha-256 of the bytes>.webp`, converted to WebP, which a later import
 * of the same bytes finds again. A key in the store is never overwritten: the shop serves its
 * objects as immutable.
 */
async function storeImage(
  bytes: Buffer,
  cell: string | undefined,
  media: MediaStore | undefined,
  byContent: Map<string, string>,
): Promise<{ key: string; outcome: 'stored' | 'reused' | 'checked' }> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  const hashed = `${IMPORT_FOLDER}/${hash.slice(0, 24)}.webp`;
  const format = await sharp(bytes, { limitInputPixels: 100_000_000 })
    .metadata()
    .then((info) => info.format)
    .catch(() => {
      throw new NotAnImage();
    });
  if (!media) return { key: hashed, outcome: 'checked' };
  const named = cell?.replace(/^[/\\]+/, '');
  // Only product image keys: a file named elsewhere (`catalog/energy/…`, the media root) is
  // another part of the shop's, which the seed may write again.
  const own =
    named !== undefined && isMediaKey(named) && /^catalog\/product\/.+\.webp$/i.test(named)
      ? named
      : null;
  if (own) {
    const there = await media.read(own);
    if (there && Buffer.from(there).equals(bytes)) {
      byContent.set(hash, own);
      return { key: own, outcome: 'reused' };
    }
  }
  const earlier = byContent.get(hash);
  if (earlier) return { key: earlier, outcome: 'reused' };
  if (own && format === 'webp' && !(await media.exists(own))) {
    await media.write(own, bytes, 'image/webp');
    byContent.set(hash, own);
    return { key: own, outcome: 'stored' };
  }
  byContent.set(hash, hashed);
  if (await media.exists(hashed)) return { key: hashed, outcome: 'reused' };
  const webp = await sharp(bytes, { limitInputPixels: 100_000_000 })
    .rotate()
    .webp({ quality: 85, effort: 2 })
    .toBuffer()
    .catch(() => {
      throw new NotAnImage();
    });
  await media.write(hashed, webp, 'image/webp');
  return { key: hashed, outcome: 'stored' };
}

async function fileSize(file: string): Promise<number | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? info.size : null;
  } catch {
    return null;
  }
}
