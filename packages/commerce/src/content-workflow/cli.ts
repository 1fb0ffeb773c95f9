/**
 * `npm run content -- export <dir>`, `import <dir>`, `validate <dir>`: the shop's content as JSON
 * documents in a folder (docs/staff.md, "Editing content").
 *
 * Where it goes: with `--url` (or CONTENT_ADMIN_URL) to that running engine's `/admin/content`;
 * else with DATABASE_URL straight into PostgreSQL (every engine on it hears the change); else,
 * while a shop holds the embedded database, to the shop at SHOP_URL (default
 * http://localhost:3000) `/api/admin/content`; else straight into the embedded database. Over
 * HTTP it needs ADMIN_API_KEY, the shop's staff key.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { defaultDataDir, openDatabase } from '../db/connection.ts';
import type { ExportAnswer, ImportAnswer } from './admin-endpoint.ts';
import {
  DocumentError,
  checkDocuments,
  exportDocuments,
  importDocuments,
  type DocumentFile,
  type ImportSummary,
} from './content-documents.ts';
import { readDocumentDirectory, writeDocumentDirectory } from './document-directory.ts';

const usage = `Usage:
  npm run content -- export <dir>     write every page, layout piece, deal and store to <dir>
  npm run content -- validate <dir>   check the documents in <dir>; changes nothing
  npm run content -- import <dir>     check every document, then apply all of them or none
Options:
  --url <address>   a running engine's /admin/content (default: see docs/staff.md, "Editing content")`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { url: { type: 'string' } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const [command, directory] = positionals;
if (!command || !['export', 'import', 'validate'].includes(command) || !directory) fail(usage);
// npm runs the script in the engine's folder; a relative <dir> means where it was typed.
const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), directory);

type Target = { kind: 'http'; url: string; heldFolder?: string } | { kind: 'database' };

/** The running shop when there is one to talk to, else the database itself. */
function chooseTarget(): Target {
  const url = values.url ?? process.env.CONTENT_ADMIN_URL;
  if (url) return { kind: 'http', url };
  if (process.env.DATABASE_URL) return { kind: 'database' };
  // PGlite is one process's database; while it is open, it keeps postmaster.pid in its folder.
  const dataDir = process.env.PGLITE_DATA_DIR ?? defaultDataDir;
  if (existsSync(path.join(dataDir, 'postmaster.pid'))) {
    const shop = (process.env.SHOP_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
    return { kind: 'http', url: `${shop}/api/admin/content`, heldFolder: dataDir };
  }
  return { kind: 'database' };
}

async function callShop(target: Target & { kind: 'http' }, init: RequestInit): Promise<Response> {
  const { url } = target;
  const key = process.env.ADMIN_API_KEY;
  if (!key) {
    fail(
      `The shop at ${url} is running: the documents go through it, which needs its staff key. ` +
        'Set ADMIN_API_KEY to the key the shop runs with.',
    );
  }
  try {
    return await fetch(url, {
      ...init,
      headers: { ...init.headers, 'x-admin-key': key },
      signal: AbortSignal.timeout(120_000),
    });
  } catch (error) {
    fail(
      `Could not reach ${url}: ${(error as Error).message}` +
        (target.heldFolder
          ? `. The embedded database in ${target.heldFolder} looks in use (postmaster.pid), so ` +
            'the documents go through the running shop: set SHOP_URL to its address. If no ' +
            'shop runs, a stopped process left postmaster.pid behind: delete it.'
          : ''),
    );
  }
}

async function readAnswer<T>(response: Response, url: string): Promise<T> {
  const body = (await response.json().catch(() => null)) as
    (T & { error?: string; message?: string }) | null;
  if (!body) fail(`${url} answered ${response.status} without a readable body.`);
  if (response.status === 422) return body;
  if (!response.ok) fail(`${url} refused: ${response.status} ${body.message ?? body.error ?? ''}`);
  return body;
}

async function exportTo(target: Target): Promise<{ files: DocumentFile[]; problems: string[] }> {
  if (target.kind === 'http') {
    const body = await readAnswer<ExportAnswer>(await callShop(target, {}), target.url);
    return { files: body.documents, problems: body.problems };
  }
  const handle = await openDatabase();
  try {
    const { files, problems } = await exportDocuments(handle);
    return { files, problems: problems.map((problem) => problem.message) };
  } finally {
    await handle.close();
  }
}

async function importFrom(target: Target, files: DocumentFile[]): Promise<ImportSummary> {
  if (target.kind === 'http') {
    const response = await callShop(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ documents: files }),
    });
    const body = await readAnswer<ImportAnswer>(response, target.url);
    if ('imported' in body) return body.imported;
    fail(`Refused, nothing changed: ${body.message}`);
  }
  const handle = await openDatabase();
  try {
    return await importDocuments(handle, files);
  } finally {
    await handle.close();
  }
}

const where = (target: Target) =>
  target.kind === 'http' ? `the running shop (${target.url})` : 'the database';
const counted = (summary: ImportSummary) =>
  Object.entries(summary)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');

try {
  if (command === 'export') {
    const target = chooseTarget();
    const { files, problems } = await exportTo(target);
    await writeDocumentDirectory(folder, files);
    console.log(`Exported ${files.length} documents from ${where(target)} to ${folder}`);
    for (const problem of problems) console.warn(`Stored, but would be refused: ${problem}`);
  } else {
    if (!existsSync(folder)) fail(`No folder ${folder}`);
    const files = await readDocumentDirectory(folder);
    if (command === 'validate') {
      checkDocuments(files);
      console.log(`${files.length} documents are valid (nothing was changed)`);
    } else {
      checkDocuments(files);
      const target = chooseTarget();
      const started = performance.now();
      const summary = await importFrom(target, files);
      const ms = Math.round(performance.now() - started);
      console.log(`Imported ${counted(summary)} into ${where(target)} in ${ms} ms`);
    }
  }
} catch (error) {
  if (error instanceof DocumentError) fail(`Refused, nothing changed: ${error.message}`);
  throw error;
}
