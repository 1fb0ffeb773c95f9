import { createHash, timingSafeEqual } from 'node:crypto';
import { locales, localizedPath } from '@/lib/i18n/locales';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether `given` is the preview secret (PREVIEW_SECRET). Without a configured secret preview is
 * closed. Digests are compared in constant time, so timing tells nothing about a guess.
 */
export function previewSecretMatches(
  given: string | null,
  configured = process.env.PREVIEW_SECRET,
): boolean {
  if (!configured || given === null || given.length > 1_000) return false;
  return timingSafeEqual(digest(given), digest(configured));
}

const pagePath = /^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/;

/**
 * The shop path of the page a preview link names: `slug` is a page's url key (`service/nieuw`,
 * with or without slashes around it), `locale` one of the shop's languages (default nl). Null for
 * anything else, so the redirect can only ever lead to a page of the shop itself.
 */
export function previewPath(slug: string | null, locale: string | null): string | null {
  const key = (slug ?? '').replace(/^\/+|\/+$/g, '');
  if (key.length > 200 || !pagePath.test(key)) return null;
  const language = locale ?? 'nl';
  if (!(locales as readonly string[]).includes(language)) return null;
  return localizedPath(language, `/${key}`);
}
