import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { EngineModule, SchemaFacts } from '../engine/module.ts';

/** Every module's part of the API, merged into one executable schema. */
export function buildSchema(modules: readonly EngineModule[], facts: SchemaFacts): GraphQLSchema {
  return createSchema({
    typeDefs: modules.flatMap((module) =>
      [module.typeDefs ?? []]
        .flat()
        .map((typeDefs) => (typeof typeDefs === 'string' ? typeDefs : typeDefs(facts))),
    ),
    // graphql-tools merges the lists field by field, so a module may split its resolvers by file.
    resolvers: modules.flatMap((module) => [module.resolvers ?? []].flat()),
  });
}
