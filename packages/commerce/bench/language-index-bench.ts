/**
 * Search in four languages at volume (ADR 0040), in memory on the synthetic catalogue with its
 * fr, de and en texts (synthetic-translations.ts): the build time and retained heap of each
 * language's text index on its own, the whole catalogue index with Dutch alone and with all four,
 * and per page language the median of a search results page (a listing with facets and text
 * search: the type word, brand and type word, a word cut short, a typo, the Dutch word, a brand).
 */
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { CatalogIndex } from '../src/catalog/index/catalog-index.ts';
import { localDocument, pageLocales } from '../src/catalog/index/language-indexes.ts';
import type { IndexedProduct, ListingQuery, PageLocale } from '../src/catalog/index/types.ts';
import { analyzerFor } from '../src/search/shop-analyzers.ts';
import { ProductTextIndex } from '../src/search/text-index.ts';
import { round, summarise } from './stats.ts';
import { syntheticCatalogue } from './synthetic-catalogue.ts';
import { translated } from './synthetic-translations.ts';

setFlagsFromString('--expose-gc');
const collect = runInNewContext('gc') as () => void;

/** The heap and the typed arrays' memory (posting lists live outside the heap), after collecting. */
function heapAfterCollection(): number {
  collect();
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
}

const mb = (bytes: number) => round(bytes / 1e6);

