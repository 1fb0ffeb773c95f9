import type { CommerceEngine } from '@webshop/commerce';
import { markTagsStale } from './cache-tags';
import { pageExpiry } from './page-revalidation';

type EngineGlobal = typeof globalThis & { __webshopEngine?: Promise<CommerceEngine> };

/**
 * The in-process engine, one per server process. Route handlers and pages are separate bundles
 * with their own module instances, so the promise lives on globalThis: two engines would open
 * the same embedded database twice.
 */
export function getEngine(): Promise<CommerceEngine> {
  const scope = globalThis as EngineGlobal;
  if (!scope.__webshopEngine) {
    scope.__webshopEngine = startEngine().catch((error: unknown) => {
      // A failed start (database down) must not stick: the next request tries again.
      delete scope.__webshopEngine;
      throw error;
    });
  }
  return scope.__webshopEngine;
}

async function startEngine(): Promise<CommerceEngine> {
  const { createEngine } = await import('@webshop/commerce');
  const engine = await createEngine({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.PGLITE_DATA_DIR || undefined,
    mediaDir: process.env.MEDIA_DIR || undefined,
  });
  const expirePages = pageExpiry();
  engine.onChange((tags) => {
    markTagsStale(tags);
    expirePages(tags);
  });
  return engine;
}
