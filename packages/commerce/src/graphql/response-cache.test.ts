import { parse, type ExecutionResult } from 'graphql';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createResponseCache } from './response-cache.ts';

type Hooks = {
  onExecute(payload: unknown): { onExecuteDone(payload: { result: ExecutionResult }): void } | void;
};

/** Runs the plugin's hooks as yoga would for one execution; `compute` stands for the resolvers. */
async function execute(
  cache: ReturnType<typeof createResponseCache>,
  document: ReturnType<typeof parse>,
  compute: () => Promise<ExecutionResult>,
  variableValues: Record<string, unknown> = {},
): Promise<ExecutionResult> {
  let served: ExecutionResult | null = null;
  const done = (cache.plugin as unknown as Hooks).onExecute({
    args: {
      document,
      variableValues,
      contextValue: { storeCode: 'b2c_nl', currency: 'EUR', customerToken: null },
    },
    setResultAndStopExecution: (result: ExecutionResult) => (served = result),
  });
  if (served) return served;
  const result = await compute();
  done?.onExecuteDone({ result });
  return result;
}

describe('response cache', () => {
  const document = parse('{ physicalStores { name } }');
  const answer = (name: string) => ({ data: { physicalStores: [{ name }] } });
  const options = (bounds: { maxBytes?: number; maxEntryBytes?: number } = {}) => ({
    ttlMs: 10_000,
    maxBytes: bounds.maxBytes ?? 1_000_000,
    maxEntryBytes: bounds.maxEntryBytes ?? 100_000,
    now: () => new Date(),
  });
  afterEach(() => vi.useRealTimers());

  it('serves a kept answer until cleared', async () => {
    const cache = createResponseCache(options());
    await execute(cache, document, async () => answer('oud'));
    expect(await execute(cache, document, async () => answer('nieuw'))).toEqual(answer('oud'));
    cache.clear();
    expect(await execute(cache, document, async () => answer('nieuw'))).toEqual(answer('nieuw'));
  });

  it('never shares an admin or staff answer, whatever its name after the prefix', async () => {
    const cache = createResponseCache(options());
    for (const query of [
      '{ adminAuditLog { has_more } }',
      '{ adminReservations { total_count } }',
      '{ adminDashboard { orders_today } }',
      '{ staffMe { restriction } }',
    ]) {
      const admin = parse(query);
      await execute(cache, admin, async () => ({ data: { first: 'owner' } }));
      expect(await execute(cache, admin, async () => ({ data: { first: 'stranger' } }))).toEqual({
        data: { first: 'stranger' },
      });
    }
  });

  it('does not keep an answer that was computed while a change cleared the cache', async () => {
    const cache = createResponseCache(options());
    // Read before the change, finished after it: the answer is stale and must not be kept.
    await execute(cache, document, async () => {
      cache.clear();
      return answer('oud');
    });
    expect(await execute(cache, document, async () => answer('nieuw'))).toEqual(answer('nieuw'));
  });

  it('keeps only public catalogue answers: a root field not listed as public is never shared', async () => {
    const cache = createResponseCache(options());
    // Root fields the old list of private ones missed: a download-key document and an address.
    for (const query of [
      '{ invoiceDocument(number: "F2026-000001", key: "k", expires: 1) { filename } }',
      '{ dutchAddress(postcode: "1234AB", house_number: "1") { street } }',
      '{ products(search: "x") { total_count } adminOrders { total_count } }',
    ]) {
      const asked = parse(query);
      await execute(cache, asked, async () => ({ data: { first: true } }));
      expect(await execute(cache, asked, async () => ({ data: { second: true } }))).toEqual({
        data: { second: true },
      });
    }
  });

  it('holds no more bytes than its bound, whatever keys clients make', async () => {
    const cache = createResponseCache(options({ maxBytes: 50_000, maxEntryBytes: 20_000 }));
    const name = 'x'.repeat(1_000);
    for (let filter = 0; filter < 500; filter++) {
      await execute(cache, document, async () => answer(name), { filter });
    }
    expect(cache.bytes).toBeLessThanOrEqual(50_000);
    expect(cache.entries).toBeGreaterThan(10);
    // Least recently used out first: the newest answer is kept, the first one is not.
    const again = (filter: number) =>
      execute(cache, document, async () => answer('nieuw'), { filter });
    expect(await again(499)).toEqual(answer(name));
    expect(await again(0)).toEqual(answer('nieuw'));
  });

  it('serves an answer above the per-answer bound but does not keep it', async () => {
    const cache = createResponseCache(options({ maxEntryBytes: 5_000 }));
    const heavy = answer('x'.repeat(10_000));
    expect(await execute(cache, document, async () => heavy)).toEqual(heavy);
    expect(cache.entries).toBe(0);
    expect(await execute(cache, document, async () => answer('nieuw'))).toEqual(answer('nieuw'));
  });

  it('drops expired answers on its own, without waiting for new ones to push them out', async () => {
    vi.useFakeTimers();
    const cache = createResponseCache(options());
    for (let filter = 0; filter < 20; filter++) {
      await execute(cache, document, async () => answer('oud'), { filter });
    }
    expect(cache.entries).toBe(20);
    await vi.advanceTimersByTimeAsync(10_001);
    expect(cache.entries).toBe(0);
    expect(cache.bytes).toBe(0);
  });
});
