import { parse, type ExecutionResult } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createResponseCache } from './response-cache.ts';

type Hooks = {
  onExecute(payload: unknown): { onExecuteDone(payload: { result: ExecutionResult }): void } | void;
};

/** Runs the plugin's hooks as yoga would for one execution; `compute` stands for the resolvers. */
async function execute(
  cache: ReturnType<typeof createResponseCache>,
  document: ReturnType<typeof parse>,
  compute: () => Promise<ExecutionResult>,
): Promise<ExecutionResult> {
  let served: ExecutionResult | null = null;
  const done = (cache.plugin as unknown as Hooks).onExecute({
    args: {
      document,
      variableValues: {},
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

  it('serves a kept answer until cleared', async () => {
    const cache = createResponseCache({ ttlMs: 10_000, maxEntries: 10, now: () => new Date() });
    await execute(cache, document, async () => answer('oud'));
    expect(await execute(cache, document, async () => answer('nieuw'))).toEqual(answer('oud'));
    cache.clear();
    expect(await execute(cache, document, async () => answer('nieuw'))).toEqual(answer('nieuw'));
  });

  it('does not keep an answer that was computed while a change cleared the cache', async () => {
    const cache = createResponseCache({ ttlMs: 10_000, maxEntries: 10, now: () => new Date() });
    // Read before the change, finished after it: the answer is stale and must not be kept.
    await execute(cache, document, async () => {
      cache.clear();
      return answer('oud');
    });
    expect(await execute(cache, document, async () => answer('nieuw'))).toEqual(answer('nieuw'));
  });
});
