import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import path from 'node:path';

const require = createRequire(import.meta.url);

export default defineConfig({
  resolve: {
    alias: [
      { find: '@', replacement: path.resolve(import.meta.dirname) },
      // As in the engine's tests: graphql has no exports map, so Node's loader gives yoga its
      // CommonJS build while Vite would give the engine's files the ESM one, and graphql refuses
      // a schema from the other copy. One copy for both.
      { find: /^graphql$/, replacement: require.resolve('graphql') },
    ],
  },
  test: {
    include: ['{lib,components,app,server,scripts}/**/*.test.{ts,tsx}'],
    environment: 'node',
  },
});
