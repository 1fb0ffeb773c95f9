import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Engine modules own their tables: a module reaches another through its service, never by
// importing its schema.ts. Seeding, migrations and tests (fixtures) may write any table.
const engineModules = [
  'addresses',
  'back-office',
  'cart',
  'catalog',
  'catalog-admin',
  'checkout',
  'contact',
  'content',
  'customers',
  'customer-care',
  'deals',
  'feeds',
  'mail',
  'newsletter',
  'orders',
  'payment',
  'pricing',
  'reservations',
  'routing',
  'search',
  'stores',
  'wishlist',
];
const tableBoundaries = engineModules.map((module) => ({
  files: [`packages/commerce/src/${module}/**/*.ts`],
  ignores: ['**/*.test.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: engineModules
          .filter((other) => other !== module)
          .map((other) => ({
            regex: `(^|/)${other}/schema(\\.ts)?$`,
            message: `The ${other} module owns these tables: ask its service instead.`,
          })),
      },
    ],
  },
}));

// The apps, their journeys and the repository's scripts reach the engine only through the entries
// packages/commerce/package.json declares (ADR 0037): anything deeper is the engine's own business.
// Static imports and re-exports (`import type` too) go by no-restricted-imports; `import()` and
// vi.mock() of a module by no-restricted-syntax.
const engineEntries = [
  'contracts',
  'content',
  'testing',
  'test-tools',
  'server-lifecycle',
  'schema.graphql',
];
const engineEntryList = engineEntries.join(', ');
const innerEngineModule = {
  regex: `^@webshop/commerce/(?!(${engineEntries.map((e) => e.replace('.', '\\.')).join('|')})$)`,
  message: `Import the engine through its declared entries: @webshop/commerce or @webshop/commerce/{${engineEntryList}}.`,
};
// esquery's regular expressions cannot hold a slash: `.` stands for it.
const innerEngineSource = `/^@webshop.commerce.(?!(${engineEntries.join('|')})$)/`;
const innerEngineSyntax = [
  {
    selector: `ImportExpression[source.value=${innerEngineSource}]`,
    message: innerEngineModule.message,
  },
  {
    selector: `CallExpression[callee.object.name='vi'] > Literal.arguments[value=${innerEngineSource}]`,
    message: innerEngineModule.message,
  },
];
const engineDoor = [
  {
    files: ['apps/**/*.{ts,tsx,mts,cts,js,mjs,cjs}', 'scripts/**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [innerEngineModule] }],
      'no-restricted-syntax': ['error', ...innerEngineSyntax],
    },
  },
  {
    // The back office runs in the browser: of the engine it may bundle only the content shapes
    // and checks, which load nothing of Node. Its tests run in Node and may use the other entries.
    files: ['apps/admin/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@webshop/commerce(/(?!content$).*)?$',
              message:
                'Back office code runs in the browser: of the engine, import only @webshop/commerce/content.',
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/.data/**',
      '**/.next/**',
      '**/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Written by GraphQL Code Generator from the printed schema; checked by tests to be current.
      '**/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Tests read loosely typed GraphQL responses.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  ...tableBoundaries,
  ...engineDoor,
);
