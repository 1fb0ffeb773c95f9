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

/** The first start seeds an empty database by itself. */
export async function seedIfEmpty(handle: DatabaseHandle, options: DemoSeedOptions, log: Logger) {
  if (!(await isCatalogEmpty(handle.db))) return false;
  log.info('empty database: seeding the demo shop (first start only)');
  await seedDemoShop(handle, options, log);
  return true;
}
