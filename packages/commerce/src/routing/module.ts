import type { EngineModule } from '../engine/module.ts';
import { requireService } from '../engine/module.ts';
import { routingResolvers, routingTypeDefs } from './routing-graphql.ts';
import { RoutingService } from './routing-service.ts';
import { productUrlRewrites } from './schema.ts';

/**
 * What a url shows (spec §2): asks the catalogue and content; owns the former addresses of
 * products (url rewrites), which answer with a 301.
 */
export const routingModule: EngineModule<'routing'> = {
  name: 'routing',
  tables: { productUrlRewrites },
  createService: (dependencies) =>
    new RoutingService(
      requireService(dependencies, 'catalog'),
      requireService(dependencies, 'content'),
      dependencies.database.db,
    ),
  typeDefs: routingTypeDefs,
  resolvers: routingResolvers,
};
