import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Typed documents for the storefront: the `.graphql` files beside the code in lib/commerce are
 * checked against the engine's printed schema (the contract) and become TypedDocumentNodes with
 * their result and variable types in lib/commerce/generated/. `npm run codegen` writes them; a
 * unit test fails when the committed output is not what this config generates.
 */
const config: CodegenConfig = {
  schema: path.join(here, '../../packages/commerce/schema.graphql'),
  documents: [path.join(here, 'lib/commerce/**/*.graphql')],
  generates: {
    [path.join(here, 'lib/commerce/generated/graphql.ts')]: {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: {
        useTypeImports: true,
        enumType: 'string-literal',
      },
    },
  },
};

export default config;
