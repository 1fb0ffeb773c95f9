/**
 * Cache tags and their generations. Cached reads carry tags (`catalog`, `content`, `layout`,
 * per store and locale); when the engine reports a change we bump the tag's generation, which
 * is part of every cache key, so the next read misses. This works outside a request, where
 * Next's revalidateTag cannot be called; /api/revalidate covers engines in other processes.
 */
type TagGlobal = typeof globalThis & { __webshopTagGenerations?: Map<string, number> };

function generations(): Map<string, number> {
  const scope = globalThis as TagGlobal;
  scope.__webshopTagGenerations ??= new Map();
  return scope.__webshopTagGenerations;
}

export function markTagsStale(tags: string[]): void {
  const map = generations();
  for (const tag of tags) map.set(tag, (map.get(tag) ?? 0) + 1);
}

/** A key part that changes whenever one of `tags` goes stale. */
export function generationKey(tags: readonly string[]): string {
  const map = generations();
  return tags.map((tag) => `${tag}@${map.get(tag) ?? 0}`).join(',');
}

export const cacheTags = {
  catalog: 'catalog',
  content: 'content',
  layout: 'layout',
  store: (storeCode: string) => `store:${storeCode}`,
  locale: (storeCode: string, locale: string) => `store:${storeCode}:${locale}`,
} as const;
