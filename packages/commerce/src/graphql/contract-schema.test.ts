import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contractSchemaSDL } from './contract-schema.ts';

describe('schema.graphql', () => {
  it('is the schema the engine serves (regenerate with `npm run schema`)', () => {
    const committed = readFileSync(
      fileURLToPath(new URL('../../schema.graphql', import.meta.url)),
      'utf8',
    );
    expect(committed).toBe(contractSchemaSDL());
  });
});
