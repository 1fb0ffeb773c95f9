import { parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createDocumentCache, documentBytesPerChar } from './document-cache.ts';

describe('parsed document cache', () => {
  const query = (n: number) => `query Q${n} { ${'__typename '.repeat(1_800)}}`;

  it('holds no more than its bytes, however many distinct queries arrive', () => {
    const cache = createDocumentCache(8 * 1024 * 1024);
    for (let n = 0; n < 200; n++) cache.documentCache.set(query(n), parse(query(n)));
    expect(cache.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(cache.documentCache.size).toBeLessThan(200);
    // The newest stays (least recently used out first).
    expect(cache.documentCache.get(query(199))).toBeDefined();
  });

  it('weighs a document above what graphql-js keeps for it', () => {
    const text = query(0);
    const before = process.memoryUsage().heapUsed;
    const kept = Array.from({ length: 50 }, () => parse(text));
    const perDocument = (process.memoryUsage().heapUsed - before) / kept.length;
    expect(text.length * documentBytesPerChar).toBeGreaterThan(perDocument);
  });
});
