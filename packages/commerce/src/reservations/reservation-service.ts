import { randomInt } from 'node:crypto';
import { mailLocale } from '../orders/order-service.ts';
import { and, eq, lt } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import { purchaseLimits, shopConstants } from '../config/constants.ts';
import { fieldError, validateEmail } from '../cart/address-validation.ts';
import { reservations } from './schema.ts';
import { reservationHoldUntil } from './hold-until.ts';

export interface ReservationRequest {
  sku: string;
  storeCode: string;
  quantity: number;
  name: string;
  email: string;
  telephone: string;
  locale?: string;
}

/** spec §8 'reservation failed, try later'. */
const reservationFailed = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'RESERVATION_FAILED' } });

/** Days a reservation is held (RESERVATION_HOLD_DAYS overrides the shop's default). */
function holdDays(): number {
  const configured = Number(process.env.RESERVATION_HOLD_DAYS);
  return Number.isInteger(configured) && configured > 0
    ? configured
    : purchaseLimits.reservationHoldDays;
}

// No 0/O or 1/I: the number is read out at the store's counter.
const numberAlphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const newNumber = () =>
  `R${Array.from({ length: 8 }, () => numberAlphabet[randomInt(numberAlphabet.length)]).join('')}`;

/** Reservations for pickup: units held in a store for some days, then released. */
export class ReservationService {
  private readonly db: Database;

  constructor(
    database: DatabaseHandle,
    private readonly deps: {
      catalog: CatalogService;
      stores: StoreService;
      mail: MailOutbox;
      pricing: PricingService;
      now: () => Date;
    },
  ) {
    this.db = database.db;
  }

  /**
   * Holds the units in the store and mails the confirmation, in one transaction.
   * @throws GraphQLError BAD_USER_INPUT for bad form input, RESERVATION_FAILED when the store
   *   does not have the units (or the product is not reservable).
   */
  async reserve(request: ReservationRequest) {
    const { catalog, stores, mail, pricing } = this.deps;
    const name = request.name.trim();
    if (!name) throw fieldError('name', 'The field is required.');
    if (name.length > 100) throw fieldError('name', 'Must not exceed 100 character(s).');
    const email = validateEmail(request.email);
    const telephone = request.telephone.trim();
    if (!/^\+?[0-9 ()-]{6,20}$/.test(telephone)) {
      throw fieldError('telephone', 'Only use numbers, avoid spaces and punctuation marks');
    }
    if (
      !Number.isInteger(request.quantity) ||
      request.quantity < 1 ||
      request.quantity > purchaseLimits.maxQtyPerLine
    ) {
      throw fieldError(
        'quantity',
        `The quantity must be from 1 to ${purchaseLimits.maxQtyPerLine}.`,
      );
    }
    const product = request.sku.length <= 64 ? catalog.productBySku(request.sku) : undefined;
    const store = stores.list().find((candidate) => candidate.code === request.storeCode);
    if (!product || product.typeId !== 'simple' || pricing.isOutOfAssortment(product.status)) {
      throw reservationFailed('This product cannot be reserved. Please try again later.');
    }
    if (!store) throw fieldError('store_code', 'Choose one of our stores.');
    const expiresAt = reservationHoldUntil(
      this.deps.now(),
      store.openingHours,
      holdDays(),
      shopConstants.store.timezone,
    );
    return this.db.transaction(async (tx) => {
      if (!(await stores.holdStock(tx, product.id, store.code, request.quantity))) {
        throw reservationFailed(
          `${store.name} does not have ${request.quantity} of these right now. Please try again later.`,
        );
      }
      const [row] = await tx
        .insert(reservations)
        .values({
          number: newNumber(),
          productId: product.id,
          storeCode: store.code,
          quantity: request.quantity,
          name,
          email,
          telephone,
          expiresAt,
        })
        .returning();
      await mail.enqueue(tx, {
        to: email,
        locale: mailLocale(request.locale ?? 'nl'),
        dedupeKey: `reservation-confirmed:${row!.number}`,
        message: {
          template: 'reservation-confirmed',
          data: {
            reservationNumber: row!.number,
            customerName: name,
            productName: product.name,
            sku: product.sku,
            quantity: request.quantity,
            storeName: store.name,
            storeAddressLines: [store.street, `${store.postcode} ${store.city}`],
            expiresAt: expiresAt.toISOString(),
          },
        },
      });
      return { reservation: row!, product, store };
    });
  }

  /**
   * Gives the units of reservations past their hold time back to their stores; each one once
   * (a conditional update on its status).
   * @returns how many were released.
   */
  async releaseExpired(): Promise<number> {
    const due = await this.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.status, 'HELD'), lt(reservations.expiresAt, this.deps.now())))
      .limit(100);
    let released = 0;
    for (const reservation of due) {
      await this.db.transaction(async (tx) => {
        const [won] = await tx
          .update(reservations)
          .set({ status: 'RELEASED' })
          .where(and(eq(reservations.id, reservation.id), eq(reservations.status, 'HELD')))
          .returning({ id: reservations.id });
        if (!won) return;
        await this.deps.stores.releaseStock(
          tx,
          reservation.productId,
          reservation.storeCode,
          reservation.quantity,
        );
        released++;
      });
    }
    return released;
  }
}
