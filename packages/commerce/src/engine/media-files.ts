import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { holdsControlCharacter } from '../graphql/input-text.ts';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/**
 * A media file is only ever a picture or a document: the browser may not guess another type for
 * it, and an SVG opened on its own runs no script and cannot be framed.
 */
export const mediaSecurityHeaders = {
  'x-content-type-options': 'nosniff',
  'content-security-policy':
    "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
};

/**
 * Serves `/media/<path>` from the media folder (product images made by the seed). Only known
 * file types, never outside the folder; files are immutable by name, so they cache for long.
 */
export async function serveMediaFile(mediaDir: string, pathname: string): Promise<Response> {
  let relative: string;
  try {
    relative = decodeURIComponent(pathname.replace(/^\/media\//, ''));
  } catch {
    return new Response('Bad media path', { status: 400 });
  }
  // No file of the shop's is named with a control character; a NUL would not even reach the disk.
  if (holdsControlCharacter(relative)) return new Response('Bad media path', { status: 400 });
  const file = path.resolve(mediaDir, relative);
  const type = contentTypes[path.extname(file).toLowerCase()];
  if (!file.startsWith(path.resolve(mediaDir) + path.sep) || !type) {
    return new Response('Not found', { status: 404 });
  }
  try {
    const info = await stat(file);
    if (!info.isFile()) return new Response('Not found', { status: 404 });
    return new Response(await readFile(file), {
      headers: {
        'content-type': type,
        'content-length': String(info.size),
        'cache-control': 'public, max-age=31536000, immutable',
        ...mediaSecurityHeaders,
      },
    });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
