/**
 * Catalogue benchmark: listing with facets, the same with two filters, full-text search and
 * autocomplete (shoppers' words, and the costliest texts the engine accepts) at several catalogue sizes, in process (GraphQL execution, response cache off, so
 * every request runs the listing) and over HTTP against the standalone server at 16
 * connections, once with the response cache (the default) and once without.
 *
 *   npm run bench                      sizes 2000, 20000, 100000
 *   npm run bench -- --sizes 2000      chosen sizes
 *   npm run bench -- --json            also writes bench-results/catalog.json
 *   npm run bench -- --languages-only  only the search in four languages, in memory (no database)
 *
 * Each size gets its own embedded database under .data/bench-<size>, seeded on the first run
 * and reused afterwards. Every size then measures search in four languages (ADR 0040) in memory
 * on the synthetic catalogue with fr, de and en texts (language-index-bench.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { CatalogService } from '../src/catalog/catalog-service.ts';
import { repositoryRoot } from '../src/db/connection.ts';
import { createEngine, type CommerceEngine } from '../src/engine/create-engine.ts';
import { openBenchDatabase } from './bench-database.ts';
import { languageIndexBench, printLanguageRow } from './language-index-bench.ts';
import {
  autocompletePrefixes,
  autocompleteQuery,
  cutShortSearchTerms,
  listingQuery,
  searchQuery,
  searchTerms,
  worstAutocompleteTexts,
  worstSearchTexts,
} from './catalog-queries.ts';
import { round, summarise } from './stats.ts';

const { values } = parseArgs({
  options: {
    sizes: { type: 'string', default: '2000,20000,100000' },
    json: { type: 'boolean', default: false },
    iterations: { type: 'string', default: '400' },
    duration: { type: 'string', default: '5' },
    'skip-http': { type: 'boolean', default: false },
    'languages-only': { type: 'boolean', default: false },
  },
});
const sizes = values.sizes.split(',').map(Number);
const iterations = Number(values.iterations);
const httpSeconds = Number(values.duration);
const mediaDir = path.join(repositoryRoot, '.data', 'bench-media');

interface Operation {
  name: string;
  query: string;
  variables: Record<string, unknown>[];
  /**
   * Measure each variables set on its own and report the costliest: a median over a mix of
   * texts would hide the one slow text among cheap ones.
   */
  worstOf?: boolean;
}

async function main() {
  const report: Record<string, unknown>[] = [];
  for (const size of sizes) {
    if (values['languages-only']) {
      const languages = languageIndexBench(size, iterations);
      printLanguageRow(languages);
      report.push({ products: size, languages });
      continue;
    }
    const benchDatabase = await openBenchDatabase('pglite', 'catalog', {
      pglite: { folder: path.join(repositoryRoot, '.data', `bench-${size}`) },
    });
    const dataDir = benchDatabase.location;
    process.stdout.write(`\n== ${size} products (${dataDir}) ==\n`);
    const seedStarted = Date.now();
    const engine = await createEngine({
      dataDir,
      mediaDir,
      seedProducts: size,
      responseCache: false,
    });
    const startMs = Date.now() - seedStarted;

    const buildStarted = performance.now();
    await CatalogService.load(engine.database.db);
    const indexBuildMs = round(performance.now() - buildStarted);

    const operations = await chooseOperations(engine);
    const inProcess: Record<string, unknown> = {};
    for (const operation of operations)
      inProcess[operation.name] = await measureInProcess(engine, operation);
    await engine.close();

    const http: Record<string, unknown> = {};
    const httpUncached: Record<string, unknown> = {};
    if (!values['skip-http']) {
      for (const [cache, results] of [
        ['on', http],
        ['off', httpUncached],
      ] as const) {
        const server = await startServer(dataDir, cache);
        try {
          for (const operation of operations) {
            results[operation.name] = await measureHttp(server.port, operation);
          }
        } finally {
          server.process.kill('SIGTERM');
          await new Promise((resolve) => server.process.once('exit', resolve));
        }
      }
    }

    const row = {
      products: size,
      indexedProducts: engine.catalog.productCount,
      engineStartMs: startMs,
      indexBuildMs,
      inProcess,
      http,
      httpUncached,
    };
    printRow(row);
    const languages = languageIndexBench(size, iterations);
    printLanguageRow(languages);
    report.push({ ...row, languages });
  }
  if (values.json) {
    const folder = path.join(repositoryRoot, 'bench-results');
    mkdirSync(folder, { recursive: true });
    writeFileSync(
      path.join(folder, 'catalog.json'),
      JSON.stringify({ date: new Date().toISOString(), report }, null, 2),
    );
    process.stdout.write(`${JSON.stringify(report)}\n`);
  }
}

