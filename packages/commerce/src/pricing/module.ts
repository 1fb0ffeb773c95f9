import type { EngineModule } from '../engine/module.ts';
import { pricingTypeDefs } from './pricing-graphql.ts';
import { pricingService } from './pricing-service.ts';

/** Price rules and money shapes; no tables (prices are product data, owned by the catalogue). */
export const pricingModule: EngineModule<'pricing'> = {
  name: 'pricing',
  tables: {},
  createService: () => pricingService,
  typeDefs: pricingTypeDefs,
};
