import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import { purchaseLimits, shopConstants } from '../config/constants.ts';
import { fieldError, validateEmail } from '../cart/address-validation.ts';
import { shopperError } from '../cart/shopper-errors.ts';
import { hashToken, isPlausibleToken, newSecretToken } from '../customers/secret-token.ts';
import { reservations } from './schema.ts';
import { reservationHoldUntil } from './hold-until.ts';
import { checkReservationLimits, checkReservationQuantity } from './reservation-limits.ts';
import {
  mailReservationConfirmed,
  mailReservationConfirmLink,
  mailReservationReady,
} from './reservation-mails.ts';
import {
  reservationState,
  reservationStateCondition,
  type ReservationState,
} from './reservation-states.ts';

export interface ReservationRequest {
  sku: string;
  storeCode: string;
  quantity: number;
  name: string;
  email: string;
  telephone: string;
  locale?: string;
  /** The client's address as the shop's server reported it; null when unknown. */
  clientAddress?: string | null;
  /**
   * The signed-in customer whose account e-mail is confirmed: a reservation for that same
   * address needs no confirmation link (the account already proved the address).
   */
  verifiedCustomer?: { id: number; email: string } | null;
}

export type ReservationRow = typeof reservations.$inferSelect;

/**
 * A staff move on a reservation: `moved` (also when it had been made already: `changed` false),
 * `not-found`, or `refused` because the reservation is in a state the move does not start from.
 */
export type ReservationMoveOutcome =
  | { kind: 'moved'; row: ReservationRow; changed: boolean }
  | { kind: 'not-found' }
  | { kind: 'refused'; state: ReservationState };

/** Writes the audit entry of a move in the move's own transaction. */
export type ReservationMoveAudit = (
  tx: Database,
  before: ReservationRow,
  after: ReservationRow,
) => Promise<void>;

/** spec §8 'reservation failed, try later'. */
const reservationFailed = (message: string) =>
  new GraphQLError(message, { extensions: { code: 'RESERVATION_FAILED' } });

/** An unknown, lapsed or released link: all answer alike, so a guess learns nothing. */
const linkInvalid = () => {
  const error = shopperError('RESERVATION_LINK_INVALID');
  return new GraphQLError(error.message, {
    extensions: { code: 'BAD_USER_INPUT', reason: error.reason, params: error.params },
  });
};

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

