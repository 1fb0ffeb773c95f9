/**
 * The one place a benchmark gets its database. A benchmark writes tens of thousands of rows, so
 * it never opens a database that may hold a shop:
 *
 * - PostgreSQL: a database of its own, uniquely named `bench_<label>_<pid>_<time>`, created on
 *   the configured server (BENCH_POSTGRES_URL, else 127.0.0.1:5432) and dropped by `close()`;
 *   only the statements `create database` and `drop database` go to the server's own database.
 * - PGlite: in memory, a temporary folder, or a folder of the bench's own (`.data/bench-*`,
 *   kept between runs because seeding 20,000 products is the slow part).
 *
 * DATABASE_URL and PGLITE_DATA_DIR name the shop's database. The engine falls back to them when
 * it is given no database, so the first call here takes them out of this process's environment
 * (and so out of any process it starts): an engine opened without explicit options then gets
 * the in-memory PGlite, never the shop.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { defaultDataDir, repositoryRoot } from '../src/db/connection.ts';
import {
  createEngine,
  type CommerceEngine,
  type EngineOptions,
} from '../src/engine/create-engine.ts';

export type BenchKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: BenchKind;
  /** What to hand to `createEngine`: always an explicit database. */
  where: { databaseUrl: string } | { dataDir: string };
  /** The PostgreSQL database's URL, or the PGlite folder (`memory://` in memory). */
  location: string;
  /** Drops the PostgreSQL database or removes the temporary folder (not a kept one). */
  close(): Promise<void>;
}

export interface BenchDatabaseOptions {
  /** PostgreSQL server to create the database on (any database of it; default below). */
  server?: string | undefined;
  /** PostgreSQL: keep the database after `close()` (its name is printed). */
  keep?: boolean | undefined;
  /**
   * PostgreSQL: use the fixed name `bench_<label>`, reused when it exists and kept, so a large
   * seeded catalogue is made once.
   */
  reuse?: boolean | undefined;
  /** PGlite: `memory` (default), `temporary` (a folder removed by close), or a bench folder. */
  pglite?: 'memory' | 'temporary' | { folder: string } | undefined;
}

export class ShopDatabaseRefused extends Error {
  override name = 'ShopDatabaseRefused';
}

/** The shop's databases this process was given, remembered when they leave the environment. */
const shop = { urls: new Set<string>(), folders: new Set<string>([path.resolve(defaultDataDir)]) };
const benchFolderRoot = path.join(repositoryRoot, '.data');

export function benchServerUrl(): string {
  return process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** Takes the shop's database out of the environment: nothing in this process falls back to it. */
export function forgetShopDatabase(): void {
  if (process.env.DATABASE_URL) shop.urls.add(process.env.DATABASE_URL);
  if (process.env.PGLITE_DATA_DIR) shop.folders.add(path.resolve(process.env.PGLITE_DATA_DIR));
  delete process.env.DATABASE_URL;
  delete process.env.PGLITE_DATA_DIR;
}

export async function openBenchDatabase(
  kind: BenchKind,
  label: string,
  options: BenchDatabaseOptions = {},
): Promise<BenchDatabase> {
  forgetShopDatabase();
  if (!/^[a-z][a-z0-9_]*$/.test(label)) throw new Error(`bench label ${label}: a-z, 0-9 and _`);
  return kind === 'postgres' ? openPostgres(label, options) : openPglite(options.pglite);
}

async function openPostgres(label: string, options: BenchDatabaseOptions): Promise<BenchDatabase> {
  const server = options.server ?? benchServerUrl();
  const name = options.reuse
    ? `bench_${label}`
    : `bench_${label}_${process.pid}_${Date.now().toString(36)}`;
  const url = new URL(server);
  url.pathname = `/${name}`;
  if ([...shop.urls].some((shopUrl) => sameDatabase(url, new URL(shopUrl)))) {
    throw new ShopDatabaseRefused(
      `${name} on ${url.host} is the shop's database (DATABASE_URL); a benchmark never writes into it.`,
    );
  }
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name]))
      .rowCount;
    if (exists && !options.reuse) throw new Error(`database ${name} exists already`);
    if (!exists) await admin.query(`create database ${pg.escapeIdentifier(name)}`);
  } finally {
    await admin.end();
  }
  const keep = options.keep || options.reuse;
  return {
    kind: 'postgres',
    where: { databaseUrl: url.toString() },
    location: url.toString(),
    async close() {
      if (keep) return void console.log(`kept database ${name}`);
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`);
      await client.end();
    },
  };
}

async function openPglite(choice: BenchDatabaseOptions['pglite'] = 'memory') {
  if (choice === 'memory') {
    return {
      kind: 'pglite',
      where: { dataDir: 'memory://' },
      location: 'memory://',
      close: async () => {},
    } as const;
  }
  if (choice === 'temporary') {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'bench-pglite-'));
    return {
      kind: 'pglite',
      where: { dataDir: folder },
      location: folder,
      close: () => rm(folder, { recursive: true, force: true }),
    } as const;
  }
  const folder = path.resolve(choice.folder);
  const ownFolder =
    path.dirname(folder) === benchFolderRoot && path.basename(folder).startsWith('bench-');
  if (shop.folders.has(folder) || !ownFolder) {
    throw new ShopDatabaseRefused(
      `${folder} is not a benchmark's folder (.data/bench-*); a benchmark never writes into the shop's.`,
    );
  }
  return {
    kind: 'pglite',
    where: { dataDir: folder },
    location: folder,
    close: async () => {},
  } as const;
}

function sameDatabase(a: URL, b: URL): boolean {
  const port = (url: URL) => url.port || '5432';
  const host = (url: URL) => (url.hostname === 'localhost' ? '127.0.0.1' : url.hostname);
  return host(a) === host(b) && port(a) === port(b) && a.pathname === b.pathname;
}

/** A seeded engine on a bench database; `close()` closes both. */
export async function openBenchEngine(
  kind: BenchKind,
  label: string,
  engineOptions: Omit<EngineOptions, 'databaseUrl' | 'dataDir'>,
  options: BenchDatabaseOptions = {},
): Promise<{ engine: CommerceEngine; database: BenchDatabase; close(): Promise<void> }> {
  const database = await openBenchDatabase(kind, label, options);
  const engine = await createEngine({ ...engineOptions, ...database.where }).catch(
    async (error: unknown) => {
      await database.close();
      throw error;
    },
  );
  return {
    engine,
    database,
    async close() {
      await engine.close();
      await database.close();
    },
  };
}

/** Parses a `--kinds pglite,postgres` value. */
export function benchKinds(value: string): BenchKind[] {
  return value.split(',').map((kind) => {
    const trimmed = kind.trim();
    if (trimmed !== 'pglite' && trimmed !== 'postgres') throw new Error(`unknown kind ${kind}`);
    return trimmed;
  });
}
