import { unstable_cache } from 'next/cache';
import { shopConfig } from '@/lib/config/shop';
import { cacheTags, generationKey } from './cache-tags';
import { withShopperLocale } from './shopper-locale';
import type { CommerceResult } from './transport';

/**
 * Caches a successful engine read per store and locale, tagged so catalogue and content changes
 * invalidate it (spec §9: revalidate 10 s). Failures are not cached: they come back as null
 * and are logged (spec §8: data loading failures return null with no visible message). The read
 * asks the engine in the locale it is cached under, so one that leaves the language out (a
 * products block, a product's variants) is not stored as Dutch text under /fr, /de or /en.
 */
export async function cachedRead<T>(
  name: string,
  args: { locale: string; key?: string; tags: string[] },
  read: () => Promise<CommerceResult<T>>,
): Promise<T | null> {
  const tags = [
    ...args.tags,
    cacheTags.store(shopConfig.storeCode),
    cacheTags.locale(shopConfig.storeCode, args.locale),
  ];
  const cached = unstable_cache(
    async () => {
      const result = await withShopperLocale(args.locale, read);
      if (!result.ok) {
        throw new CommerceReadError(
          result.error.message,
          result.error.unavailable,
          result.error.clientError ?? false,
        );
      }
      return result.data;
    },
    [name, shopConfig.storeCode, args.locale, args.key ?? '', generationKey(tags)],
    { tags, revalidate: shopConfig.revalidateSeconds },
  );
  try {
    return await cached();
  } catch (error) {
    const message = error instanceof Error ? error.message : error;
    // A page asked for with input the engine refuses is the visitor's mistake, not the shop's.
    if (error instanceof CommerceReadError && error.clientError) {
      console.warn(`[commerce] ${name} refused the input:`, message);
    } else {
      console.error(`[commerce] ${name} failed:`, message);
    }
    if (error instanceof CommerceReadError && error.unavailable)
      throw new EngineUnavailableError(error.message);
    return null;
  }
}

class CommerceReadError extends Error {
  constructor(
    message: string,
    readonly unavailable: boolean,
    readonly clientError: boolean,
  ) {
    super(message);
  }
}

/** The engine could not be reached: pages show the maintenance page. */
export class EngineUnavailableError extends Error {
  readonly digest = 'ENGINE_UNAVAILABLE';
}
