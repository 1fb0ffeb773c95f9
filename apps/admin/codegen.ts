import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Typed documents for the back office, as for the storefront: the `.graphql` files beside the
 * screens are checked against the engine's printed schema and become TypedDocumentNodes in
 * src/generated/graphql.ts (`npm run codegen --workspace @webshop/admin`).
 */
const config: CodegenConfig = {
  schema: path.join(here, '../../packages/commerce/schema.graphql'),
  documents: [path.join(here, 'src/**/*.graphql')],
  generates: {
    [path.join(here, 'src/generated/graphql.ts')]: {
      plugins: ['typescript-operations', 'typed-document-node'],
      config: { useTypeImports: true, enumType: 'string-literal' },
    },
  },
};

export default config;
