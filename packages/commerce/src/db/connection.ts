import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema.ts';
import { logger } from '../engine/logger.ts';

export type Schema = typeof schema;
/** The one database type the engine codes against, whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Subscribes to a NOTIFY channel; resolves to an unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL connection string; when absent the embedded database is used. */
  url?: string | undefined;
  /** PGlite data folder, or `memory://` for a throw-away database. */
  dataDir?: string | undefined;
  /** Run migrations on open (default true). */
  migrate?: boolean;
}

const packageRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const migrationsFolder = path.join(packageRoot, 'drizzle');
export const repositoryRoot = path.resolve(packageRoot, '../..');
export const defaultDataDir = path.join(repositoryRoot, '.data', 'pglite');

/** Opens PostgreSQL when `url` (or DATABASE_URL) is set, the embedded PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions = {}): Promise<DatabaseHandle> {
  const url = options.url ?? process.env.DATABASE_URL;
  const handle = url ? await openPostgres(url) : await openPglite(options.dataDir);
  if (options.migrate !== false) await handle.migrate();
  return handle;
}

type OpenedHandle = DatabaseHandle & { migrate(): Promise<void> };

async function openPglite(
  dataDir = process.env.PGLITE_DATA_DIR ?? defaultDataDir,
): Promise<OpenedHandle> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir);
  const db = drizzlePglite({ client, schema }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    async notify(channel, payload) {
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string): Promise<OpenedHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
  });
  // An idle connection that the server drops (restart, failover) must not crash the process;
  // the pool replaces it and the next query reports any lasting problem.
  pool.on('error', (error) => logger.warn({ err: error }, 'idle PostgreSQL connection lost'));
  const db = drizzlePg({ client: pool, schema }) as unknown as Database;
  const listeners: pg.Client[] = [];
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    async listen(channel, onPayload) {
      // LISTEN needs a connection of its own that stays open; pooled clients get recycled.
      const client = new pg.Client({ connectionString: url });
      client.on('error', (error) => logger.warn({ err: error }, 'catalogue change listener lost'));
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      listeners.push(client);
      return async () => {
        listeners.splice(listeners.indexOf(client), 1);
        await client.end();
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await Promise.all(listeners.map((client) => client.end()));
      await pool.end();
    },
  };
}
