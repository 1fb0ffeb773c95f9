import type { Database } from '../db/connection.ts';
import { CatalogIndex } from './index/catalog-index.ts';
import { itemsPerStep, TimeSlices } from '../search/time-slices.ts';
import type { IndexedProduct } from './index/types.ts';
import { loadProductRecords, loadSearchTexts } from './catalog-loader.ts';
import { CatalogMemory } from './catalog-memory.ts';
import type { CatalogReferenceData } from './catalog-records.ts';
import { indexedAttributes, indexedCategories, isListable, toIndexed } from './catalog-indexing.ts';

/**
 * Products per query of a full reload: parsing one chunk's rows holds the event loop, so a
 * reload reads smaller chunks than the loader's default (about 5 ms of parsing each here).
 */
const reloadChunk = 2_500;

/** A whole catalogue read from the database, ready to take over from the one being served. */
export interface ReloadedCatalog {
  memory: CatalogMemory;
  index: CatalogIndex;
  /** The shop day its prices were indexed on. */
  today: string;
}

/**
 * Reads the whole catalogue into a memory of its own and builds its index a slice at a time,
 * pausing between slices so that requests are served from the current catalogue meanwhile
 * (issue 22: an import of 100,000 products reloads without holding listings up). Nothing of the
 * current catalogue is touched: the caller takes the result over in one synchronous step.
 */
export async function reloadCatalog(
  db: Database,
  reference: CatalogReferenceData,
  currentDay: () => string,
): Promise<ReloadedCatalog> {
  const slices = new TimeSlices();
  const records = await loadProductRecords(db, reference.brands, undefined, reloadChunk);
  const texts = await loadSearchTexts(db, undefined, reloadChunk);
  const memory = new CatalogMemory();
  for (let n = 0; n < records.length; n++) {
    memory.remember(records[n]!);
    if (n % itemsPerStep === 0) await slices.pause();
  }
  memory.linkChildren(records);
  await memory.loadBundles(db);
  memory.rememberCategories(reference.categories.values());
  const today = currentDay();
  const listed: IndexedProduct[] = [];
  for (let n = 0; n < records.length; n++) {
    const record = records[n]!;
    if (isListable(record)) {
      listed.push(toIndexed(record, texts.get(record.id) ?? '', memory, reference, currentDay));
    }
    if (n % itemsPerStep === 0) await slices.pause();
  }
  const index = await CatalogIndex.buildInSlices(
    {
      products: listed,
      categories: indexedCategories(reference),
      attributes: indexedAttributes(reference),
    },
    slices,
  );
  return { memory, index, today };
}