/** Mid-sized categories (the listings shoppers open most) and their most common filter values. */
async function chooseOperations(engine: CommerceEngine): Promise<Operation[]> {
  const total = engine.catalog.productCount;
  const candidates = [...engine.catalog.categories()]
    .filter((category) => category.level >= 2 && !category.longtail)
    .map((category) => ({
      category,
      count: engine.catalog.list({ categoryId: category.id, currentPage: 1, pageSize: 1 })
        .totalCount,
    }))
    .filter(({ count }) => count >= total * 0.02 && count <= total * 0.2)
    .sort((a, b) => b.count - a.count)
    .slice(0, 5);
  if (candidates.length === 0) throw new Error('no mid-sized category to benchmark');

  const listing = candidates.map(({ category }) => ({
    filter: { category_id: { eq: String(category.id) } },
    pageSize: 12,
    currentPage: 1,
  }));
  const filtered = candidates.map(({ category }) => {
    const result = engine.catalog.list({ categoryId: category.id, currentPage: 1, pageSize: 1 });
    const [first, second] = result.facets.filter((facet) => facet.options.length > 1);
    const filter: Record<string, unknown> = { category_id: { eq: String(category.id) } };
    for (const facet of [first, second])
      if (facet) filter[facet.attributeCode] = { in: [facet.options[0]!.value] };
    return { filter, pageSize: 12, currentPage: 1, sort: { price: 'ASC' } };
  });
  return [
    { name: 'listing', query: listingQuery, variables: listing },
    { name: 'listingTwoFilters', query: listingQuery, variables: filtered },
    {
      name: 'search',
      query: searchQuery,
      variables: searchTerms.map((search) => ({ search, pageSize: 12 })),
    },
    {
      name: 'searchCutShort',
      query: searchQuery,
      variables: cutShortSearchTerms.map((search) => ({ search, pageSize: 12 })),
    },
    {
      name: 'autocomplete',
      query: autocompleteQuery,
      variables: autocompletePrefixes.map((inputText) => ({ inputText })),
    },
    {
      name: 'worstSearch',
      query: searchQuery,
      variables: worstSearchTexts().map((search) => ({ search, pageSize: 12 })),
      worstOf: true,
    },
    {
      name: 'worstAutocomplete',
      query: autocompleteQuery,
      variables: worstAutocompleteTexts().map((inputText) => ({ inputText })),
      worstOf: true,
    },
  ];
}

async function measureInProcess(engine: CommerceEngine, operation: Operation) {
  if (!operation.worstOf) return measureMix(engine, operation);
  let worst: ReturnType<typeof summarise> & { text?: unknown } = {
    medianMs: -1,
    p99Ms: 0,
    samples: 0,
  };
  for (const variables of operation.variables) {
    const result = await measureMix(engine, { ...operation, variables: [variables] });
    const text = Object.values(variables)[0];
    process.stdout.write(
      `  ${operation.name} ${result.medianMs} ms median: ${JSON.stringify(text)}\n`,
    );
    if (result.medianMs > worst.medianMs) worst = { ...result, text };
  }
  return worst;
}

async function measureMix(engine: CommerceEngine, operation: Operation) {
  const run = async (i: number) => {
    const result = await engine.execute(
      operation.query,
      operation.variables[i % operation.variables.length],
    );
    if (result.errors) throw new Error(`${operation.name}: ${result.errors[0]?.message}`);
  };
  for (let i = 0; i < 50; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const started = performance.now();
    await run(i);
    samples.push(performance.now() - started);
  }
  return summarise(samples);
}

async function startServer(
  dataDir: string,
  responseCache: 'on' | 'off',
): Promise<{ port: number; process: ChildProcess }> {
  const port = 4100 + Math.floor(Math.random() * 500);
  const child = spawn(
    process.execPath,
    ['--max-semi-space-size=32', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        PORT: String(port),
        PGLITE_DATA_DIR: dataDir,
        MEDIA_DIR: mediaDir,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        DATABASE_URL: '',
        ENGINE_RESPONSE_CACHE: responseCache,
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/graphql?query=%7B__typename%7D`);
      if (response.ok) return { port, process: child };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error('standalone server did not start');
}

async function measureHttp(port: number, operation: Operation) {
  const requests = operation.variables.map((variables) => ({
    method: 'GET' as const,
    path: `/graphql?query=${encodeURIComponent(operation.query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`,
    headers: { store: 'b2c_nl', 'content-currency': 'EUR', accept: 'application/json' },
  }));
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: 16,
    duration: httpSeconds,
    requests,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${operation.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    requestsPerSecond: Math.round(result.requests.average),
    medianMs: result.latency.p50,
    p99Ms: result.latency.p99,
  };
}

function printRow(row: {
  products: number;
  engineStartMs: number;
  indexBuildMs: number;
  inProcess: Record<string, unknown>;
  http: Record<string, unknown>;
  httpUncached: Record<string, unknown>;
}) {
  process.stdout.write(
    `engine start ${row.engineStartMs} ms (includes seeding on a first run); index build from the database ${row.indexBuildMs} ms\n`,
  );
  const table = Object.keys(row.inProcess).map((name) => {
    const local = row.inProcess[name] as { medianMs: number; p99Ms: number };
    type Remote = { requestsPerSecond: number; medianMs: number; p99Ms: number } | undefined;
    const remote = row.http[name] as Remote;
    const uncached = row.httpUncached[name] as Remote;
    return {
      operation: name,
      'in-process median ms': local.medianMs,
      'in-process p99 ms': local.p99Ms,
      'http req/s': remote?.requestsPerSecond ?? '-',
      'http median ms': remote?.medianMs ?? '-',
      'http p99 ms': remote?.p99Ms ?? '-',
      'no-cache req/s': uncached?.requestsPerSecond ?? '-',
      'no-cache median ms': uncached?.medianMs ?? '-',
      'no-cache p99 ms': uncached?.p99Ms ?? '-',
    };
  });
  console.table(table);
}

await main();
