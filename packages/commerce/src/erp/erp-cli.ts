/**
 * `npm run erp -- stock <file.json|file.csv> [--batch ID]` and `npm run erp -- prices <file>`:
 * applies an ERP batch to the database `openDatabase()` picks (DATABASE_URL or PGlite) and
 * announces the changes to every engine on it. Files of more than 10,000 lines go in parts
 * (`ID/1`, `ID/2`, …). The same file again changes nothing. Exits with 1 when lines were
 * refused (the others are applied), 2 on wrong usage or an unreadable file.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { shopDate } from '../pricing/product-price.ts';
import { openDatabase } from '../db/connection.ts';
import { applyErpBatch } from './apply-batch.ts';
import { batchIdSchema } from './erp-endpoint.ts';
import { MAX_BATCH_LINES, type BatchKind } from './erp-lines.ts';
import { BatchFileError, readBatchFile } from './read-batch-file.ts';

const usage = 'usage: npm run erp -- stock|prices <file.json|file.csv> [--batch ID]';
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { batch: { type: 'string' } },
});
const [command, file] = positionals;
if ((command !== 'stock' && command !== 'prices') || !file || positionals.length > 2) {
  console.error(usage);
  process.exit(2);
}
const kind: BatchKind = command;
// npm runs scripts in the package folder; paths on the command line are the caller's.
const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);

let batch;
try {
  batch = readBatchFile(kind, file, await readFile(source, 'utf8'));
} catch (error) {
  const problem = error instanceof BatchFileError ? error.message : `${file}: cannot be read`;
  console.error(problem);
  process.exit(2);
}
const batchId = values.batch ?? batch.batchId;
if (!batchIdSchema.safeParse(batchId).success) {
  console.error(`batch id "${batchId}": letters, digits and . _ : - / only, at most 100`);
  process.exit(2);
}

const handle = await openDatabase();
try {
  const parts = Math.ceil(batch.lines.length / MAX_BATCH_LINES) || 1;
  const totals = { applied: 0, unchanged: 0, refused: 0, replayed: 0 };
  for (let part = 0; part < parts; part++) {
    const lines = batch.lines.slice(part * MAX_BATCH_LINES, (part + 1) * MAX_BATCH_LINES);
    const report = await applyErpBatch(
      handle,
      kind,
      parts === 1 ? batchId : `${batchId}/${part + 1}`,
      lines,
      { today: shopDate(new Date()) },
    );
    totals.applied += report.applied;
    totals.unchanged += report.unchanged;
    totals.refused += report.refused;
    if (report.replayed) totals.replayed++;
    for (const line of report.lines) {
      if (line.outcome !== 'REFUSED') continue;
      const at = part * MAX_BATCH_LINES + line.line;
      console.error(
        `refused line ${at}${line.sku ? ` (${line.sku})` : ''}: ${line.message} [${line.reason}]`,
      );
    }
  }
  const replayed =
    totals.replayed > 0 ? ` (batch ${batchId} was applied before: nothing changed)` : '';
  console.log(
    `${kind}: ${totals.applied} applied, ${totals.unchanged} unchanged, ${totals.refused} refused${replayed}`,
  );
  if (totals.refused > 0) process.exitCode = 1;
} finally {
  await handle.close();
}
