import { isCatalogEmpty, seedCatalog } from '../seed/seed-catalog.ts';
import { seedContent } from '../seed/content/seed-content.ts';
import { seedCoupons } from '../seed/seed-coupons.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { Logger } from './logger.ts';
import type { MediaStore } from '../media/media-store.ts';

export interface DemoSeedOptions {
  products?: number;
  seed?: number;
  media?: MediaStore;
  now?: Date;
}

/** Fills an empty database with the demo shop: catalogue first, then content that links to it. */
export async function seedDemoShop(handle: DatabaseHandle, options: DemoSeedOptions, log: Logger) {
  const started = Date.now();
  const catalog = await seedCatalog(handle, { ...options, log: (message) => log.info(message) });
  await seedContent(handle, { now: options.now ?? new Date() });
  await seedCoupons(handle);
  log.info({ products: catalog.products, ms: Date.now() - started }, 'demo shop seeded');
  return catalog;
}

/**
 * Whether the first start may seed the demo shop into an empty database: `SEED_DEMO` unset or
 * `1`/`true` yes (a fresh clone's `npm start`), `0`/`false` no. The container image sets `0`, so
 * a production database is never filled with the demo shop unless an operator asks for it.
 * @throws Error for any other value, so a typo does not silently seed or not.
 */
export function seedDemoFromEnv(value: string | undefined): boolean {
  const text = value?.trim().toLowerCase() ?? '';
  if (text === '' || text === '1' || text === 'true') return true;
  if (text === '0' || text === 'false') return false;
  throw new Error(`SEED_DEMO must be 1 or 0; got "${value}".`);
}

/** The first start seeds an empty database by itself. */
export async function seedIfEmpty(handle: DatabaseHandle, options: DemoSeedOptions, log: Logger) {
  if (!(await isCatalogEmpty(handle.db))) return false;
  log.info('empty database: seeding the demo shop (first start only)');
  await seedDemoShop(handle, options, log);
  return true;
}
