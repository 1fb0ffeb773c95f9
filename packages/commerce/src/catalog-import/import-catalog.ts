import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { publishCatalogChange } from '../catalog/catalog-sync.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import { checkDrafts, referencedSkus, urlKeyOf } from './check-drafts.ts';
import { readShopReferences, referenceProblems } from './write-references.ts';
import { DEFAULT_IMAGE_FETCH, type ImageFetchOptions } from './fetch-image.ts';
import { localMediaStore } from '../media/local-media-store.ts';
import type { MediaStore } from '../media/media-store.ts';
import { MAX_IMAGE_BYTES, prepareImages } from './import-images.ts';
import type { ImportSettings } from './import-settings.ts';
import type { ImportIssue, ImportReport, OtherLocale, ProductDraft } from './import-model.ts';
import { readDrafts, type ReadResult } from './read-drafts.ts';
import { productsBySku, productsByUrlKey, type ShopProduct } from './shop-products.ts';
import { checkSourceItems } from './check-source-items.ts';
import { writeDrafts } from './write-products.ts';
import { withImportLock } from './import-lock.ts';
import { writeStoreStock } from './write-source-items.ts';
import { recordFormerUrls, type UrlMove } from '../routing/former-urls.ts';
import { checkTierPrices } from './check-tier-prices.ts';
import { writeTierPrices } from './write-tier-prices.ts';
import { replacedDraft, takeMissingOffline, type ImportBehavior } from './replace-mode.ts';

export interface ImportOptions {
  settings: ImportSettings;
  /** Folder the image cells are relative to. */
  imagesDir?: string;
  /** Where the shop's media lives; images are stored there. */
  media?: MediaStore;
  /** A folder for the images instead (tests). One of the two is needed to write images. */
  mediaDir?: string;
  /** Write the valid products and list the others, instead of writing nothing. */
  skipErrors?: boolean;
  /** Check everything, write nothing. */
  dryRun?: boolean;
  /** The caller holds the import lock (`withImportLock`). */
  lockHeld?: boolean;
  /** `replace`: products the file does not name are taken offline (never deleted). */
  behavior?: ImportBehavior;
  /** Bounds of image downloads (tests let a loopback server answer). */
  imageFetch?: Partial<ImageFetchOptions>;
}

/** A CSV file, a folder of them (read in name order, as one import), or an uploaded stream. */
export type ImportSource = string | { name: string; stream: Readable };

/**
 * Imports a Magento 2 product export: reads and checks the whole input first; with any error
 * nothing is written (unless `skipErrors`), otherwise images are stored and the products are
 * written in one transaction, after which every engine on the database reloads its catalogue.
 * One import at a time per database (a dry run writes nothing and needs no turn): another one
 * running makes this throw `ImportLockedError`. The turn is taken once the input is read
 * through, so an upload still arriving keeps no other import out.
 */
export async function importCatalog(
  handle: DatabaseHandle,
  source: ImportSource,
  options: ImportOptions,
): Promise<ImportReport> {
  const read = await readInputs(source, options.settings);
  if (options.dryRun || options.lockHeld) return checkAndWrite(handle, read, options);
  return withImportLock(handle, () => checkAndWrite(handle, read, options));
}

/** Reads every file of the input into drafts, each issue naming its file when there are several. */
async function readInputs(source: ImportSource, settings: ImportSettings): Promise<ReadResult> {
  const read: ReadResult = {
    drafts: new Map(),
    errors: [],
    warnings: [],
    invalid: new Set(),
    sourceItems: new Map(),
    tierPrices: new Map(),
    complete: true,
  };
  for (const input of await inputsOf(source)) {
    const [errorsBefore, warningsBefore] = [read.errors.length, read.warnings.length];
    await readDrafts(input, settings, read);
    // Rows are numbered per file; name the file when a folder brings several.
    const file = typeof input === 'string' ? path.basename(input) : undefined;
    for (const issue of [
      ...read.errors.slice(errorsBefore),
      ...read.warnings.slice(warningsBefore),
    ]) {
      if (file) issue.file = file;
    }
  }
  return read;
}

/**
 * The addresses a draft moves its product away from: the Dutch url key and each language's own
 * (ADR 0041), so every former one keeps answering with a 301.
 */
function formerUrls(draft: ProductDraft, before: ShopProduct | undefined): UrlMove[] {
  if (!before) return [];
  const moves: UrlMove[] = [];
  const urlKey = urlKeyOf(draft, before);
  if (urlKey !== undefined && urlKey !== before.urlKey)
    moves.push({ productId: before.id, formerPath: before.urlKey + before.urlSuffix });
  for (const [locale, former] of Object.entries(before.localUrlKeys) as [OtherLocale, string][]) {
    const now = draft.translations[locale]?.urlKey;
    if (now !== undefined && now !== former)
      moves.push({ productId: before.id, formerPath: former + before.urlSuffix });
  }
  return moves;
}

