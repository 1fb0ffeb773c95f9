import type { DatabaseHandle } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import type { snapshotOf } from './cart-snapshot.ts';

/** What the cart's parts need; the service hands its own to each of them. */
export interface CartServiceDependencies {
  database: DatabaseHandle;
  catalog: CatalogService;
  pricing: PricingService;
  stores: StoreService;
}

/** What pricing a cart reads, as of now (the store list can change while the engine runs). */
export function pricingContext(deps: CartServiceDependencies): Parameters<typeof snapshotOf>[0] {
  return { catalog: deps.catalog, pricing: deps.pricing, stores: deps.stores.list() };
}
