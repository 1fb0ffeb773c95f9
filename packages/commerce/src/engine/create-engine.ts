import type { GraphQLSchema } from 'graphql';
import type { CatalogService, CatalogChange } from '../catalog/catalog-service.ts';
import { publishCatalogChange } from '../catalog/catalog-sync.ts';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { createGraphQLServer } from '../graphql/graphql-server.ts';
import { buildSchema } from '../graphql/schema.ts';
import { createResponseCache } from '../graphql/response-cache.ts';
import { memoryBudgetsFromEnv, type MemoryBudgets } from './memory-budgets.ts';
import { seedDemoFromEnv, seedIfEmpty } from './first-start.ts';
import { engineModules } from './modules.ts';
import type { EngineServices } from './services.ts';
import { logger } from './logger.ts';
import { engineReadiness, type EngineReadiness } from './readiness.ts';
import { mediaStoreFromEnv, type MediaStore } from '../media/media-store.ts';
import {
  createMailDelivery,
  type DeliveryRound,
  type MailDeliverySettings,
} from '../mail/mail-delivery.ts';
import type { PaymentProvider } from '../payment/payment-port.ts';
import { embeddedPaynlSimulator } from '../payment/module.ts';
import { createEngineMetrics } from '../observability/engine-metrics.ts';
import { metricsTokenFrom } from '../observability/metrics-endpoint.ts';
import { operationLog } from '../observability/operation-log.ts';
import { observedFetch } from '../observability/observed-fetch.ts';
import { requestContext } from '../observability/request-context.ts';
import { executeInProcess, type GraphQLResult } from './execute-in-process.ts';
import { createServices, followModuleChanges } from './module-wiring.ts';
import { engineRoute } from './engine-routes.ts';
import { startExpirySweeper } from './expiry-sweeper.ts';

// Callers (the apps, tests, benchmarks) import the in-process result type from here.
export type { GraphQLResult } from './execute-in-process.ts';

export interface EngineOptions {
  /** PostgreSQL connection string; defaults to DATABASE_URL, else the embedded database. */
  databaseUrl?: string;
  /** PGlite data folder (`memory://` for a throw-away one). */
  dataDir?: string;
  /** Folder served at /media; defaults to MEDIA_DIR or `.data/media`. */
  mediaDir?: string;
  /** Where media live; default from the environment: the bucket of MEDIA_S3_BUCKET, else `mediaDir`. */
  media?: MediaStore;
  /** Seed the demo shop into an empty database (default SEED_DEMO, else true). */
  seedIfEmpty?: boolean;
  /** Demo products seeded on first start (default SEED_PRODUCTS or 2000). */
  seedProducts?: number;
  /** The clock; tests pass a fixed one. */
  now?: () => Date;
  /** Cache anonymous query answers until the catalogue changes (default: ENGINE_RESPONSE_CACHE, on). */
  responseCache?: boolean;
  /** Byte bounds of the caches clients can fill (default from the environment, see memory-budgets.ts). */
  memory?: Partial<MemoryBudgets>;
  /** Browser origins besides the shop's own allowed to call the API (default CORS_ALLOWED_ORIGINS). */
  allowedOrigins?: readonly string[];
  /** Introspection and field suggestions (default: open outside production, GRAPHQL_INTROSPECTION=1). */
  openSchema?: boolean;
  /** Run the outbox's delivery worker (default: on unless MAIL_DELIVERY=off). */
  mailDelivery?: boolean;
  /** Mail transport and retry settings; default from the environment. */
  mail?: Omit<MailDeliverySettings, 'now'>;
  /** The payment provider in place of the payment module's own (tests, a local simulator). */
  paymentProvider?: PaymentProvider;
  /**
   * How often unpaid orders, reservations, sessions and reset links past their expiry are swept
   * (default ORDER_SWEEP_INTERVAL_MS or one minute; 0 turns the sweeper off).
   */
  orderSweepMs?: number;
  /** Largest catalogue CSV `/admin/catalog/import` takes (default CATALOG_IMPORT_MAX_BYTES or 50 MB). */
  catalogImportMaxBytes?: number;
  /** Bearer token that opens `/metrics` (default METRICS_TOKEN; none: closed, ADR 0031). */
  metricsToken?: string;
}

export interface CommerceEngine {
  /**
   * Serves GraphQL at `/graphql` (GET and POST), files at `/media/*`, and the sitemaps and
   * product feed at the shop's paths (`/sitemap.xml`, `/pages-sitemap`, `/products-sitemap[/n]`,
   * `/channable/feed`), and the staff's `/admin/content` and `/admin/catalog/import`.
   */
  fetch(request: Request): Promise<Response>;
  /** Runs a GraphQL operation in process (no HTTP), with optional request headers. */
  execute<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<GraphQLResult<T>>;
  /** Hears the cache tags made stale by catalogue and content changes, from any instance. */
  onChange(listener: (tags: string[]) => void): () => void;
  /** Announces a catalogue change made in the database to every engine on it. */
  publishCatalogChange(change: CatalogChange): Promise<void>;
  readonly catalog: CatalogService;
  readonly database: DatabaseHandle;
  /** Whether this engine should get traffic: database reachable, migrated, index loaded. */
  readiness(): Promise<EngineReadiness>;
  /** Sends the outbox's due mails now, whether or not the worker runs. */
  deliverDueMails(): Promise<DeliveryRound>;
  /** The modules' services, for in-process callers (the orders CLI, tests, benchmarks). */
  readonly services: EngineServices;
  close(): Promise<void>;
}

