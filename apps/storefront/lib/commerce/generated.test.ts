import { readFileSync } from 'node:fs';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../codegen';

/**
 * The committed generated files are what `npm run codegen` writes from the engine's printed
 * schema and the `.graphql` documents now: a changed schema or document without regenerating
 * fails here.
 */
describe('generated documents and types', () => {
  it('are current (run npm run codegen in apps/storefront)', async () => {
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
