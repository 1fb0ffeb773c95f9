import { existsSync } from 'node:fs';
import path from 'node:path';
import { defaultDataDir } from './connection.ts';

/**
 * Why a command-line tool may not open the database now, or null when it may. PGlite is one
 * process's database: a second process opening the folder would corrupt it. While it is open,
 * PGlite keeps postmaster.pid in the folder. PostgreSQL (DATABASE_URL) takes any number.
 */
export function embeddedDatabaseBusy(env = process.env): string | null {
  if (env.DATABASE_URL) return null;
  return embeddedFolderBusy(env.PGLITE_DATA_DIR ?? defaultDataDir);
}

/** Why the embedded database in `dataDir` may not be opened now, or null when it may. */
export function embeddedFolderBusy(dataDir: string): string | null {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return null;
  return (
    `The embedded database in ${dataDir} is in use by another process (the shop or the API ` +
    'server). PGlite allows one process at a time: stop that process first, or run shop and ' +
    'CLI on PostgreSQL (DATABASE_URL). If nothing runs, a crashed process left ' +
    'postmaster.pid behind: delete it.'
  );
}
