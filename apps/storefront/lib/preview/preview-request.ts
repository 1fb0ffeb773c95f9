import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

/**
 * Whether `token` (`<expires>.<signature>`) opens the preview of the page `slug` now: the back
 * office hands staff such a link instead of the secret (the engine's
 * content-workflow/preview-link.ts signs it the same way), so the secret never reaches a browser
 * and a link opens one page for an hour only.
 */
export function previewTokenMatches(
  token: string | null,
  slug: string | null,
  now = Date.now(),
  configured = process.env.PREVIEW_SECRET,
): boolean {
  if (!configured || token === null || slug === null || token.length > 200) return false;
  const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return false;
  const expires = Number(match[1]);
  if (expires * 1000 <= now) return false;
  const key = slug.replace(/^\/+|\/+$/g, '');
  const expected = createHmac('sha256', configured)
    .update(`preview\n${key}\n${expires}`)
    .digest('base64url');
  return timingSafeEqual(digest(match[2]!), digest(expected));
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
