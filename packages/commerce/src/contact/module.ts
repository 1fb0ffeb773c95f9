import { requireService, type EngineModule } from '../engine/module.ts';
import { contactResolvers } from './contact-graphql.ts';
import { ContactService } from './contact-service.ts';
import { contactTypeDefs } from './contact-typedefs.ts';
import * as tables from './schema.ts';

/** The contact form. */
export const contactModule: EngineModule<'contact'> = {
  name: 'contact',
  tables,
  createService: (dependencies) =>
    new ContactService({
      database: dependencies.database,
      mail: requireService(dependencies, 'mail'),
      now: dependencies.now,
    }),
  typeDefs: contactTypeDefs,
  resolvers: contactResolvers,
};
