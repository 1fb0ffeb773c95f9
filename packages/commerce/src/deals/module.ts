import type { EngineModule } from '../engine/module.ts';
import { dealsChangeFollower } from './deal-documents.ts';
import { DealService } from './deal-service.ts';
import { dealsResolvers, dealsTypeDefs } from './deals-graphql.ts';
import * as tables from './schema.ts';

/** Weekly deals (spec §3 Deal, §7 activeDeal). Read per request: they start and end by the clock. */
export const dealsModule: EngineModule<'deals'> = {
  name: 'deals',
  tables,
  createService: ({ database }) => new DealService(database.db),
  typeDefs: dealsTypeDefs,
  resolvers: dealsResolvers,
  follows: [dealsChangeFollower],
};
