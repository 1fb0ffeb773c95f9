import type { EngineModule } from '../engine/module.ts';
import { createNewsletterService } from './newsletter-service.ts';
import { newsletterTypeDefs } from './newsletter-typedefs.ts';

/** The newsletter: double opt-in, the spec §4 states, the first-order coupon, unsubscribe links. */
export const newsletterModule: EngineModule<'newsletter'> = {
  name: 'newsletter',
  tables: {},
  createService: (dependencies) => createNewsletterService(dependencies.database),
  typeDefs: newsletterTypeDefs,
};
