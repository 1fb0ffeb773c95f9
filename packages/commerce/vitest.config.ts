import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
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
    // Vitest's default, one worker fewer than cores, is a single worker on a 2-core machine, yet
    // a test file spends much of its time waiting on PostgreSQL (a process of its own) and on timers. Files share
    // nothing: each has databases, ports and temporary folders of its own. At most 4, so the
    // engines' connection pools stay well under PostgreSQL's default 100 connections.
    maxWorkers: Math.min(4, Math.max(2, availableParallelism())),
  },
});
