import type { DocumentNode, ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { LRUCache } from 'lru-cache';
import { isPublicQuery } from './cache-control.ts';
import type { GraphQLContext } from './context.ts';
import { jsonSizeUpTo } from './json-size.ts';

export interface ResponseCacheOptions {
  /** How long an answer may be served (spec §9: cache revalidate 10 seconds). */
  ttlMs: number;
  /** Bytes of kept answers and their keys together (answers weighed as JSON). */
  maxBytes: number;
  /** Answers heavier than this are served but not kept. */
  maxEntryBytes: number;
  now: () => Date;
  /** Hears each lookup of a cacheable answer: found (hit) or not (miss); for the metrics. */
  onLookup?: (hit: boolean) => void;
}

interface Entry {
  result: ExecutionResult;
  expires: number;
}

/**
 * Caches the answers to anonymous catalogue queries in memory. Listings are asked for again and
 * again with the same variables, and an answer only changes when the catalogue does, so the
 * engine clears the cache on every catalogue change; the time limit covers what changes with the
 * clock (a deal starting, a special price ending). Signed-in requests are never cached.
 *
 * Clients choose the keys (any filter value makes a new one), so the cache is bounded by the
 * bytes it holds, least recently used out first, and expired answers are dropped on their own
 * rather than waiting to be pushed out.
 */
export function createResponseCache(options: ResponseCacheOptions) {
  const entries = new LRUCache<string, Entry>({
    maxSize: options.maxBytes,
    maxEntrySize: options.maxEntryBytes,
    // Weighed when kept, in onExecuteDone below; the key is part of what the cache holds.
    sizeCalculation: (entry, key) => key.length + jsonSizeUpTo(entry.result, options.maxEntryBytes),
  });
  // Expired answers are dropped by a timer on the engine's clock (lru-cache's own ttl reads
  // performance.now, which a test's clock does not move); it runs only while answers are kept.
  let purge: ReturnType<typeof setTimeout> | undefined;
  const purgeExpired = () => {
    purge = undefined;
    const now = options.now().getTime();
    const expired = [...entries.entries()].filter(([, entry]) => entry.expires <= now);
    for (const [key] of expired) entries.delete(key);
    schedulePurge();
  };
  const schedulePurge = () => {
    if (purge || entries.size === 0) return;
    purge = setTimeout(purgeExpired, options.ttlMs + 1);
    purge.unref?.();
  };
  // yoga's parser cache hands out the same document object for the same query text; a number
  // stands for it in keys, so a kept answer does not keep its document alive.
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const documentId = (document: DocumentNode) => {
    let id = documentIds.get(document);
    if (id === undefined) documentIds.set(document, (id = nextDocumentId++));
    return id;
  };
  // Bumped by clear(): an answer computed from data read before a change is not kept after it.
  let generation = 0;

  const plugin: Plugin = {
    onExecute({ args, setResultAndStopExecution }) {
      const context = args.contextValue as unknown as GraphQLContext & {
        requestProblem?: string | null;
      };
      if (context.customerToken || context.requestProblem || !isPublicQuery(args.document)) return;
      // Content answers in the request's language, so the language is part of the key.
      const key = `${documentId(args.document)}|${context.storeCode}|${context.currency}|${context.locale ?? ''}|${args.operationName ?? ''}|${JSON.stringify(args.variableValues ?? {})}`;
      const now = options.now().getTime();
      const hit = entries.get(key);
      const found = hit !== undefined && hit.expires > now;
      options.onLookup?.(found);
      if (found) {
        setResultAndStopExecution(hit.result);
        return;
      }
      const startedIn = generation;
      return {
        onExecuteDone({ result }) {
          if (Symbol.asyncIterator in result || result.errors || startedIn !== generation) return;
          // Refused by maxEntrySize when too heavy: served this once, not kept.
          entries.set(key, { result, expires: now + options.ttlMs });
          schedulePurge();
        },
      };
    },
  };

  return {
    plugin,
    clear() {
      generation++;
      entries.clear();
    },
    /** What the cache holds now, in the bytes its bound counts. */
    get bytes() {
      return entries.calculatedSize;
    },
    get entries() {
      return entries.size;
    },
  };
}
