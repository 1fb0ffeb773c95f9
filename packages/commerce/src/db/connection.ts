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
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. A lost listening
   * connection is re-established; `onResume` then runs, since announcements made in the gap
   * were missed.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onResume?: () => void,
  ): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Runs `work` while no other process on this database runs its own: instances starting at
   * once on one PostgreSQL migrate and seed one after the other (a PostgreSQL advisory lock).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
  /** The PostgreSQL pool's connections now; absent for the embedded database (one connection). */
  poolUse?(): PoolUse;
  close(): Promise<void>;
}

export interface PoolUse {
  /** Connections open, idle among them, queries waiting for one, and the pool's bound. */
  total: number;
  idle: number;
  waiting: number;
  max: number;
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
  if (options.migrate !== false) await handle.exclusively(() => handle.migrate());
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
    // One process holds an embedded database: nothing else can run at the same time.
    exclusively: (work) => work(),
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
  const listeners: Subscription[] = [];
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db as never, { migrationsFolder }),
    async listen(channel, onPayload, onResume) {
      const subscription = await listenWithReconnect(url, channel, onPayload, onResume);
      listeners.push(subscription);
      return async () => {
        listeners.splice(listeners.indexOf(subscription), 1);
        await subscription.stop();
      };
    },
    async notify(channel, payload) {
      await pool.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async exclusively(work) {
      // A session lock on a connection of its own, held until the work is done; the work itself
      // uses the pool.
      const holder = await pool.connect();
      try {
        await holder.query('select pg_advisory_lock($1)', [startupLock]);
        try {
          return await work();
        } finally {
          await holder.query('select pg_advisory_unlock($1)', [startupLock]);
        }
      } finally {
        holder.release();
      }
    },
    poolUse: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max,
    }),
    async close() {
      await Promise.all(listeners.map((subscription) => subscription.stop()));
      await pool.end();
    },
  };
}

/** The advisory lock class of start-up work (migrating, seeding); the cart uses 7301. */
const startupLock = 7300;

interface Subscription {
  stop(): Promise<void>;
}

/** Waits before the n-th reconnection attempt: 0.5 s doubling up to 30 s. */
export const reconnectDelayMs = (attempt: number) => Math.min(30_000, 500 * 2 ** attempt);

/**
 * LISTEN on a connection of its own (pooled clients get recycled). When the server drops it
 * (restart, failover, a terminated backend) it reconnects with backoff and calls `onResume`.
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onResume: (() => void) | undefined,
): Promise<Subscription> {
  let client: pg.Client | null = null;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('error', (error) => logger.warn({ err: error, channel }, 'change listener lost'));
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('end', () => {
      if (client === next && !stopped) reconnect(0);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };

  const reconnect = (attempt: number) => {
    client = null;
    timer = setTimeout(() => {
      if (stopped) return;
      connect().then(
        () => {
          logger.info({ channel, attempt }, 'change listener reconnected');
          onResume?.();
        },
        (error: unknown) => {
          logger.warn({ err: error, channel, attempt }, 'change listener reconnect failed');
          if (!stopped) reconnect(attempt + 1);
        },
      );
    }, reconnectDelayMs(attempt));
  };

  await connect();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await client?.end().catch(() => undefined);
    },
  };
}
