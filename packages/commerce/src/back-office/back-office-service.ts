import type { CatalogService } from '../catalog/catalog-service.ts';
import type { CheckoutService } from '../checkout/checkout-service.ts';
import type { InvoiceService } from '../invoices/invoice-service.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { OrderService } from '../orders/order-service.ts';
import type { ReservationService } from '../reservations/reservation-service.ts';
import type { ReturnService } from '../returns/return-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import { shopDate, shopMidnight } from '../seed/dates.ts';
import type { BackOfficeSettings } from './back-office-settings.ts';

export interface BackOfficeDependencies {
  orders: OrderService;
  checkout: CheckoutService;
  mail: MailOutbox;
  invoices: InvoiceService;
  reservations: ReservationService;
  returns: ReturnService;
  catalog: CatalogService;
  stores: StoreService;
  settings: BackOfficeSettings;
  now: () => Date;
}

/** Products listed under low stock on the dashboard; the count says how many there are. */
const lowStockListed = 20;

/**
 * What the back office reads across modules, each reached through its service: an order with
 * everything staff need to answer "where is my order", and the dashboard's counts.
 */
export class BackOfficeService {
  constructor(private readonly deps: BackOfficeDependencies) {}

  get settings(): BackOfficeSettings {
    return this.deps.settings;
  }

  /** An order with its payments, mails, documents, refunds and notes; null when unknown. */
  async orderDetail(number: string) {
    const { orders, checkout, mail, invoices } = this.deps;
    const order = await orders.byNumber(number.trim());
    if (!order) return null;
    const [payments, mails, documents, refunds, notes] = await Promise.all([
      checkout.paymentHistory(order.id),
      mail.ofOrder(order.number),
      invoices.ofOrder(order.id),
      checkout.refunds.ofOrder(order.id),
      orders.admin.notes(order.id),
    ]);
    return { order, payments, mails, documents, refunds, notes };
  }

  /** Null when the order is unknown or already holds the most notes it may. */
  async addNote(number: string, text: string, author: string) {
    const order = await this.deps.orders.byNumber(number.trim());
    if (!order) return { kind: 'not-found' as const };
    const note = await this.deps.orders.admin.addNote(order.id, text, author);
    return note ? { kind: 'added' as const, note } : { kind: 'full' as const };
  }

  /** A copy of one of the order's mails, queued once per idempotency key. */
  resendMail(number: string, mailId: number, idempotencyKey: string) {
    return this.deps.mail.resend(mailId, number.trim(), idempotencyKey);
  }

  /** Today is the shop's calendar day (Europe/Amsterdam), whatever the server's zone. */
  async dashboard() {
    const { orders, reservations, returns, catalog, stores, settings, now } = this.deps;
    const moment = now();
    const [year, month, day] = shopDate(moment).split('-').map(Number) as [number, number, number];
    const dayStart = shopMidnight(year, month, day);
    const pendingSince = new Date(moment.getTime() - settings.pendingPaymentMinutes * 60_000);
    const [counts, toPrepare, returnsToReceive, low] = await Promise.all([
      orders.admin.counts(dayStart, pendingSince),
      reservations.toPreparePerStore(),
      // Asked for by the shopper, parcel not yet in: what staff should expect at the door.
      returns.countInState('REQUESTED'),
      catalog.lowStock(settings.lowStockThreshold, lowStockListed),
    ]);
    const storeNames = new Map(stores.list().map((store) => [store.code, store.name]));
    return {
      day: shopDate(moment),
      ...counts,
      reservationsToPrepare: toPrepare.map((entry) => ({
        ...entry,
        storeName: storeNames.get(entry.storeCode) ?? entry.storeCode,
      })),
      returnsToReceive,
      lowStock: low,
    };
  }
}