/**
 * Reservations for pickup: units held in a store, briefly until the shopper confirms by the
 * mailed link, then for some days; released when the hold ends.
 */
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
   * Holds the units in the store within the shop's limits and mails, in one transaction: a link
   * to confirm (the units are held `unconfirmedHoldMs` until then), or for a verified account's
   * own address the confirmation itself.
   * @throws GraphQLError BAD_USER_INPUT for bad form input (more units than one reservation may
   *   hold: reason RESERVATION_UNITS_LIMIT), RESERVATION_LIMIT / TOO_MANY_REQUESTS past a limit
   *   (see checkReservationLimits), RESERVATION_FAILED when the store does not have the units
   *   (or the product is not reservable).
   */
  async reserve(request: ReservationRequest) {
    const { catalog, stores, pricing } = this.deps;
    const name = request.name.trim();
    if (!name) throw fieldError('name', 'The field is required.');
    if (name.length > 100) throw fieldError('name', 'Must not exceed 100 character(s).');
    const email = validateEmail(request.email).toLowerCase();
    const telephone = request.telephone.trim();
    if (!/^\+?[0-9 ()-]{6,20}$/.test(telephone)) {
      throw fieldError('telephone', 'Only use numbers, avoid spaces and punctuation marks');
    }
    checkReservationQuantity(request.quantity);
    const product = request.sku.length <= 64 ? catalog.productBySku(request.sku) : undefined;
    const store = stores.list().find((candidate) => candidate.code === request.storeCode);
    if (!product || product.typeId !== 'simple' || pricing.isOutOfAssortment(product.status)) {
      throw reservationFailed('This product cannot be reserved. Please try again later.');
    }
    if (!store) throw fieldError('store_code', 'Choose one of our stores.');
    const now = this.deps.now();
    const verified = request.verifiedCustomer?.email.toLowerCase() === email;
    const secret = verified ? null : newSecretToken();
    const expiresAt = verified
      ? reservationHoldUntil(now, store.openingHours, holdDays(), shopConstants.store.timezone)
      : new Date(now.getTime() + shopConstants.reservations.unconfirmedHoldMs);
    const clientAddress = request.clientAddress?.slice(0, 64) || null;
    return this.db.transaction(async (tx) => {
      await checkReservationLimits(
        tx,
        { email, clientAddress, productId: product.id, quantity: request.quantity },
        now,
      );
      if (!(await stores.holdStock(tx, product.id, store.code, request.quantity))) {
        throw reservationFailed(
          `${store.name} does not have ${request.quantity} of these right now. Please try again later.`,
        );
      }
      const [row] = await tx
        .insert(reservations)
        .values({
          number: newNumber(),
          customerId: request.verifiedCustomer?.id ?? null,
          productId: product.id,
          storeCode: store.code,
          quantity: request.quantity,
          name,
          email,
          telephone,
          locale: request.locale ?? 'nl',
          clientAddress,
          confirmationHash: secret === null ? null : hashToken(secret),
          confirmedAt: verified ? now : null,
          expiresAt,
          createdAt: now,
        })
        .returning();
      if (secret === null) {
        await mailReservationConfirmed(this.deps.mail, tx, row!, product, store);
      } else {
        await mailReservationConfirmLink(
          this.deps.mail,
          tx,
          row!,
          product,
          store,
          secret,
          holdDays(),
        );
      }
      return { reservation: row!, product, store };
    });
  }

  /**
   * Follows a mailed confirmation link: the store holds the units for the normal period (counted
   * from when the reservation was made) and the confirmation is mailed. Confirming again answers
   * the same reservation and mails nothing more.
   * @throws GraphQLError BAD_USER_INPUT (reason RESERVATION_LINK_INVALID) for a link that is
   *   unknown, lapsed or whose reservation was released: all alike.
   */
  async confirm(token: string) {
    if (!isPlausibleToken(token)) throw linkInvalid();
    const hash = hashToken(token);
    const now = this.deps.now();
    const row = await this.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.confirmationHash, hash));
      if (!found || found.status !== 'HELD') return null;
      if (found.confirmedAt) return found;
      const store = this.deps.stores.byCode(found.storeCode);
      const product = this.deps.catalog.product(found.productId);
      if (!store || !product) return null;
      const [won] = await tx
        .update(reservations)
        .set({
          confirmedAt: now,
          expiresAt: reservationHoldUntil(
            found.createdAt,
            store.openingHours,
            holdDays(),
            shopConstants.store.timezone,
          ),
        })
        .where(
          and(
            eq(reservations.id, found.id),
            eq(reservations.status, 'HELD'),
            isNull(reservations.confirmedAt),
            gt(reservations.expiresAt, now),
          ),
        )
        .returning();
      if (!won) {
        // Confirmed by a concurrent click (then it answers alike), or lapsed meanwhile.
        const [again] = await tx.select().from(reservations).where(eq(reservations.id, found.id));
        return again?.confirmedAt && again.status === 'HELD' ? again : null;
      }
      await mailReservationConfirmed(this.deps.mail, tx, won, product, store);
      return won;
    });
    const product = row && this.deps.catalog.product(row.productId);
    const store = row && this.deps.stores.byCode(row.storeCode);
    if (!row || !product || !store) throw linkInvalid();
    return { reservation: row, product, store };
  }

  /**
   * Confirmed reservations still held and not yet put ready, per store: what each store must
   * prepare (unconfirmed ones may still lapse within the hour, so they are not counted).
   */
  async toPreparePerStore(): Promise<{ storeCode: string; count: number }[]> {
    return this.db
      .select({ storeCode: reservations.storeCode, count: count() })
      .from(reservations)
      .where(reservationStateCondition('TO_PREPARE', this.deps.now()))
      .groupBy(reservations.storeCode)
      .orderBy(reservations.storeCode);
  }

  /**
   * The store put the units ready at the counter: the shopper is mailed (once, in their
   * language) in the same transaction. Only a confirmed reservation still held and not yet
   * ready moves; one already ready answers as it is and mails nothing more.
   */
  async markReady(number: string, audit: ReservationMoveAudit): Promise<ReservationMoveOutcome> {
    return this.move(
      number,
      ['TO_PREPARE'],
      'READY_FOR_PICKUP',
      async (tx, found, now) => {
        const [ready] = await tx
          .update(reservations)
          .set({ readyAt: now })
          .where(eq(reservations.id, found.id))
          .returning();
        const store = this.deps.stores.byCode(found.storeCode);
        const product = this.deps.catalog.product(found.productId) ?? {
          name: `#${found.productId}`,
          sku: '',
        };
        if (store) await mailReservationReady(this.deps.mail, tx, ready!, product, store);
        return ready!;
      },
      audit,
    );
  }

  /**
   * The shopper collected the units at the counter (to prepare or ready, while held): they leave
   * the store's held stock for good. Collected already answers as it is.
   */
  async markPickedUp(number: string, audit: ReservationMoveAudit): Promise<ReservationMoveOutcome> {
    return this.move(
      number,
      ['TO_PREPARE', 'READY_FOR_PICKUP'],
      'PICKED_UP',
      async (tx, found, now) => {
        const [collected] = await tx
          .update(reservations)
          .set({ status: 'PICKED_UP', pickedUpAt: now })
          .where(eq(reservations.id, found.id))
          .returning();
        await this.deps.stores.collectHeldStock(
          tx,
          found.productId,
          found.storeCode,
          found.quantity,
        );
        return collected!;
      },
      audit,
    );
  }

  /**
   * One move under the reservation's row lock, so the expiry sweep (which releases only rows
   * still HELD past their hold) and a second click wait for it and then see its outcome.
   */
  private move(
    number: string,
    from: ReservationState[],
    to: ReservationState,
    change: (tx: Database, found: ReservationRow, now: Date) => Promise<ReservationRow>,
    audit: ReservationMoveAudit,
  ): Promise<ReservationMoveOutcome> {
    if (number.length > 20) return Promise.resolve({ kind: 'not-found' });
    const now = this.deps.now();
    return this.db.transaction(async (tx) => {
      const [found] = await tx
        .select()
        .from(reservations)
        .where(eq(reservations.number, number))
        .for('update');
      if (!found) return { kind: 'not-found' as const };
      const state = reservationState(found, now);
      if (state === to) return { kind: 'moved' as const, row: found, changed: false };
      if (!from.includes(state)) return { kind: 'refused' as const, state };
      const after = await change(tx, found, now);
      await audit(tx, found, after);
      return { kind: 'moved' as const, row: after, changed: true };
    });
  }

  /**
   * Gives the units of reservations past their hold time back to their stores; each one once
   * (a conditional update on its status and hold, so a confirmation that just extended the hold
   * keeps its units).
   * @returns how many were released.
   */
  async releaseExpired(): Promise<number> {
    const now = this.deps.now();
    const due = await this.db
      .select()
      .from(reservations)
      .where(and(eq(reservations.status, 'HELD'), lt(reservations.expiresAt, now)))
      .limit(100);
    let released = 0;
    for (const reservation of due) {
      await this.db.transaction(async (tx) => {
        const [won] = await tx
          .update(reservations)
          .set({ status: 'RELEASED' })
          .where(
            and(
              eq(reservations.id, reservation.id),
              eq(reservations.status, 'HELD'),
              lt(reservations.expiresAt, now),
            ),
          )
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

  /**
   * Reservations for the back office, newest first: one store's (`storeCode`) or every store's
   * (null), optionally in one stored status or one state (see reservation-states.ts).
   */
  async adminList(options: {
    storeCode: string | null;
    status: ReservationRow['status'] | null;
    state: ReservationState | null;
    pageSize: number;
    currentPage: number;
  }): Promise<{ items: ReservationRow[]; totalCount: number }> {
    const { storeCode, status, state, pageSize, currentPage } = options;
    const where = and(
      storeCode === null ? undefined : eq(reservations.storeCode, storeCode),
      status === null ? undefined : eq(reservations.status, status),
      state === null ? undefined : reservationStateCondition(state, this.deps.now()),
    );
    const [items, [counted]] = await Promise.all([
      this.db
        .select()
        .from(reservations)
        .where(where)
        .orderBy(desc(reservations.id))
        .limit(pageSize)
        .offset((currentPage - 1) * pageSize),
      this.db
        .select({ n: sql<number>`count(*)::int` })
        .from(reservations)
        .where(where),
    ]);
    return { items, totalCount: counted?.n ?? 0 };
  }

  /** One reservation by the number the shopper reads out at the counter. */
  async byNumber(number: string): Promise<ReservationRow | null> {
    if (number.length > 20) return null;
    const [row] = await this.db.select().from(reservations).where(eq(reservations.number, number));
    return row ?? null;
  }

  /** The reservations made by the account or with its address (GDPR export, ADR 0033). */
  async personalData(customerId: number, email: string, db: Database = this.db) {
    return db
      .select()
      .from(reservations)
      .where(byPerson(customerId, email))
      .orderBy(reservations.id);
  }

  /**
   * Erases the personal part of those reservations in the caller's transaction (GDPR erasure,
   * ADR 0033): name, address, phone, client address and the account link. Number, product, store
   * and quantity stay, so a held one still lapses and gives its units back as usual, and the
   * store's counts stay right. Answers how many were erased.
   */
  async eraseOf(tx: Database, customerId: number, email: string): Promise<number> {
    const erased = await tx
      .update(reservations)
      .set({
        customerId: null,
        name: '',
        email: `erased-reservation@erased.invalid`,
        telephone: '',
        clientAddress: null,
        confirmationHash: null,
      })
      .where(byPerson(customerId, email))
      .returning({ id: reservations.id });
    return erased.length;
  }
}

const byPerson = (customerId: number, email: string) =>
  or(eq(reservations.customerId, customerId), eq(reservations.email, email.trim().toLowerCase()));
