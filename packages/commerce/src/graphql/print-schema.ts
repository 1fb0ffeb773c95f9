/** Writes the printed schema to `schema.graphql` (npm run schema); `--check` only compares. */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { contractSchemaSDL } from './contract-schema.ts';

export const schemaFile = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

const printed = contractSchemaSDL();
if (process.argv.includes('--check')) {
  const committed = readFileSync(schemaFile, 'utf8');
  if (committed !== printed) {
    console.error('schema.graphql is out of date: run `npm run schema`');
    process.exit(1);
  }
} else {
  writeFileSync(schemaFile, printed);
  console.log(`wrote ${schemaFile}`);
}
