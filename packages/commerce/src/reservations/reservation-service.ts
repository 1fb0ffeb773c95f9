import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { ReservationState } from './reservation-states.ts';
import type {
  ReservationContext,
  ReservationDependencies,
  ReservationMoveAudit,
  ReservationMoveOutcome,
  ReservationRequest,
  ReservationRow,
} from './reservation-records.ts';
import { confirmReservation, reserve } from './reservation-placement.ts';
import { markPickedUp, markReady, releaseExpired } from './reservation-moves.ts';
import {
  adminReservationList,
  eraseReservationsOf,
  reservationByNumber,
  reservationsOfPerson,
  toPreparePerStore,
} from './reservation-queries.ts';

// What other files import from here, wherever it now lives.
export type {
  ReservationMoveAudit,
  ReservationMoveOutcome,
  ReservationRequest,
  ReservationRow,
} from './reservation-records.ts';

/**
 * Reservations for pickup: units held in a store, briefly until the shopper confirms by the
 * mailed link, then for some days; released when the hold ends.
 */
export class ReservationService {
  private readonly db: Database;
  private readonly context: ReservationContext;

  constructor(
    database: DatabaseHandle,
    private readonly deps: ReservationDependencies,
  ) {
    this.db = database.db;
    this.context = { ...deps, db: this.db };
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
  reserve(request: ReservationRequest) {
    return reserve(this.context, request);
  }

  /**
   * Follows a mailed confirmation link: the store holds the units for the normal period (counted
   * from when the reservation was made) and the confirmation is mailed. Confirming again answers
   * the same reservation and mails nothing more.
   * @throws GraphQLError BAD_USER_INPUT (reason RESERVATION_LINK_INVALID) for a link that is
   *   unknown, lapsed or whose reservation was released: all alike.
   */
  confirm(token: string) {
    return confirmReservation(this.context, token);
  }

  /**
   * Confirmed reservations still held and not yet put ready, per store: what each store must
   * prepare (unconfirmed ones may still lapse within the hour, so they are not counted).
   */
  toPreparePerStore(): Promise<{ storeCode: string; count: number }[]> {
    return toPreparePerStore(this.db, this.deps.now());
  }

  /**
   * The store put the units ready at the counter: the shopper is mailed (once, in their
   * language) in the same transaction. Only a confirmed reservation still held and not yet
   * ready moves; one already ready answers as it is and mails nothing more.
   */
  markReady(number: string, audit: ReservationMoveAudit): Promise<ReservationMoveOutcome> {
    return markReady(this.context, number, audit);
  }

  /**
   * The shopper collected the units at the counter (to prepare or ready, while held): they leave
   * the store's held stock for good. Collected already answers as it is.
   */
  markPickedUp(number: string, audit: ReservationMoveAudit): Promise<ReservationMoveOutcome> {
    return markPickedUp(this.context, number, audit);
  }

  /**
   * Gives the units of reservations past their hold time back to their stores; each one once
   * (a conditional update on its status and hold, so a confirmation that just extended the hold
   * keeps its units).
   * @returns how many were released.
   */
  releaseExpired(): Promise<number> {
    return releaseExpired(this.context);
  }

  /**
   * Reservations for the back office, newest first: one store's (`storeCode`) or every store's
   * (null), optionally in one stored status or one state (see reservation-states.ts).
   */
  adminList(options: {
    storeCode: string | null;
    status: ReservationRow['status'] | null;
    state: ReservationState | null;
    pageSize: number;
    currentPage: number;
  }): Promise<{ items: ReservationRow[]; totalCount: number }> {
    return adminReservationList(this.db, this.deps.now, options);
  }

  /** One reservation by the number the shopper reads out at the counter. */
  byNumber(number: string): Promise<ReservationRow | null> {
    return reservationByNumber(this.db, number);
  }

  /** The reservations made by the account or with its address (GDPR export, ADR 0033). */
  async personalData(customerId: number, email: string, db: Database = this.db) {
    return reservationsOfPerson(db, customerId, email);
  }

  /**
   * Erases the personal part of those reservations in the caller's transaction (GDPR erasure,
   * ADR 0033): name, address, phone, client address and the account link. Number, product, store
   * and quantity stay, so a held one still lapses and gives its units back as usual, and the
   * store's counts stay right. Answers how many were erased.
   */
  eraseOf(tx: Database, customerId: number, email: string): Promise<number> {
    return eraseReservationsOf(tx, customerId, email);
  }
}
