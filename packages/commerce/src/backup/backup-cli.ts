/**
 * `npm run backup -- <file>` and `npm run restore -- <file>` (script argument picks which):
 * the database `DATABASE_URL` names, else the embedded one in PGLITE_DATA_DIR (default
 * .data/pglite). The embedded database is refused while the shop has its folder open: stop the
 * shop first.
 */
import { defaultDataDir } from '../db/connection.ts';
import { backupDatabase, restoreDatabase, type BackupTarget } from './backup.ts';

const [action, file] = process.argv.slice(2);
if ((action !== 'backup' && action !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file>   |   npm run restore -- <file>');
  process.exit(2);
}
const target: BackupTarget = process.env.DATABASE_URL
  ? { databaseUrl: process.env.DATABASE_URL }
  : { dataDir: process.env.PGLITE_DATA_DIR ?? defaultDataDir };
const where = 'databaseUrl' in target ? 'the PostgreSQL database' : target.dataDir;
try {
  if (action === 'backup') {
    const kind = await backupDatabase(target, file);
    console.log(
      `${kind === 'postgres' ? 'pg_dump' : 'PGlite dump'} of ${where} written to ${file}`,
    );
  } else {
    await restoreDatabase(target, file);
    console.log(`${file} restored into ${where}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
