import { performance } from 'node:perf_hooks';
import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../db/connection.ts';
import type { EngineEvents } from '../engine/engine-events.ts';
import { knownOperationNames } from './known-operations.ts';

/** What the metrics read when scraped: the state shared by all instances lives in the database. */
export interface MetricSources {
  database: DatabaseHandle;
  productCount(): number;
  outboxCounts(): Promise<Record<string, number>>;
  responseCacheBytes(): number;
}

/**
 * The engine's routes as metric labels: a fixed list, so a client asking for invented paths
 * adds no series (they all count as `not_found`).
 */
export function routeOf(pathname: string): string {
  if (pathname === '/graphql') return 'graphql';
  if (pathname.startsWith('/media/')) return 'media';
  if (pathname === '/metrics') return 'metrics';
  if (pathname === '/admin/content') return 'admin_content';
  if (pathname === '/admin/catalog/import') return 'admin_catalog_import';
  if (pathname.startsWith('/admin/erp/')) return 'admin_erp';
  if (pathname === '/paynl/exchange') return 'paynl_exchange';
  if (pathname.startsWith('/paynl-simulator/')) return 'paynl_simulator';
  if (/^\/(sitemap\.xml|pages-sitemap|products-sitemap|channable\/feed)/.test(pathname)) {
    return 'feed';
  }
  return 'other';
}

const methods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
const paymentOutcomes = new Set(['paid', 'cancelled', 'denied', 'expired']);
const latencyBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** A known operation's name, else `other`; nothing a client writes becomes a label of its own. */
export function operationLabel(name: string | undefined | null): string {
  return name && knownOperationNames.has(name) ? name : 'other';
}

export type EngineMetrics = ReturnType<typeof createEngineMetrics>;

/**
 * The engine's Prometheus metrics, in a registry of its own (several engines in one process,
 * as in the tests, never share counters). Process metrics (CPU, memory, event loop) are added
 * only when the metrics are served (`processMetrics`).
 */
export function createEngineMetrics(options: { processMetrics: boolean }) {
  const registry = new Registry();
  if (options.processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'commerce_http_requests_total',
    help: 'HTTP requests the engine answered, by route, method and status.',
    labelNames: ['route', 'method', 'status'] as const,
    registers,
  });
  const requestSeconds = new Histogram({
    name: 'commerce_http_request_duration_seconds',
    help: 'Time to answer an HTTP request (until the response head), by route.',
    labelNames: ['route'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const operations = new Counter({
    name: 'commerce_graphql_operations_total',
    help: 'GraphQL operations executed (HTTP and in process), by name, type and outcome.',
    labelNames: ['operation', 'type', 'outcome'] as const,
    registers,
  });
  const operationSeconds = new Histogram({
    name: 'commerce_graphql_operation_duration_seconds',
    help: 'Time to execute a GraphQL operation (answers from the response cache included).',
    labelNames: ['operation', 'type'] as const,
    buckets: latencyBuckets,
    registers,
  });
  const ordersPlaced = new Counter({
    name: 'commerce_orders_placed_total',
    help: 'Orders placed by this instance (a retry answered with the same order is not counted).',
    registers,
  });
  const payments = new Counter({
    name: 'commerce_payments_total',
    help: 'Payment statuses applied to orders: paid, cancelled, denied, expired (the order moved), pending, or repeat (news the order had already taken).',
    labelNames: ['outcome'] as const,
    registers,
  });
  const cacheLookups = new Counter({
    name: 'commerce_response_cache_lookups_total',
    help: 'Lookups of cacheable anonymous GraphQL answers in the response cache: hit or miss.',
    labelNames: ['result'] as const,
    registers,
  });
  const changeSeconds = new Histogram({
    name: 'commerce_change_apply_seconds',
    help: 'Time to apply an announced change in memory, by module (catalog: the index reload).',
    labelNames: ['module'] as const,
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers,
  });
  const indexBuildSeconds = new Gauge({
    name: 'commerce_catalog_index_build_seconds',
    help: 'Time the engine took to start: open and migrate the database, load the catalogue index.',
    registers,
  });

  return {
    registry,
    /** Counts one HTTP request the engine answered. */
    observeRequest(route: string, method: string, status: number, seconds: number) {
      const methodLabel = methods.has(method) ? method : 'other';
      requests.inc({ route, method: methodLabel, status: String(status) });
      requestSeconds.observe({ route }, seconds);
    },
    /** First in yoga's plugin list, so answers the response cache gives are timed too. */
    graphqlPlugin: {
      onExecute({ args }) {
        const started = performance.now();
        const definition = getOperationAST(args.document, args.operationName ?? undefined);
        const labels = {
          operation: operationLabel(definition?.name?.value),
          type: definition?.operation ?? 'unknown',
        };
        return {
          onExecuteDone({ result }) {
            const failed = !(Symbol.asyncIterator in result) && Boolean(result.errors?.length);
            operations.inc({ ...labels, outcome: failed ? 'error' : 'ok' });
            operationSeconds.observe(labels, (performance.now() - started) / 1000);
          },
        };
      },
    } satisfies Plugin,
    cacheLookup(hit: boolean) {
      cacheLookups.inc({ result: hit ? 'hit' : 'miss' });
    },
    changeApplied(module: string, seconds: number) {
      changeSeconds.observe({ module }, seconds);
    },
    started(seconds: number) {
      indexBuildSeconds.set(seconds);
    },
    events: {
      orderPlaced: () => ordersPlaced.inc(),
      paymentApplied(state, changed) {
        const moved = state.toLowerCase();
        const outcome =
          state === 'PENDING'
            ? 'pending'
            : !changed
              ? 'repeat'
              : paymentOutcomes.has(moved)
                ? moved
                : 'other';
        payments.inc({ outcome });
      },
    } satisfies EngineEvents,
    /** Gauges read at scrape time from the engine's parts and the shared database. */
    watch(sources: MetricSources) {
      new Gauge({
        name: 'commerce_catalog_products',
        help: 'Products in this instance’s catalogue index.',
        registers,
        collect() {
          this.set(sources.productCount());
        },
      });
      new Gauge({
        name: 'commerce_mail_outbox',
        help: 'Mails in the outbox (shared by all instances) by status: pending is the depth, failed gave up.',
        labelNames: ['status'] as const,
        registers,
        async collect() {
          for (const [status, count] of Object.entries(await sources.outboxCounts())) {
            this.set({ status }, count);
          }
        },
      });
      new Gauge({
        name: 'commerce_response_cache_bytes',
        help: 'Bytes of answers held in the response cache.',
        registers,
        collect() {
          this.set(sources.responseCacheBytes());
        },
      });
      new Gauge({
        name: 'commerce_database_info',
        help: 'The database the engine runs on (1 for its kind: postgres or pglite).',
        labelNames: ['kind'] as const,
        registers,
      }).set({ kind: sources.database.kind }, 1);
      const { poolUse } = sources.database;
      if (poolUse) {
        new Gauge({
          name: 'commerce_database_pool_connections',
          help: 'PostgreSQL pool: connections open (total), idle, queries waiting for one, and the bound (max).',
          labelNames: ['state'] as const,
          registers,
          collect() {
            for (const [state, count] of Object.entries(poolUse())) this.set({ state }, count);
          },
        });
      }
    },
  };
}
