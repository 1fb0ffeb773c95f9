import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder, type DatabaseHandle } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';

export interface EngineReadiness {
  ready: boolean;
  /** The database answered a query. */
  database: boolean;
  /** Every migration this build knows is applied (a newer build's may be applied too). */
  migrations: boolean;
  /** Products in the in-memory catalogue index. */
  products: number;
}

/** The newest migration this build ships, as drizzle records it (`created_at` = `when`). */
const newestMigration: number = (() => {
  const journal = JSON.parse(
    readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] };
  return Math.max(...journal.entries.map((entry) => entry.when));
})();

/**
 * What `/readyz` reports: the database reachable, this build's migrations applied, the catalogue
 * index loaded. Cheap: one small query, nothing cached.
 */
export async function engineReadiness(
  database: DatabaseHandle,
  catalog: CatalogService,
): Promise<EngineReadiness> {
  let reachable = false;
  let migrated = false;
  try {
    const result = await database.db.execute(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    reachable = true;
    const { rows } = result as unknown as { rows: { newest: string | null }[] };
    const newest = Number(rows[0]?.newest ?? 0);
    migrated = newest >= newestMigration;
  } catch {
    // Unreachable (or the migrations table is missing): not ready.
  }
  const products = catalog.productCount;
  return { ready: reachable && migrated, database: reachable, migrations: migrated, products };
}
