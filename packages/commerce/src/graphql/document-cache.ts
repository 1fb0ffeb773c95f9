import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Heap bytes a parsed document holds per character of its query text, an upper estimate: graphql-js
 * keeps every token (for error locations) and a node per name. Measured at 43 bytes a character
 * for a run of `__typename` and 80 for aliased fields with arguments.
 */
export const documentBytesPerChar = 100;

/**
 * graphql-yoga's parser cache, bounded by bytes. Its own keeps 1,024 documents whatever their
 * size, and a client sending distinct 20,000-character queries (each within the ADR 0009
 * limits, failing validation or not) filled it with 1.6 MB each: 900 MB for 1,100 requests. The
 * storefront's 75 documents take about 4 MB.
 */
export function createDocumentCache(maxBytes: number, ttlMs = 60 * 60_000) {
  const documentCache = new LRUCache<string, DocumentNode>({
    maxSize: maxBytes,
    sizeCalculation: (_document, query) => Math.max(1, query.length * documentBytesPerChar),
    ttl: ttlMs,
    ttlAutopurge: true,
  });
  // A syntax error keeps the query text (its source) and a message.
  const errorCache = new LRUCache<string, object>({
    maxSize: Math.max(1, Math.floor(maxBytes / 8)),
    sizeCalculation: (_error, query) => Math.max(1, query.length * 4),
    ttl: ttlMs,
    ttlAutopurge: true,
  });
  return {
    documentCache,
    errorCache,
    /** Estimated bytes held by both caches. */
    get bytes() {
      return documentCache.calculatedSize + errorCache.calculatedSize;
    },
  };
}
