import type { AddressService } from '../addresses/address-service.ts';
import type { BackOfficeService } from '../back-office/back-office-service.ts';
import type { ContactService } from '../contact/contact-service.ts';
import type { CustomerService } from '../customers/customer-service.ts';
import type { NewsletterService } from '../newsletter/newsletter-service.ts';
import type { WishlistService } from '../wishlist/wishlist-service.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { PaymentProvider } from '../payment/payment-port.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ContentService } from '../content/content-service.ts';
import type { DealService } from '../deals/deal-service.ts';
import type { FeedService } from '../feeds/feed-service.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import type { RoutingService } from '../routing/routing-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import type { CartService } from '../cart/cart-service.ts';
import type { OrderService } from '../orders/order-service.ts';
import type { CheckoutService } from '../checkout/checkout-service.ts';
import type { ReturnService } from '../returns/return-service.ts';
import type { InvoiceService } from '../invoices/invoice-service.ts';
import type { StaffService } from '../staff/staff-service.ts';
import type { ReservationService } from '../reservations/reservation-service.ts';

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
  addresses: AddressService;
  customers: CustomerService;
  staff: StaffService;
  cart: CartService;
  orders: OrderService;
  invoices: InvoiceService;
  checkout: CheckoutService;
  returns: ReturnService;
  reservations: ReservationService;
  backOffice: BackOfficeService;
  wishlist: WishlistService;
  newsletter: NewsletterService;
  contact: ContactService;
  feeds: FeedService;
}
