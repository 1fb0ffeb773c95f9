import { sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';

/** The advisory lock class of catalogue imports (the cart uses 7301, content imports 7302). */
const catalogImportLock = 7320;

/** Another catalogue import holds the database's import lock. */
export class ImportLockedError extends Error {
  readonly code = 'IMPORT_RUNNING';
  constructor() {
    super('Another catalogue import is running on this database; try again when it has finished.');
  }
}

/** PGlite databases of this process with an import running: PGlite has one process and session. */
const runningOnPglite = new WeakSet<Database>();

/**
 * Runs `work` holding the database's catalogue import lock, so two imports (two processes, or
 * the CLI and the upload endpoint) never interleave their checks and writes; a second one is
 * refused at once with `ImportLockedError` rather than queued behind an import of minutes.
 *
 * On PostgreSQL the lock is `pg_try_advisory_xact_lock` in a transaction of its own that stays
 * open while the import runs on other connections of the pool: it is let go when the import
 * ends, and by the server when the process dies. PGlite serves one process through one session,
 * where an advisory lock would always be granted again, so the process remembers the import.
 */
export async function withImportLock<T>(
  handle: DatabaseHandle,
  work: () => Promise<T>,
): Promise<T> {
  if (handle.kind === 'pglite') {
    if (runningOnPglite.has(handle.db)) throw new ImportLockedError();
    runningOnPglite.add(handle.db);
    try {
      return await work();
    } finally {
      runningOnPglite.delete(handle.db);
    }
  }
  return handle.db.transaction(async (tx) => {
    const result = await tx.execute(
      sql`select pg_try_advisory_xact_lock(${catalogImportLock}, 0) as locked`,
    );
    const [row] = (result as unknown as { rows: { locked: boolean }[] }).rows;
    if (!row?.locked) throw new ImportLockedError();
    return work();
  });
}
