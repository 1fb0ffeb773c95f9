import type { EngineModule } from '../engine/module.ts';
import { requireService } from '../engine/module.ts';
import { routingResolvers, routingTypeDefs } from './routing-graphql.ts';
import { RoutingService } from './routing-service.ts';

/** What a url shows (spec §2): asks the catalogue and content; owns no tables. */
export const routingModule: EngineModule<'routing'> = {
  name: 'routing',
  tables: {},
  createService: (dependencies) =>
    new RoutingService(
      requireService(dependencies, 'catalog'),
      requireService(dependencies, 'content'),
    ),
  typeDefs: routingTypeDefs,
  resolvers: routingResolvers,
};
