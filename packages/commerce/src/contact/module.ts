import type { EngineModule } from '../engine/module.ts';
import { ContactService } from './contact-service.ts';
import { contactTypeDefs } from './contact-typedefs.ts';

/** The contact form. */
export const contactModule: EngineModule<'contact'> = {
  name: 'contact',
  tables: {},
  createService: (dependencies) => new ContactService(dependencies.database),
  typeDefs: contactTypeDefs,
};
