import { cachedRead } from '../cached';
import { cacheTags } from '../cache-tags';
import { PhysicalStoreDocument, PhysicalStoresDocument } from '../generated/graphql';
import { commerceQuery } from '../transport';
import { present } from '../values';
import { reshapeStore } from './reshape-store';
import type { PhysicalStore } from './types';

/** Store codes are short slugs (the engine refuses longer ones): longer ones are not asked for. */
export const maxStoreCodeChars = 64;

/**
 * Every physical store, by name. Stores change with the catalogue (a seed or an import), so
 * they are cached under its tag. Null when the engine answered with an error.
 */
export function getPhysicalStores(locale: string): Promise<PhysicalStore[] | null> {
  return cachedRead('physical-stores', { locale, tags: [cacheTags.catalog] }, async () => {
    const result = await commerceQuery(PhysicalStoresDocument);
    if (!result.ok) return result;
    return { ok: true, data: present(result.data.physicalStores ?? []).map(reshapeStore) };
  });
}

/** One store by its code; null when there is none (or the engine answered with an error). */
export async function getPhysicalStore(
  code: string,
  locale: string,
): Promise<PhysicalStore | null> {
  if (!code || code.length > maxStoreCodeChars) return null;
  const store = await cachedRead(
    'physical-store',
    { locale, key: code, tags: [cacheTags.catalog] },
    async () => {
      const result = await commerceQuery(PhysicalStoreDocument, { code });
      if (!result.ok) return result;
      const found = result.data.physicalStore;
      return { ok: true, data: found ? reshapeStore(found) : null };
    },
  );
  return store ?? null;
}
