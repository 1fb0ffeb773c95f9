import type { MailOutbox } from '../mail/mail-port.ts';
import type { PaymentProvider } from '../payment/payment-port.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ContentService } from '../content/content-service.ts';
import type { DealService } from '../deals/deal-service.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import type { RoutingService } from '../routing/routing-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { OrderService } from '../orders/order-service.ts';
import type { CheckoutService } from '../checkout/checkout-service.ts';

/** Placeholder for a module whose service is still to be built (its contract is printed). */
type ServiceToBuild = Record<string, never>;

/** Every module's service by module name; resolvers find them on the GraphQL context. */
export interface EngineServices {
  pricing: PricingService;
  stores: StoreService;
  catalog: CatalogService;
  content: ContentService;
  routing: RoutingService;
  deals: DealService;
  mail: MailOutbox;
  payment: PaymentProvider;
  addresses: ServiceToBuild;
  cart: CartService;
  orders: OrderService;
  checkout: CheckoutService;
  reservations: ServiceToBuild;
}
