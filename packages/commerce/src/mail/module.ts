import type { EngineModule } from '../engine/module.ts';
import { createMailOutbox } from './mail-outbox.ts';
import * as tables from './schema.ts';

/** Transactional mail: the outbox other modules write to, and its delivery. */
export const mailModule: EngineModule<'mail'> = {
  name: 'mail',
  tables,
  createService: ({ database, now }) => createMailOutbox(now, database.db),
};
