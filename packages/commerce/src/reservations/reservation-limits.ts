import { and, count, eq, gt, sql, sum } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database } from '../db/connection.ts';
import { shopConstants } from '../config/constants.ts';
import { shopperError, type ShopperError } from '../cart/shopper-errors.ts';
import { fieldError } from '../cart/address-validation.ts';
import { reservations } from './schema.ts';

/** The advisory lock class of reservation limits (the cart uses 7301). */
const reservationLimitLock = 7302;

const limits = shopConstants.reservations;

/**
 * Reservations per client address an hour: RESERVATIONS_PER_CLIENT_HOUR, else the shop's
 * constant. A shop behind one shared address (a company network, the journeys' test server) may
 * raise it; the limits per e-mail address still hold.
 */
export function reservationClientLimit(env = process.env): number {
  const configured = Number(env.RESERVATIONS_PER_CLIENT_HOUR);
  return Number.isInteger(configured) && configured > 0 ? configured : limits.maxPerClientPerWindow;
}

const refusal = (code: string, error: ShopperError) =>
  new GraphQLError(error.message, {
    extensions: { code, reason: error.reason, params: error.params },
  });

/** More units of one product than one reservation may hold: a refusal of the form's input. */
export function checkReservationQuantity(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > limits.maxUnitsPerProduct) {
    throw fieldError(
      'quantity',
      shopperError('RESERVATION_UNITS_LIMIT', { max: limits.maxUnitsPerProduct }),
    );
  }
}

export interface LimitedReservation {
  email: string;
  clientAddress: string | null;
  productId: number;
  quantity: number;
}

/**
 * Refuses a reservation past the shop's limits: open reservations per e-mail address, units of
 * one product held for that address, and reservations per client address an hour. Must run in
 * the reservation's transaction before it holds any stock: it takes a transaction lock per
 * e-mail and per client address, so two requests for the same address count one after the
 * other and cannot both slip under a limit (on every engine sharing the database).
 * @throws GraphQLError RESERVATION_LIMIT (RESERVATION_EMAIL_LIMIT, RESERVATION_UNITS_LIMIT) or
 *   TOO_MANY_REQUESTS (RESERVATION_CLIENT_LIMIT).
 */
export async function checkReservationLimits(
  tx: Database,
  request: LimitedReservation,
  now: Date,
): Promise<void> {
  const keys = [`email:${request.email}`];
  if (request.clientAddress) keys.push(`client:${request.clientAddress}`);
  // One order for every request, so two requests sharing both keys never wait on each other.
  keys.sort();
  for (const key of keys) {
    await tx.execute(sql`select pg_advisory_xact_lock(${reservationLimitLock}, hashtext(${key}))`);
  }

  const openForEmail = and(
    eq(reservations.email, request.email),
    eq(reservations.status, 'HELD'),
    gt(reservations.expiresAt, now),
  );
  const [open] = await tx.select({ n: count() }).from(reservations).where(openForEmail);
  if ((open?.n ?? 0) >= limits.maxOpenPerEmail) {
    throw refusal(
      'RESERVATION_LIMIT',
      shopperError('RESERVATION_EMAIL_LIMIT', { max: limits.maxOpenPerEmail }),
    );
  }
  const [units] = await tx
    .select({ held: sum(reservations.quantity).mapWith(Number) })
    .from(reservations)
    .where(and(openForEmail, eq(reservations.productId, request.productId)));
  if ((units?.held ?? 0) + request.quantity > limits.maxUnitsPerProduct) {
    throw refusal(
      'RESERVATION_LIMIT',
      shopperError('RESERVATION_UNITS_LIMIT', { max: limits.maxUnitsPerProduct }),
    );
  }
  if (request.clientAddress) {
    const since = new Date(now.getTime() - limits.clientWindowMs);
    const [recent] = await tx
      .select({ n: count() })
      .from(reservations)
      .where(
        and(
          eq(reservations.clientAddress, request.clientAddress),
          gt(reservations.createdAt, since),
        ),
      );
    const max = reservationClientLimit();
    if ((recent?.n ?? 0) >= max) {
      throw refusal('TOO_MANY_REQUESTS', shopperError('RESERVATION_CLIENT_LIMIT', { max }));
    }
  }
}
