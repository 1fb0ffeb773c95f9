import { requireService, type EngineModule } from '../engine/module.ts';
import { staffResolvers } from './staff-graphql.ts';
import { StaffService } from './staff-service.ts';
import { staffTypeDefs } from './staff-typedefs.ts';
import * as tables from './schema.ts';

/** Staff accounts and sessions for the back office, their permissions, and the audit log. */
export const staffModule: EngineModule<'staff'> = {
  name: 'staff',
  tables,
  createService: (dependencies) => {
    const stores = requireService(dependencies, 'stores');
    return new StaffService(
      dependencies.database.db,
      dependencies.now,
      requireService(dependencies, 'customers').throttle,
      (code) => stores.byCode(code) !== undefined,
    );
  },
  typeDefs: [staffTypeDefs],
  resolvers: [staffResolvers],
};
