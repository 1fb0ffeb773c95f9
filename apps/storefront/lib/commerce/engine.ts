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

/**
 * Starts the in-process engine and, while its start fails (the database is down or not yet
 * reachable), tries again with a doubling wait up to `maxDelayMs`. The server calls this at
 * start: `/readyz` only reads the engine, so without it an instance started before its database
 * would answer 'starting' for good and a balancer would never send it the request that starts it.
 */
export async function keepStartingEngine({
  firstDelayMs = 1000,
  maxDelayMs = 30_000,
  onFailure = (error: unknown, retryInMs: number) =>
    console.error(`commerce engine failed to start; trying again in ${retryInMs} ms`, error),
}: {
  firstDelayMs?: number;
  maxDelayMs?: number;
  onFailure?: (error: unknown, retryInMs: number) => void;
} = {}): Promise<CommerceEngine> {
  for (let delay = firstDelayMs; ; delay = Math.min(delay * 2, maxDelayMs)) {
    try {
      return await getEngine();
    } catch (error) {
      onFailure(error, delay);
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
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
