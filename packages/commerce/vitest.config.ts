import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // graphql has no exports map: Node's loader gives dependencies (yoga, graphql-tools) its
  // CommonJS build, while Vite would give the engine's own files the ESM build, and graphql
  // refuses objects from the other copy. One copy for both.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