async function checkAndWrite(
  handle: DatabaseHandle,
  read: ReadResult,
  options: ImportOptions,
): Promise<ImportReport> {
  const skus = referencedSkus(read.drafts.values());
  for (const item of read.sourceItems.values()) skus.add(item.sku);
  for (const line of read.tierPrices.values()) skus.add(line.sku);
  const shopBySku = await productsBySku(handle.db, skus);
  const urlKeys = [...read.drafts.values()]
    .flatMap((draft) => [
      urlKeyOf(draft, shopBySku.get(draft.sku)),
      ...Object.values(draft.translations).map((texts) => texts.urlKey),
    ])
    .filter((key): key is string => key !== undefined);
  const shopByUrlKey = await productsByUrlKey(handle.db, urlKeys);
  // Before the checks across rows, so a configurable whose child names an unknown label fails whole.
  const references = referenceProblems(
    read.drafts.values(),
    read.invalid,
    options.settings,
    await readShopReferences(handle.db),
  );
  const checked = checkDrafts({
    drafts: read.drafts,
    invalid: read.invalid,
    shopBySku,
    shopByUrlKey,
  });
  const replace = options.behavior === 'replace' && read.drafts.size > 0;
  const valid = [...read.drafts.values()]
    .filter((draft) => !read.invalid.has(draft.sku))
    .map((draft) => (replace ? replacedDraft(draft) : draft));
  // Every SKU the file names stays, those skipped for errors too (they are not missing).
  const named = new Set(
    [...read.drafts.values()].flatMap((draft) => [
      draft.sku,
      ...(draft.variations ?? []).map((variation) => variation.sku),
    ]),
  );
  const stock = await checkSourceItems(handle.db, read.sourceItems.values(), {
    inFile: new Set(valid.map((draft) => draft.sku)),
    inShop: shopBySku,
  });
  const tiers = checkTierPrices(read.tierPrices.values(), {
    inFile: new Set(valid.map((draft) => draft.sku)),
    inShop: shopBySku,
  });
  const errors = sortIssues([
    ...read.errors,
    ...references,
    ...checked.errors,
    ...stock.errors,
    ...tiers.errors,
  ]);

  const canWrite = read.complete && (errors.length === 0 || options.skipErrors === true);
  const images = await prepareImages(
    canWrite ? valid : [],
    options.imagesDir,
    canWrite && !options.dryRun ? mediaOf(options) : undefined,
    { ...DEFAULT_IMAGE_FETCH, maxBytes: MAX_IMAGE_BYTES, ...options.imageFetch },
  );
  const warnings = sortIssues([...read.warnings, ...checked.warnings, ...images.warnings]);
  const report: ImportReport = {
    errors,
    warnings,
    created: 0,
    updated: 0,
    skipped: read.drafts.size - valid.length,
    storeStock: canWrite ? stock.items.length : 0,
    tierPrices: canWrite ? tiers.lines.length : 0,
    images: { stored: images.stored, reused: images.reused },
    dryRun: options.dryRun === true,
    written: false,
    takenOffline: 0,
  };
  const nothing = valid.length === 0 && stock.items.length === 0 && tiers.lines.length === 0;
  if (canWrite && options.dryRun && replace) {
    report.takenOffline = await takeMissingOffline(handle.db, named, { dryRun: true });
  }
  if (!canWrite || options.dryRun || nothing) {
    return report;
  }

  const shopIds = new Map([...shopBySku].map(([sku, product]) => [sku, product.id]));
  const written = await writeDrafts(
    handle,
    valid,
    options.settings,
    images.files,
    shopIds,
    async (tx, ids) => {
      report.storeStock = await writeStoreStock(
        tx,
        stock.items.map((item) => ({
          productId: ids.get(item.sku)!,
          storeCode: item.storeCode,
          quantity: item.qty,
        })),
      );
      report.tierPrices = await writeTierPrices(
        tx,
        tiers.lines.map((line) => ({
          productId: ids.get(line.sku)!,
          quantity: line.quantity,
          priceCents: line.priceCents,
        })),
      );
      // A changed url key keeps the old address answering with a 301 to the new one.
      await recordFormerUrls(
        tx,
        valid.flatMap((draft) => formerUrls(draft, shopBySku.get(draft.sku))),
      );
      if (replace) report.takenOffline = await takeMissingOffline(tx, named, { dryRun: false });
    },
  );
  report.created = written.created;
  report.updated = written.updated;
  report.written = true;
  // New attributes may change the filter schema: every engine reloads the catalogue.
  await publishCatalogChange(handle, { all: true });
  return report;
}

async function inputsOf(source: ImportSource): Promise<(string | Readable)[]> {
  if (typeof source !== 'string') return [source.stream];
  if (!(await stat(source)).isDirectory()) return [source];
  const names = (await readdir(source))
    .filter((name) => name.toLowerCase().endsWith('.csv'))
    .sort();
  return names.map((name) => path.join(source, name));
}

function sortIssues(issues: ImportIssue[]): ImportIssue[] {
  return issues.sort((a, b) => a.row - b.row);
}

function mediaOf(options: ImportOptions): MediaStore | undefined {
  return options.media ?? (options.mediaDir ? localMediaStore(options.mediaDir) : undefined);
}
