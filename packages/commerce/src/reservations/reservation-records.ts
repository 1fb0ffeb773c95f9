import type { Database } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import type { reservations } from './schema.ts';
import type { ReservationState } from './reservation-states.ts';

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

/** What the reservation service is made with. */
export interface ReservationDependencies {
  catalog: CatalogService;
  stores: StoreService;
  mail: MailOutbox;
  pricing: PricingService;
  now: () => Date;
}

/** The service's dependencies and its database, handed to each of its parts. */
export interface ReservationContext extends ReservationDependencies {
  db: Database;
}
