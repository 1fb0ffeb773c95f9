import type { DatabaseHandle } from '../db/connection.ts';
import { DEFAULT_PRODUCT_COUNT, generateCatalog } from './generate/catalog.ts';
import { renderImages } from './images.ts';
import { localMediaStore } from '../media/local-media-store.ts';
import { mediaStoreFromEnv, type MediaStore } from '../media/media-store.ts';
import { isCatalogEmpty, writeCatalog } from './write-catalog.ts';

export { isCatalogEmpty, resetCatalog } from './write-catalog.ts';
export { generateCatalog, DEFAULT_PRODUCT_COUNT } from './generate/catalog.ts';
export type { CatalogData } from './generate/types.ts';

export interface SeedCatalogOptions {
  /** Listed products (simple + configurable parents); children and bundles come on top. Default 2000. */
  products?: number;
  /** Everything derives from this seed (default 1). */
  seed?: number;
  /** Where product images go; default the environment's store (see `mediaStoreFromEnv`). */
  media?: MediaStore;
  /** A folder for the images instead (the seed CLI's `--media-dir`, tests). */
  mediaDir?: string;
  /** Deals and sale end dates are placed around this moment (default: now). */
  now?: Date;
  log?: (message: string) => void;
  /** Skip rendering images (the rows still point at them). Default true. */
  images?: boolean;
}

export interface SeedCatalogResult {
  /** Listed products written. */
  products: number;
  categories: number;
  ms: number;
  /** Rows per table, e.g. `{ products: 2882, storeStock: 19213 }` (products includes children and bundles). */
  rows: Record<string, number>;
  images: { written: number; reused: number };
}

/**
 * Generates the demo catalogue and writes it to an empty database, rendering its images
 * alongside. Throws when the catalogue already has products: call `resetCatalog` first.
 */
export async function seedCatalog(
  handle: DatabaseHandle,
  options: SeedCatalogOptions = {},
): Promise<SeedCatalogResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const count = options.products ?? DEFAULT_PRODUCT_COUNT;
  if (!(await isCatalogEmpty(handle.db))) {
    throw new Error('The catalogue already has products; reset it first (seed --reset).');
  }

  log(`seed: generating ${count} products (seed ${options.seed ?? 1})`);
  const data = generateCatalog({
    products: count,
    seed: options.seed ?? 1,
    now: options.now ?? new Date(),
  });
  log(`seed: generated ${data.products.length} product rows in ${Date.now() - started} ms`);

  const media =
    options.media ?? (options.mediaDir ? localMediaStore(options.mediaDir) : mediaStoreFromEnv());
  // Images render on sharp's threads while the database writes on this one.
  const [images] = await Promise.all([
    options.images === false
      ? Promise.resolve({ written: 0, reused: 0 })
      : renderImages(data.images, media, { log }),
    writeCatalog(handle.db, data, log),
  ]);
  log(`seed: images ${images.written} written, ${images.reused} reused in ${media.description}`);

  const rows = Object.fromEntries(
    Object.entries(data).map(([table, list]) => [table, (list as unknown[]).length]),
  );
  return {
    products: count,
    categories: data.categories.length,
    ms: Date.now() - started,
    rows,
    images,
  };
}
