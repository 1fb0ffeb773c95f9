/**
 * `npm run catalog -- import <file.csv|folder> [--images DIR] [--settings FILE] [--skip-errors]
 * [--dry-run] [--media-dir DIR] [--behavior append|replace]`: brings a Magento 2 product export into the catalogue of the
 * database `openDatabase()` picks (DATABASE_URL or PGlite). Exits with 1 when the file has
 * errors (and nothing was written), 2 on wrong usage, 3 when another import is running on the
 * same database (one import at a time, `import-lock.ts`). `--behavior replace` takes the listed
 * products the file does not name offline (never deletes them).
 *
 * `npm run catalog -- export <file.csv> [--no-settings]`: writes the catalogue in the same format,
 * with `catalog-import.json` beside it unless `--no-settings`.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connection.ts';
import { localMediaStore } from '../media/local-media-store.ts';
import { mediaStoreFromEnv } from '../media/media-store.ts';
import { exportCatalog } from './export-catalog.ts';
import { importCatalog } from './import-catalog.ts';
import { ImportLockedError } from './import-lock.ts';
import { importBehavior } from './replace-mode.ts';
import { readImportSettings, SettingsError } from './import-settings.ts';
import type { ImportIssue } from './import-model.ts';
import { stat } from 'node:fs/promises';

const usage = [
  'usage: npm run catalog -- import <file.csv|folder> [--images DIR] [--settings FILE] [--skip-errors] [--dry-run] [--behavior append|replace]',
  '       npm run catalog -- export <file.csv> [--no-settings]',
].join('\n');

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    images: { type: 'string' },
    settings: { type: 'string' },
    'skip-errors': { type: 'boolean', default: false },
    'dry-run': { type: 'boolean', default: false },
    'media-dir': { type: 'string' },
    'no-settings': { type: 'boolean', default: false },
    behavior: { type: 'string', default: 'append' },
  },
});

// npm runs scripts in the package folder; paths on the command line are the caller's.
const fromCaller = (file: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

const [command, file] = positionals;
if ((command !== 'import' && command !== 'export') || !file || positionals.length > 2) {
  console.error(usage);
  process.exit(2);
}

if (command === 'export') {
  const handle = await openDatabase();
  try {
    const result = await exportCatalog(handle, fromCaller(file), {
      settings: !values['no-settings'],
    });
    console.log(
      `exported: ${result.products} products in ${result.rows} rows${result.skipped ? `; ${result.skipped} bundle products left out` : ''}${result.settingsFile ? `; settings in ${result.settingsFile}` : ''}`,
    );
  } finally {
    await handle.close();
  }
  process.exit(0);
}

const behavior = importBehavior(values.behavior);
if (!behavior) {
  console.error(`--behavior is append or replace, not ${values.behavior}\n${usage}`);
  process.exit(2);
}

const source = fromCaller(file);
let isFolder: boolean;
try {
  isFolder = (await stat(source)).isDirectory();
} catch {
  console.error(`${file}: no such file or folder`);
  process.exit(2);
}
let settings;
try {
  settings = await readImportSettings(
    source,
    values.settings ? fromCaller(values.settings) : undefined,
    isFolder,
  );
} catch (error) {
  if (!(error instanceof SettingsError)) throw error;
  console.error(error.message);
  process.exit(2);
}

const handle = await openDatabase();
try {
  const report = await importCatalog(handle, source, {
    settings,
    imagesDir: values.images ? fromCaller(values.images) : undefined,
    media: values['media-dir']
      ? localMediaStore(fromCaller(values['media-dir']))
      : mediaStoreFromEnv(),
    skipErrors: values['skip-errors'],
    dryRun: values['dry-run'],
    behavior,
  });
  const line = (kind: string, issue: ImportIssue) =>
    `${kind} ${issue.file ? `${issue.file} ` : ''}row ${issue.row}${issue.column ? `, column ${issue.column}` : ''}${issue.sku ? ` (${issue.sku})` : ''}: ${issue.message} [${issue.code}]`;
  for (const issue of report.errors) console.error(line('error', issue));
  for (const issue of report.warnings) console.warn(line('warning', issue));
  if (report.written) {
    console.log(
      `imported: ${report.created} created, ${report.updated} updated, ${report.skipped} skipped; images ${report.images.stored} stored, ${report.images.reused} reused${report.storeStock ? `; store stock ${report.storeStock} lines changed` : ''}${report.tierPrices ? `; ${report.tierPrices} tier prices changed` : ''}${behavior === 'replace' ? `; ${report.takenOffline} products not in the file taken offline` : ''}`,
    );
  } else if (report.dryRun && (report.errors.length === 0 || values['skip-errors'])) {
    console.log(
      `dry run: the file can be imported (${report.skipped} products would be skipped${behavior === 'replace' ? `, ${report.takenOffline} taken offline` : ''}); nothing written`,
    );
  } else {
    console.log(`nothing written: ${report.errors.length} errors`);
  }
  if (report.errors.length > 0 && !report.written) process.exitCode = 1;
} catch (error) {
  if (!(error instanceof ImportLockedError)) throw error;
  console.error(error.message);
  process.exitCode = 3;
} finally {
  await handle.close();
}
