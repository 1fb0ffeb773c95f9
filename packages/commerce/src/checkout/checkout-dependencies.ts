import type { DatabaseHandle } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { publishCatalogChange } from '../catalog/catalog-sync.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { CustomerService } from '../customers/customer-service.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { InvoiceService } from '../invoices/invoice-service.ts';
import type { OrderService } from '../orders/order-service.ts';
import type { PaymentProvider } from '../payment/payment-port.ts';
import type { EngineEvents } from '../engine/engine-events.ts';

export interface CheckoutDependencies {
  database: DatabaseHandle;
  catalog: CatalogService;
  cart: CartService;
  customers: CustomerService;
  orders: OrderService;
  invoices: InvoiceService;
  mail: MailOutbox;
  payment: PaymentProvider;
  now: () => Date;
  events?: EngineEvents;
}

/** The provider every payment row names. */
export const provider = 'paynl';

/**
 * After commit: every engine's catalogue index hears of products that went out of (or back
 * into) stock. The index keeps only in/out of stock, so other stock changes need no refresh.
 */
export async function announceStock(
  deps: Pick<CheckoutDependencies, 'database'>,
  productIds: number[],
): Promise<void> {
  if (productIds.length > 0) await publishCatalogChange(deps.database, { productIds });
}
