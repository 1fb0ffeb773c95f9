import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchPostgres, type DatabaseKind } from './test-databases.ts';

/**
 * The database the test and the killed process share: a scratch PostgreSQL database, or a PGlite
 * folder on disk (one process at a time: the test closes its engine while the burst runs).
 */
export async function sharedDatabase(kind: DatabaseKind, name = 'killed_process') {
  if (kind === 'postgres') {
    const scratch = await createScratchPostgres(name);
    return { target: scratch.url, options: { databaseUrl: scratch.url }, drop: scratch.drop };
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'killed-pglite-'));
  return {
    target: dataDir,
    options: { dataDir },
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}
