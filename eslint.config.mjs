import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Engine modules own their tables: a module reaches another through its service, never by
// importing its schema.ts. Seeding, migrations and tests (fixtures) may write any table.
const engineModules = [
  'addresses',
  'back-office',
  'cart',
  'catalog',
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
);