/** Opens the database (migrating it), seeds it when empty, builds the catalogue index. */
export async function createEngine(options: EngineOptions = {}): Promise<CommerceEngine> {
  // Started by a request (the storefront's first one): its timers and listeners (mail worker,
  // sweeper, change announcements) must not log that request's id for ever after.
  if (requestContext.getStore()) return requestContext.exit(() => createEngine(options));
  const started = Date.now();
  const now = options.now ?? (() => new Date());
  const media = options.media ?? mediaStoreFromEnv(options.mediaDir);
  const metricsToken = metricsTokenFrom(options.metricsToken ?? process.env.METRICS_TOKEN);
  const metrics = createEngineMetrics({ processMetrics: Boolean(metricsToken) });
  // Read before the database opens: a wrong value stops the start before anything is written.
  const seedDemo = options.seedIfEmpty ?? seedDemoFromEnv(process.env.SEED_DEMO);
  const database = await openDatabase({ url: options.databaseUrl, dataDir: options.dataDir });
  if (seedDemo) {
    // Instances starting together on one empty database seed it once.
    await database.exclusively(() =>
      seedIfEmpty(
        database,
        { products: options.seedProducts ?? numberFromEnv('SEED_PRODUCTS'), media, now: now() },
        logger,
      ),
    );
  }
  const services = await createServices(
    engineModules,
    { database, now, services: {}, events: metrics.events },
    options.paymentProvider ? { payment: options.paymentProvider } : {},
  );
  const { catalog } = services;
  const mailDelivery = createMailDelivery(database.db, {
    unsubscribeUrl: (recipient, locale) =>
      services.newsletter.footerUnsubscribeUrl(recipient, locale),
    ...options.mail,
    now,
  });
  if (options.mailDelivery ?? process.env.MAIL_DELIVERY !== 'off') mailDelivery.start();
  const paynlSimulator = embeddedPaynlSimulator(services.payment);
  const printSchema = () =>
    buildSchema(engineModules, {
      filterableAttributes: [...catalog.referenceData.attributes.values()],
    });
  let schema: GraphQLSchema = printSchema();
  metrics.started((Date.now() - started) / 1000);
  logger.info(
    { products: catalog.productCount, ms: Date.now() - started, database: database.kind },
    'engine ready',
  );

  const memory = { ...memoryBudgetsFromEnv(), ...options.memory };
  const cache = createResponseCache({
    ttlMs: 10_000,
    maxBytes: memory.responseCacheBytes,
    maxEntryBytes: Math.min(memory.responseCacheEntryBytes, memory.responseCacheBytes),
    now,
    onLookup: (hit) => metrics.cacheLookup(hit),
  });
  const useCache = options.responseCache ?? process.env.ENGINE_RESPONSE_CACHE !== 'off';
  const listeners = new Set<(tags: string[]) => void>();
  const stopFollowing = await followModuleChanges(engineModules, services, database, {
    onApplied({ tags, schemaChanged }) {
      if (schemaChanged) schema = printSchema();
      cache.clear();
      if (tags.length === 0) return;
      for (const listener of listeners) listener(tags);
    },
    onError: (error) => logger.error({ err: error }, 'applying an announced change failed'),
    onTimed(module, seconds) {
      metrics.changeApplied(module, seconds);
      // With the operation log (LOG_LEVEL=debug): when an instance had a change in its caches.
      logger.debug({ module, ms: Math.round(seconds * 1000) }, 'announced change applied');
    },
  });
  metrics.watch({
    database,
    productCount: () => catalog.productCount,
    outboxCounts: () => mailDelivery.outboxCounts(),
    responseCacheBytes: () => cache.bytes,
  });

  const yoga = createGraphQLServer({
    services,
    schema: () => schema,
    now,
    // The metrics and the operation log first: they see answers the cache gives as well.
    plugins: [metrics.graphqlPlugin, operationLog(), ...(useCache ? [cache.plugin] : [])],
    allowedOrigins: options.allowedOrigins,
    openSchema: options.openSchema,
    documentCacheBytes: memory.documentCacheBytes,
  });

  const fetch = observedFetch(
    engineRoute({
      database,
      services,
      media,
      metrics,
      metricsToken,
      yoga,
      paynlSimulator,
      catalogImportMaxBytes: options.catalogImportMaxBytes,
    }),
    metrics,
  );

  const sweepMs = options.orderSweepMs ?? numberFromEnv('ORDER_SWEEP_INTERVAL_MS') ?? 60_000;
  const sweeper = startExpirySweeper(services, sweepMs);

  return {
    fetch,
    services,
    execute: (query, variables, headers) => executeInProcess(yoga, query, variables, headers),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    publishCatalogChange: (change) => publishCatalogChange(database, change),
    catalog,
    database,
    deliverDueMails: () => mailDelivery.deliverDueMails(),
    readiness: () => engineReadiness(database, catalog),
    async close() {
      await mailDelivery.stop();
      await sweeper.stop();
      await services.customers.settled();
      await stopFollowing();
      paynlSimulator?.close();
      await database.close();
    },
  };
}

function numberFromEnv(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}
