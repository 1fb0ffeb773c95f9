import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { generate } from '@graphql-codegen/cli';
import { describe, expect, it } from 'vitest';
import config from '../../../codegen.ts';

describe('generated resolver types', () => {
  it('are generated from the committed schema (regenerate with `npm run codegen`)', async () => {
    const packageRoot = fileURLToPath(new URL('../../../', import.meta.url));
    const [output] = await generate({ ...config, cwd: packageRoot, silent: true }, false);
    const committed = readFileSync(new URL('./resolver-types.ts', import.meta.url), 'utf8');
    expect(committed).toBe(output!.content);
  });
});
