import type { Database } from '../db/connection.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import type { StoreRecord } from '../stores/store-service.ts';
import type { MailOutbox, ReservationMailData } from '../mail/mail-port.ts';
import { mailLocale } from '../mail/templates/render-mail.ts';
import { shopPageUrl } from '../engine/shop-url.ts';
import type { reservations } from './schema.ts';

type ReservationRow = typeof reservations.$inferSelect;

/** The storefront page a mailed confirmation link opens (in the shopper's language). */
export const confirmationPath = '/reservation/confirm';

function mailData(
  row: ReservationRow,
  product: Pick<ProductRecord, 'name' | 'sku'>,
  store: StoreRecord,
): ReservationMailData {
  return {
    reservationNumber: row.number,
    customerName: row.name,
    productName: product.name,
    sku: product.sku,
    quantity: row.quantity,
    storeName: store.name,
    storeAddressLines: [store.street, `${store.postcode} ${store.city}`],
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The mail that says the store holds the units for the normal period: once per reservation. */
export function mailReservationConfirmed(
  mail: MailOutbox,
  tx: Database,
  row: ReservationRow,
  product: Pick<ProductRecord, 'name' | 'sku'>,
  store: StoreRecord,
): Promise<void> {
  return mail.enqueue(tx, {
    to: row.email,
    locale: mailLocale(row.locale),
    dedupeKey: `reservation-confirmed:${row.number}`,
    message: { template: 'reservation-confirmed', data: mailData(row, product, store) },
  });
}

/** The mail with the link that confirms a reservation held only until `row.expiresAt`. */
export function mailReservationConfirmLink(
  mail: MailOutbox,
  tx: Database,
  row: ReservationRow,
  product: Pick<ProductRecord, 'name' | 'sku'>,
  store: StoreRecord,
  secret: string,
  holdDays: number,
): Promise<void> {
  return mail.enqueue(tx, {
    to: row.email,
    locale: mailLocale(row.locale),
    dedupeKey: `reservation-confirm:${row.number}`,
    message: {
      template: 'reservation-confirm',
      data: {
        ...mailData(row, product, store),
        confirmUrl: shopPageUrl(row.locale, confirmationPath, { token: secret }),
        holdDays,
      },
    },
  });
}

/** The mail that says the units wait at the store's counter: once per reservation. */
export function mailReservationReady(
  mail: MailOutbox,
  tx: Database,
  row: ReservationRow,
  product: Pick<ProductRecord, 'name' | 'sku'>,
  store: StoreRecord,
): Promise<void> {
  return mail.enqueue(tx, {
    to: row.email,
    locale: mailLocale(row.locale),
    dedupeKey: `reservation-ready:${row.number}`,
    message: { template: 'reservation-ready', data: mailData(row, product, store) },
  });
}
