import { addressesModule } from '../addresses/module.ts';
import { backOfficeModule } from '../back-office/module.ts';
import { catalogAdminModule } from '../catalog-admin/module.ts';
import { contactModule } from '../contact/module.ts';
import { customersModule } from '../customers/module.ts';
import { customerCareModule } from '../customer-care/module.ts';
import { newsletterModule } from '../newsletter/module.ts';
import { wishlistModule } from '../wishlist/module.ts';
import { cartModule } from '../cart/module.ts';
import { checkoutModule } from '../checkout/module.ts';
import { returnsModule } from '../returns/module.ts';
import { mailModule } from '../mail/module.ts';
import { invoicesModule } from '../invoices/module.ts';
import { ordersModule } from '../orders/module.ts';
import { paymentModule } from '../payment/module.ts';
import { reservationsModule } from '../reservations/module.ts';
import { catalogModule } from '../catalog/module.ts';
import { contentModule } from '../content/module.ts';
import { contentEditorModule } from '../content-workflow/module.ts';
import { dealsModule } from '../deals/module.ts';
import { feedsModule } from '../feeds/module.ts';
import { pricingModule } from '../pricing/module.ts';
import { routingModule } from '../routing/module.ts';
import { storesModule } from '../stores/module.ts';
import { staffModule } from '../staff/module.ts';
import type { EngineModule } from './module.ts';

/**
 * The engine's modules, each before the modules whose services need it. The engine builds their
 * services, the schema and the change followers by looping over this list.
 *
 * Text search (`search/`) is the catalogue index's analysis library, not a module: it has no
 * tables, no service state and no API of its own (ADR 0008).
 */
export const engineModules: readonly EngineModule[] = [
  pricingModule,
  storesModule,
  catalogModule,
  contentModule,
  routingModule,
  dealsModule,
  mailModule,
  paymentModule,
  addressesModule,
  customersModule,
  staffModule,
  cartModule,
  ordersModule,
  invoicesModule,
  checkoutModule,
  returnsModule,
  reservationsModule,
  backOfficeModule,
  catalogAdminModule,
  wishlistModule,
  newsletterModule,
  contactModule,
  customerCareModule,
  feedsModule,
  contentEditorModule,
] as EngineModule[];
