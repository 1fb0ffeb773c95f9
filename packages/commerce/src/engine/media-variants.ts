import { mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { clientError } from '../graphql/request-bounds.ts';
import { mediaSecurityHeaders, serveMediaFile } from './media-files.ts';
import { holdsControlCharacter } from '../graphql/input-text.ts';

/**
 * spec §9 image sizes: the only widths the shop resizes to. The storefront's `srcset` offers
 * exactly these, and any other `w` is refused, so the variants on disk are at most six per
 * source image however many widths clients invent.
 */
export const mediaWidths = [320, 375, 768, 1024, 1200, 1920] as const;

/** Where variants live, below the media folder; never served as a source of its own. */
const variantsFolder = '.variants';

const resizable = new Set(['.webp', '.png', '.jpg', '.jpeg']);

/** Variants being made now, so a burst of requests for one of them resizes it once. */
const making = new Map<string, Promise<void>>();

/**
 * `/media/<path>` as it is, or with `?w=<width>` (one of `mediaWidths`) a WebP of that width
 * (never wider than the original), made with sharp on first request and kept on disk beside the
 * media. Anything but one allowed `w` is a 400; a path into the variants folder is a 404.
 */
export async function serveMedia(mediaDir: string, url: URL): Promise<Response> {
  let relative: string;
  try {
    relative = decodeURIComponent(url.pathname.replace(/^\/media\//, ''));
  } catch {
    return new Response('Bad media path', { status: 400 });
  }
  // No file of the shop's is named with a control character; a NUL would not even reach the disk.
  if (holdsControlCharacter(relative)) return new Response('Bad media path', { status: 400 });
  // Dot segments (`.variants`, `.tmp`) are the shop's own; a variant is never resized again.
  if (relative.split(/[\\/]/).some((segment) => segment.startsWith('.'))) {
    return new Response('Not found', { status: 404 });
  }
  const widths = url.searchParams.getAll('w');
  if (widths.length === 0) return serveMediaFile(mediaDir, url.pathname);
  const width = Number(widths[0]);
  if (widths.length > 1 || !(mediaWidths as readonly number[]).includes(width)) {
    return clientError(
      400,
      'BAD_IMAGE_WIDTH',
      `w must be one of ${mediaWidths.join(', ')} (spec §9 image sizes).`,
    );
  }
  const root = path.resolve(mediaDir);
  const source = path.resolve(root, relative);
  if (!source.startsWith(root + path.sep)) return new Response('Not found', { status: 404 });
  if (!resizable.has(path.extname(source).toLowerCase())) {
    return clientError(400, 'NOT_RESIZABLE', 'Only raster images (WebP, PNG, JPEG) are resized.');
  }
  const variant = path.join(root, variantsFolder, String(width), `${relative}.webp`);
  try {
    if (!(await isFile(variant))) {
      if (!(await isFile(source))) return new Response('Not found', { status: 404 });
      let made = making.get(variant);
      if (!made) {
        made = makeVariant(source, variant, width).finally(() => making.delete(variant));
        making.set(variant, made);
      }
      await made;
    }
    const body = await readFile(variant);
    return new Response(body, {
      headers: {
        'content-type': 'image/webp',
        'content-length': String(body.length),
        'cache-control': 'public, max-age=31536000, immutable',
        ...mediaSecurityHeaders,
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}

async function makeVariant(source: string, variant: string, width: number): Promise<void> {
  const webp = await sharp(source)
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: 80, effort: 2 })
    .toBuffer();
  await mkdir(path.dirname(variant), { recursive: true });
  // A temporary name first, so a reader never sees half a file.
  const temporary = `${variant}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await writeFile(temporary, webp);
  await rename(temporary, variant);
}

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