/** Build time and the heap it keeps, of whatever `build` returns (kept alive until measured). */
/** Milliseconds of CPU this process used since `start` (the machine is shared: less disturbed). */
function cpuMs(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

/**
 * Build time (wall and CPU, the latter including the collector's threads) and the heap it keeps,
 * of whatever `build` returns (kept alive until measured).
 */
function measureBuild<T>(build: () => T): {
  ms: number;
  cpuMs: number;
  heapMb: number;
  built: T | null;
} {
  const before = heapAfterCollection();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const built = build();
  const ms = round(performance.now() - started);
  const cpuUsed = round(cpuMs(cpu));
  const heapMb = mb(heapAfterCollection() - before);
  return { ms, cpuMs: cpuUsed, heapMb, built };
}

const searches: Record<'nl' | PageLocale, string[]> = {
  nl: ['wasmachine', 'voltana wasmachine', 'koelk', 'vaatwaser', 'stofzuiger zuinig', 'voltana'],
  fr: ['lave-linge', 'voltana lave-linge', 'réfrig', 'aspirrateur', 'wasmachine', 'voltana'],
  de: ['waschmaschine', 'voltana waschmaschine', 'kühlsch', 'staubsaugre', 'wasmachine', 'voltana'],
  en: [
    'washing machine',
    'voltana washing machine',
    'fridg',
    'vacum cleaner',
    'wasmachine',
    'voltana',
  ],
};

interface Build {
  buildMs: number;
  buildCpuMs: number;
  heapMb: number;
}

export interface LanguageBenchRow {
  products: number;
  /** Per language: build time and retained heap of its text index alone. */
  textIndexes: Record<string, Build & { documents: number }>;
  catalogIndex: {
    /** Products without fr, de and en texts: the other languages read their Dutch names. */
    untranslated: Build;
    fourLanguages: Build;
  };
  /** Per page language: listing with facets and text search, over its texts (wall and CPU). */
  searchPage: Record<
    string,
    ReturnType<typeof summarise> & {
      cpuMedianMs: number;
      texts: string[];
      /** Median wall time of each text alone: which of them costs the page its budget. */
      perTextMedianMs: Record<string, number>;
    }
  >;
}

export function languageIndexBench(size: number, iterations: number): LanguageBenchRow {
  const catalogue = syntheticCatalogue(size, 42, { translated: true });
  const categories = catalogue.categories.map((category) => ({
    ...category,
    translations: Object.fromEntries(
      pageLocales.map((locale) => [locale, translated(category.name, locale)]),
    ),
  }));
  const dutchOnly = catalogue.products.map(
    ({ translations: _, ...product }): IndexedProduct => product,
  );

  const textIndexes: LanguageBenchRow['textIndexes'] = {};
  // Each measured index is dropped right after, so the next one is measured alone.
  const {
    ms,
    cpuMs: cpu,
    heapMb,
  } = measureBuild(() => {
    const index = new ProductTextIndex();
    index.addAll(dutchOnly.map((source, slot) => ({ slot, source })));
    return index;
  });
  textIndexes.nl = { buildMs: ms, buildCpuMs: cpu, heapMb, documents: size };
  for (const locale of pageLocales) {
    const documents = catalogue.products.map((product, slot) => ({
      slot,
      source: localDocument(product, locale),
    }));
    const {
      ms,
      cpuMs: cpu,
      heapMb,
    } = measureBuild(() => {
      const index = new ProductTextIndex(analyzerFor(locale));
      index.addAll(documents);
      return index;
    });
    textIndexes[locale] = { buildMs: ms, buildCpuMs: cpu, heapMb, documents: size };
  }

  const dutchIndex = measureBuild(() =>
    CatalogIndex.build({ products: dutchOnly, categories, attributes: catalogue.attributes }),
  );
  const untranslated = {
    buildMs: dutchIndex.ms,
    buildCpuMs: dutchIndex.cpuMs,
    heapMb: dutchIndex.heapMb,
  };
  dutchIndex.built = null;
  const full = measureBuild(() => CatalogIndex.build({ ...catalogue, categories }));
  const index = full.built!;

  const searchPage: LanguageBenchRow['searchPage'] = {};
  for (const locale of ['nl', ...pageLocales] as const) {
    const queries: ListingQuery[] = searches[locale].map((search) => ({
      search,
      locale,
      currentPage: 1,
      pageSize: 12,
      countFacets: true,
    }));
    for (let i = 0; i < 50; i++) index.query(queries[i % queries.length]!);
    const samples: number[] = [];
    const cpuSamples: number[] = [];
    const perText = queries.map((): number[] => []);
    for (let i = 0; i < iterations; i++) {
      const cpu = process.cpuUsage();
      const started = performance.now();
      index.query(queries[i % queries.length]!);
      const took = performance.now() - started;
      samples.push(took);
      perText[i % queries.length]!.push(took);
      cpuSamples.push(cpuMs(cpu));
    }
    searchPage[locale] = {
      ...summarise(samples),
      cpuMedianMs: summarise(cpuSamples).medianMs,
      texts: searches[locale],
      perTextMedianMs: Object.fromEntries(
        searches[locale].map((text, at) => [text, summarise(perText[at]!).medianMs]),
      ),
    };
  }
  return {
    products: size,
    textIndexes,
    catalogIndex: {
      untranslated,
      fourLanguages: { buildMs: full.ms, buildCpuMs: full.cpuMs, heapMb: full.heapMb },
    },
    searchPage,
  };
}

export function printLanguageRow(row: LanguageBenchRow): void {
  const { untranslated, fourLanguages } = row.catalogIndex;
  const build = (b: Build) => `${b.buildMs} ms (cpu ${b.buildCpuMs} ms), ${b.heapMb} MB`;
  process.stdout.write(
    `search in four languages, ${row.products} products in memory: catalogue index build ` +
      `${build(untranslated)} without fr/de/en texts, ${build(fourLanguages)} with them\n`,
  );
  console.table(
    Object.entries(row.textIndexes).map(([language, text]) => ({
      language,
      'text index build ms': text.buildMs,
      'build cpu ms': text.buildCpuMs,
      'text index heap MB': text.heapMb,
      'search page median ms': row.searchPage[language]?.medianMs,
      'cpu median ms': row.searchPage[language]?.cpuMedianMs,
      'p99 ms': row.searchPage[language]?.p99Ms,
    })),
  );
  console.table(
    Object.entries(row.searchPage).flatMap(([language, page]) =>
      Object.entries(page.perTextMedianMs).map(([text, medianMs]) => ({
        language,
        text,
        'median ms': medianMs,
      })),
    ),
  );
}
