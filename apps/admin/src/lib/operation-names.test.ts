import { readFileSync } from 'node:fs';
import { knownOperationNames } from '@webshop/commerce/contracts';
import { describe, expect, it } from 'vitest';

/**
 * The engine's metrics label a GraphQL operation by its name only when the name is known
 * (anything else counts as `other`, so no client can grow the metrics): every operation of the
 * back office must be on that list, or its latency would hide among the others.
 */
describe('the back office operation names', () => {
  it('are all known to the engine metrics', () => {
    const generated = readFileSync(new URL('../generated/graphql.ts', import.meta.url), 'utf8');
    const names = [...generated.matchAll(/export const (\w+)Document = /g)].map((m) => m[1]!);
    expect(names.length).toBeGreaterThan(0);
    expect(names.filter((name) => !knownOperationNames.has(name))).toEqual([]);
  });
});
