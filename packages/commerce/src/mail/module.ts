import type { EngineModule } from '../engine/module.ts';

/** Transactional mail: the outbox and its delivery. Contract only: the service is still to be built. */
export const mailModule: EngineModule<'mail'> = {
  name: 'mail',
  tables: {},
  createService: () => ({}),
};
