import { requireService, type EngineModule } from '../engine/module.ts';
import { newsletterResolvers } from './newsletter-graphql.ts';
import { createNewsletterService } from './newsletter-service.ts';
import { newsletterTypeDefs } from './newsletter-typedefs.ts';
import * as tables from './schema.ts';

/** The newsletter: double opt-in, the spec §4 states, the first-order coupon, unsubscribe links. */
export const newsletterModule: EngineModule<'newsletter'> = {
  name: 'newsletter',
  tables,
  createService: (dependencies) =>
    createNewsletterService({
      database: dependencies.database,
      mail: requireService(dependencies, 'mail'),
      cart: requireService(dependencies, 'cart'),
      now: dependencies.now,
    }),
  typeDefs: newsletterTypeDefs,
  resolvers: newsletterResolvers,
};
