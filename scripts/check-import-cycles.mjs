/* global process, console */
// `npm run lint:cycles`: fails when modules import each other in a circle (docs/adr/0038).
// dependency-cruiser reads and resolves the imports (TypeScript path aliases included, so `@/`
// imports are edges like any other); the cycles are found here, on the imports that stay in the
// compiled JavaScript. `import type` is erased by the compiler, so a cycle that needs one cannot
// change the order modules initialise in and is left out. dependency-cruiser's own `circular`
// check reports one path per import, which may pass through a type-only import while an
// all-value loop exists beside it; strongly connected components over the value edges miss none.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cruise } from 'dependency-cruiser';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { options } = createRequire(import.meta.url)('../.dependency-cruiser.cjs');

// Each is cruised from its own folder: the tsconfig (its `extends`, its `paths`) is read from there.
const workspaces = [
  { name: 'engine', dir: 'packages/commerce', tsConfig: 'tsconfig.json', roots: ['src', 'bench'] },
  {
    name: 'storefront',
    dir: 'apps/storefront',
    tsConfig: 'tsconfig.json',
    roots: ['app', 'components', 'lib', 'scripts', 'e2e', 'i18n', 'server'],
  },
  { name: 'back office', dir: 'apps/admin', tsConfig: 'tsconfig.json', roots: ['src'] },
  { name: 'scripts', dir: '.', tsConfig: null, roots: ['scripts'] },
];

const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether `file` takes `specifier` only through `import type` / `export type` statements.
 * dependency-cruiser also marks `import { type X }` type-only, but with `verbatimModuleSyntax`
 * (the engine) that statement stays in the JavaScript as `import {} from`, which loads the module.
 */
function erasedImport(file, specifier, sources) {
  if (!sources.has(file)) sources.set(file, readFileSync(file, 'utf8'));
  const from = `from\\s*['"]${escaped(specifier)}['"]`;
  const typeStatement = new RegExp(`\\b(?:import|export)\\s+type\\s[^;]*?${from}`);
  return typeStatement.test(sources.get(file));
}

/** Strongly connected components with more than one module, or one importing itself (Tarjan). */
function cycles(graph) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  let counter = 0;
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node), index.get(next)));
      }
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1 || graph.get(node)?.has(node)) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

/** One shortest loop through `start` inside its component, to show where to cut. */
function loopThrough(graph, component, start) {
  const members = new Set(component);
  const previous = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift();
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const loop = [node];
        for (let at = previous.get(node); at !== null; at = previous.get(at)) loop.unshift(at);
        return [...loop, start];
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}

let failures = 0;
for (const workspace of workspaces) {
  process.chdir(path.join(repo, workspace.dir));
  const result = await cruise(workspace.roots, {
    ...options,
    ...(workspace.tsConfig ? { tsConfig: { fileName: workspace.tsConfig } } : {}),
    validate: false,
  });
  const shown = (source) => path.relative(repo, path.join(repo, workspace.dir, source));
  const graph = new Map();
  const unresolved = [];
  const sources = new Map();
  for (const module of result.output.modules) {
    const targets = new Set();
    for (const dependency of module.dependencies) {
      // An own import that does not resolve (a path alias the tsconfig does not know, a typo)
      // would leave its edge out, and a cycle through it unseen.
      if (dependency.couldNotResolve && /^(\.|@\/)/.test(dependency.module))
        unresolved.push(`${shown(module.source)} -> ${dependency.module}`);
      if (dependency.coreModule || dependency.couldNotResolve) continue;
      const typeOnly = dependency.typeOnly || dependency.dependencyTypes.includes('type-only');
      if (typeOnly && erasedImport(module.source, dependency.module, sources)) continue;
      targets.add(dependency.resolved);
    }
    graph.set(module.source, targets);
  }
  const found = cycles(graph);
  console.log(`${workspace.name}: ${graph.size} modules, ${found.length} import cycle(s)`);
  for (const line of unresolved) {
    failures += 1;
    console.log(`  import not resolved: ${line}`);
  }
  for (const component of found) {
    failures += 1;
    console.log(`  cycle among ${component.length} module(s):`);
    console.log(
      `    ${loopThrough(graph, component, component[0]).map(shown).join('\n      -> ')}`,
    );
    if (component.length > 2) console.log(`    all: ${component.map(shown).join(', ')}`);
  }
}
if (failures > 0) {
  console.log(
    `\n${failures} problem(s): import cycles or imports that do not resolve; docs/adr/0038-no-import-cycles.md says how to cut a cycle.`,
  );
  process.exitCode = 1;
}
