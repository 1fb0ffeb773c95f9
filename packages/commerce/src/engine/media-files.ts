import { holdsControlCharacter } from '../graphql/input-text.ts';
import { isMediaKey, mediaContentType } from '../media/media-keys.ts';
import type { MediaStore } from '../media/media-store.ts';

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
 * Names hold a hash of the picture (seed, import) or of their source and width (variants), so
 * they cache for a year as immutable. Energy labels keep a fixed name per class that product
 * rows link to and are redrawn by a seed: a day.
 */
export function mediaCacheControl(key: string): string {
  return /(^|\/)catalog\/energy\//.test(key)
    ? 'public, max-age=86400'
    : 'public, max-age=31536000, immutable';
}

/** The media key of `/media/<key>`, or a 400 answer for a path that cannot be one. */
export function mediaKeyOf(pathname: string): string | Response {
  let key: string;
  try {
    key = decodeURIComponent(pathname.replace(/^\/media\//, ''));
  } catch {
    return new Response('Bad media path', { status: 400 });
  }
  // No file of the shop's is named with a control character; a NUL would not even reach the disk.
  if (holdsControlCharacter(key)) return new Response('Bad media path', { status: 400 });
  return key;
}

/** An image or document answer with the media headers. */
export function mediaAnswer(bytes: Uint8Array, type: string, key: string): Response {
  // The stores hand out plain (never shared) buffers.
  return new Response(bytes as Uint8Array<ArrayBuffer>, {
    headers: {
      'content-type': type,
      'content-length': String(bytes.byteLength),
      'cache-control': mediaCacheControl(key),
      ...mediaSecurityHeaders,
    },
  });
}

/**
 * Serves `/media/<path>` from the media store (product images made by the seed and the import).
 * Only known file types, never outside the store's keys.
 */
export async function serveMediaFile(store: MediaStore, pathname: string): Promise<Response> {
  const key = mediaKeyOf(pathname);
  if (key instanceof Response) return key;
  const type = mediaContentType(key);
  if (!type || !isMediaKey(key)) return new Response('Not found', { status: 404 });
  try {
    const bytes = await store.read(key);
    return bytes ? mediaAnswer(bytes, type, key) : new Response('Not found', { status: 404 });
  } catch {
    return new Response('Not found', { status: 404 });
  }
}
