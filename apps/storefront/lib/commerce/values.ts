import type { Money } from './types';

/** The engine's `Money`: both parts are nullable in the schema; without a value there is none. */
export function money(
  raw: { value: number | null; currency: string | null } | null | undefined,
): Money | null {
  return raw && raw.value !== null ? { value: raw.value, currency: raw.currency ?? 'EUR' } : null;
}

/** spec §7: relative images get the shop's /media path; `{{media url=x}}` becomes /media/x. */
export function mediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const placeholder = /^\{\{media url=["']?([^"'}]+)["']?\}\}$/.exec(url.trim());
  if (placeholder) return `/media/${placeholder[1]!.replace(/^\/+/, '')}`;
  if (/^(https?:)?\/\//.test(url) || url.startsWith('/') || url.startsWith('data:')) return url;
  return `/media/${url}`;
}

/** spec §7 inside CMS html: every `{{media url=x}}` placeholder becomes /media/x. */
export function replaceMediaPlaceholders(html: string): string {
  return html.replace(
    /\{\{media url=["']?([^"'}]+)["']?\}\}/g,
    (_, path: string) => `/media/${path.replace(/^\/+/, '')}`,
  );
}

/** A shop path from the engine's url_path (which has no leading slash). */
export const sitePath = (urlPath: string | null | undefined) =>
  `/${(urlPath ?? '').replace(/^\/+/, '')}`;

/** A product's page path: url_key plus url_suffix (spec §2). */
export const productPath = (urlKey: string, urlSuffix: string | null | undefined) =>
  `/${urlKey}${urlSuffix ?? ''}`;

/** Text the shop shows, or null: the engine stores absent texts as null or as ''. */
export const shownText = (value: string | null | undefined): string | null =>
  value && value.trim() ? value : null;

/** The entries of a list whose items the schema allows to be null. */
export const present = <T>(list: readonly (T | null | undefined)[] | null | undefined): T[] =>
  (list ?? []).filter((item): item is T => item !== null && item !== undefined);
