/**
 * How much memory the engine's caches may hold. Clients choose what these caches are keyed by
 * (filter values, search words, query text), so each is bounded by bytes, not by entries.
 */
export interface MemoryBudgets {
  /** Anonymous catalogue answers kept, weighed as JSON (ENGINE_RESPONSE_CACHE_MB, default 64). */
  responseCacheBytes: number;
  /** Answers heavier than this are served but never kept (ENGINE_RESPONSE_ENTRY_KB, default 512). */
  responseCacheEntryBytes: number;
  /** Parsed GraphQL documents kept, estimated (ENGINE_DOCUMENT_CACHE_MB, default 16). */
  documentCacheBytes: number;
}

const MB = 1024 * 1024;

export function memoryBudgetsFromEnv(env: NodeJS.ProcessEnv = process.env): MemoryBudgets {
  return {
    responseCacheBytes: sizeFromEnv(env.ENGINE_RESPONSE_CACHE_MB, MB) ?? 64 * MB,
    responseCacheEntryBytes: sizeFromEnv(env.ENGINE_RESPONSE_ENTRY_KB, 1024) ?? 512 * 1024,
    documentCacheBytes: sizeFromEnv(env.ENGINE_DOCUMENT_CACHE_MB, MB) ?? 16 * MB,
  };
}

/** A positive number of units in bytes; anything else (unset, 0, junk) means the default. */
function sizeFromEnv(value: string | undefined, unit: number): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? Math.floor(number * unit) : undefined;
}
