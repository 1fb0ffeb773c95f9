import { createSchema } from 'graphql-yoga';
import type { GraphQLSchema } from 'graphql';
import type { AttributeRecord } from '../catalog/catalog-records.ts';
import { catalogGraphQL } from '../catalog/graphql/catalog-graphql.ts';
import { contentGraphQL } from '../content/graphql.ts';
import { dealResolvers } from '../deals/deal-graphql.ts';
import { routingGraphQL } from '../routing/routing-graphql.ts';
import type { GraphQLModule } from './context.ts';

/** Every module's part of the API, merged into one executable schema. */
export function buildSchema(attributes: Iterable<AttributeRecord>): GraphQLSchema {
  const modules: GraphQLModule[] = [
    catalogGraphQL(attributes),
    dealModule,
    contentGraphQL,
    routingGraphQL,
  ];
  return createSchema({
    typeDefs: modules.map((module) => module.typeDefs),
    resolvers: modules.map((module) => module.resolvers),
  });
}

/** Deal types live in the catalogue SDL (a deal shows a product); the resolvers in deals/. */
const dealModule: GraphQLModule = { typeDefs: '', resolvers: dealResolvers };
