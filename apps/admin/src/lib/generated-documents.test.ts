import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

/**
 * The committed typed documents are what codegen writes from the engine's printed schema and the
 * screens' `.graphql` files now: a changed schema or document without regenerating fails here, and
 * so does a document the schema refuses (codegen validates every document against it).
 */
describe('the back office documents', () => {
  it('are valid against the schema and current (npm run codegen --workspace @webshop/admin)', async () => {
    const outputs: { filename: string; content: string }[] = await generate(
      { ...config, silent: true },
      false,
    );
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs) {
      const committed = readFileSync(output.filename, 'utf8');
      expect(committed === output.content, `${output.filename} is stale`).toBe(true);
    }
  }, 60_000);
});
