import path from 'node:path';
import { holdsControlCharacter } from '../graphql/input-text.ts';

/**
 * A key the stores take: relative, `/`-separated, no empty, `.` or `..` segment, no backslash or
 * control character. Anything else is a caller's bug or a hostile path: refused before any
 * file or bucket is touched.
 */
export function isMediaKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.includes('\\') || holdsControlCharacter(key)) {
    return false;
  }
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

export function checkedMediaKey(key: string): string {
  if (!isMediaKey(key)) throw new Error(`Not a media key: ${JSON.stringify(key.slice(0, 100))}`);
  return key;
}

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
};

/** The type a media key is served as; undefined for any other kind of file (not served). */
export function mediaContentType(key: string): string | undefined {
  return contentTypes[path.extname(key).toLowerCase()];
}
