/**
 * One catalogue import in a process of its own, as `npm run catalog -- import` runs it: the
 * import benchmark starts it so the import's wall time and peak resident size are its own, and
 * the shop it measures meanwhile is another process. Prints one JSON line.
 *
 *   node --import tsx bench/import-worker.ts <file.csv> (--database-url URL | --data-dir DIR)
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../src/db/connection.ts';
import { importCatalog } from '../src/catalog-import/import-catalog.ts';
import { benchSettings } from './import-csv.ts';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'media-dir': { type: 'string', default: '/tmp' },
  },
});
// The database is always named: without one the engine's fallback would be DATABASE_URL, the shop's.
if (!values['database-url'] === !values['data-dir']) {
  console.error('import-worker: give exactly one of --database-url and --data-dir');
  process.exit(2);
}
const handle = await openDatabase(
  values['database-url'] ? { url: values['database-url'] } : { dataDir: values['data-dir'] },
);
const started = performance.now();
const report = await importCatalog(handle, positionals[0]!, {
  settings: benchSettings(),
  mediaDir: values['media-dir']!,
});
const ms = performance.now() - started;
await handle.close();
console.log(
  JSON.stringify({
    ms,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    written: report.written,
    created: report.created,
    updated: report.updated,
    errors: report.errors.slice(0, 5),
  }),
);
