/**
 * Backups of the shop's database. PostgreSQL: `pg_dump --format=custom` (consistent while the
 * shop runs) and `pg_restore` into an empty database. The embedded database: PGlite's own dump
 * of its data folder (a .tar.gz), taken while the shop is stopped, since one process at a time
 * may open that folder; restored into a new, empty folder.
 */
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { embeddedFolderBusy } from '../db/embedded-in-use.ts';

const run = promisify(execFile);

export type BackupTarget = { databaseUrl: string } | { dataDir: string };

/** Writes a backup of the database to `file`; resolves to its kind. */
export async function backupDatabase(
  source: BackupTarget,
  file: string,
): Promise<'postgres' | 'pglite'> {
  if ('databaseUrl' in source) {
    await run('pg_dump', ['--format=custom', '--no-owner', '--file', file, source.databaseUrl]);
    return 'postgres';
  }
  if (!existsSync(source.dataDir)) throw new Error(`No embedded database at ${source.dataDir}.`);
  // Opening the folder beside the shop would give two processes one PGlite database.
  const busy = embeddedFolderBusy(source.dataDir);
  if (busy) throw new Error(busy);
  const client = await PGlite.create(source.dataDir);
  try {
    const dump = await client.dumpDataDir('gzip');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return 'pglite';
}

/**
 * Restores `file` into an empty target: a PostgreSQL database without tables, or a data folder
 * that does not exist or is empty. A target with data is refused rather than mixed.
 */
export async function restoreDatabase(target: BackupTarget, file: string): Promise<void> {
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ tables: number }>(
        `select count(*)::int as tables from information_schema.tables
         where table_schema not in ('pg_catalog', 'information_schema')`,
      );
      if (rows[0]!.tables > 0) {
        throw new Error('The target database has tables: restore into a new, empty database.');
      }
    } finally {
      await client.end();
    }
    await run('pg_restore', [
      '--no-owner',
      '--exit-on-error',
      '--dbname',
      target.databaseUrl,
      file,
    ]);
    return;
  }
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    throw new Error(`${target.dataDir} is not empty: restore into a new folder.`);
  }
  const dump = new Blob([await readFile(file)]);
  const client = await PGlite.create({ dataDir: target.dataDir, loadDataDir: dump });
  await client.close();
}
