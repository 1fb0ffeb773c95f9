import type { CartService } from '../cart/cart-service.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { CheckoutService } from '../checkout/checkout-service.ts';
import type { ContactService } from '../contact/contact-service.ts';
import type { CustomerService } from '../customers/customer-service.ts';
import type { DatabaseHandle } from '../db/connection.ts';
import type { InvoiceService } from '../invoices/invoice-service.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { NewsletterService } from '../newsletter/newsletter-service.ts';
import type { OrderService } from '../orders/order-service.ts';
import type { ReservationService } from '../reservations/reservation-service.ts';
import type { ReturnService } from '../returns/return-service.ts';
import type { WishlistService } from '../wishlist/wishlist-service.ts';

/**
 * The modules customer care asks (ADR 0033): it owns no tables, so finding, exporting and erasing
 * a customer is each module's part, reached through its service.
 */
export interface CustomerCareDependencies {
  database: DatabaseHandle;
  customers: CustomerService;
  orders: OrderService;
  cart: CartService;
  checkout: CheckoutService;
  invoices: InvoiceService;
  returns: ReturnService;
  reservations: ReservationService;
  wishlist: WishlistService;
  newsletter: NewsletterService;
  contact: ContactService;
  mail: MailOutbox;
  catalog: CatalogService;
  now: () => Date;
}
