import path from 'node:path';
import sharp from 'sharp';
import { clientError } from '../graphql/request-bounds.ts';
import { isMediaKey } from '../media/media-keys.ts';
import type { MediaStore } from '../media/media-store.ts';
import { mediaAnswer, mediaKeyOf, serveMediaFile } from './media-files.ts';
import { mediaWidths } from './media-widths.ts';

export { mediaWidths };

/** Where variants live, below the media; never served as a source of its own. */
const variantsFolder = '.variants';

const resizable = new Set(['.webp', '.png', '.jpg', '.jpeg']);

/** Variants being made now, so a burst of requests for one of them resizes it once. */
const making = new Map<string, Promise<Uint8Array | null>>();

/**
 * `/media/<path>` as it is, or with `?w=<width>` (one of `mediaWidths`) a WebP of that width
 * (never wider than the original), made with sharp on first request and kept in the media store
 * beside the media (every instance then finds it). Anything but one allowed `w` is a 400; a
 * path into the variants folder is a 404.
 */
export async function serveMedia(store: MediaStore, url: URL): Promise<Response> {
  const key = mediaKeyOf(url.pathname);
  if (key instanceof Response) return key;
  // Dot segments (`.variants`, `.tmp`) are the shop's own; a variant is never resized again.
  if (key.split(/[\\/]/).some((segment) => segment.startsWith('.'))) {
    return new Response('Not found', { status: 404 });
  }
  const widths = url.searchParams.getAll('w');
  if (widths.length === 0) return serveMediaFile(store, url.pathname);
  const width = Number(widths[0]);
  if (widths.length > 1 || !(mediaWidths as readonly number[]).includes(width)) {
    return clientError(
      400,
      'BAD_IMAGE_WIDTH',
      `w must be one of ${mediaWidths.join(', ')} (spec §9 image sizes).`,
    );
  }
  if (!isMediaKey(key)) return new Response('Not found', { status: 404 });
  if (!resizable.has(path.extname(key).toLowerCase())) {
    return clientError(400, 'NOT_RESIZABLE', 'Only raster images (WebP, PNG, JPEG) are resized.');
  }
  const variant = `${variantsFolder}/${width}/${key}.webp`;
  try {
    let bytes = await store.read(variant);
    if (!bytes) {
      let made = making.get(variant);
      if (!made) {
        made = makeVariant(store, key, variant, width).finally(() => making.delete(variant));
        making.set(variant, made);
      }
      bytes = await made;
    }
    return bytes
      ? mediaAnswer(bytes, 'image/webp', key)
      : new Response('Not found', { status: 404 });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

/** The variant's bytes, stored for the next request; null when there is no source image. */
async function makeVariant(
  store: MediaStore,
  source: string,
  variant: string,
  width: number,
): Promise<Uint8Array | null> {
  const original = await store.read(source);
  if (!original) return null;
  const webp = await sharp(original)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  await store.write(variant, webp, 'image/webp');
  return webp;
}
