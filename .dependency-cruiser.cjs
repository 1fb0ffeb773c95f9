/* global module */
/**
 * Options for reading the import graph; `npm run lint:cycles` (scripts/check-import-cycles.mjs)
 * uses them to fail on import cycles. See docs/adr/0038-no-import-cycles.md.
 *
 * `tsPreCompilationDeps: true` keeps `import type` in the graph, marked `type-only`, so the check
 * can leave those imports out: the compiler erases them. The rule below lets `npx depcruise` show
 * cycles with its usual reporters; its search follows one path per import and may miss a loop
 * beside one that needs a type-only import, which the script's component search does not.
 * One tsconfig per run (each app maps `@/` to its own folder), read from the workspace's folder:
 * `cd apps/storefront && npx depcruise -c ../../.dependency-cruiser.cjs --ts-config tsconfig.json app lib`.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'This module takes part in an import cycle. Move the piece both sides need into its own module, invert the dependency, or merge the two files (docs/adr/0038-no-import-cycles.md).',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['(^|/)node_modules/', '(^|/)\\.next/', '(^|/)dist/'] },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
};
