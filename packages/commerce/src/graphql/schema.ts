import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { EngineModule, SchemaFacts } from '../engine/module.ts';

/** Every module's part of the API, merged into one executable schema. */
export function buildSchema(modules: readonly EngineModule[], facts: SchemaFacts): GraphQLSchema {
  return createSchema({
    typeDefs: modules.flatMap((module) =>
      module.typeDefs === undefined
        ? []
        : [typeof module.typeDefs === 'string' ? module.typeDefs : module.typeDefs(facts)],
    ),
    resolvers: modules.flatMap((module) => (module.resolvers ? [module.resolvers] : [])),
  });
}
