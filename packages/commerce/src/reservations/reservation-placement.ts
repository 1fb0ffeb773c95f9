import { randomInt } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { purchaseLimits, shopConstants } from '../config/constants.ts';
import { fieldError, validateEmail } from '../cart/address-validation.ts';
import { shopperError } from '../cart/shopper-errors.ts';
import { hashToken, isPlausibleToken, newSecretToken } from '../customers/secret-token.ts';
import { reservations } from './schema.ts';
import { reservationHoldUntil } from './hold-until.ts';
import { checkReservationLimits, checkReservationQuantity } from './reservation-limits.ts';
import { mailReservationConfirmed, mailReservationConfirmLink } from './reservation-mails.ts';
import type { ReservationContext, ReservationRequest } from './reservation-records.ts';

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
 * Holds the units in the store within the shop's limits and mails, in one transaction: a link
 * to confirm (the units are held `unconfirmedHoldMs` until then), or for a verified account's
 * own address the confirmation itself.
 * @throws GraphQLError BAD_USER_INPUT for bad form input (more units than one reservation may
 *   hold: reason RESERVATION_UNITS_LIMIT), RESERVATION_LIMIT / TOO_MANY_REQUESTS past a limit
 *   (see checkReservationLimits), RESERVATION_FAILED when the store does not have the units
 *   (or the product is not reservable).
 */
export async function reserve(ctx: ReservationContext, request: ReservationRequest) {
  const { catalog, stores, pricing } = ctx;
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
  const now = ctx.now();
  const verified = request.verifiedCustomer?.email.toLowerCase() === email;
  const secret = verified ? null : newSecretToken();
  const expiresAt = verified
    ? reservationHoldUntil(now, store.openingHours, holdDays(), shopConstants.store.timezone)
    : new Date(now.getTime() + shopConstants.reservations.unconfirmedHoldMs);
  const clientAddress = request.clientAddress?.slice(0, 64) || null;
  return ctx.db.transaction(async (tx) => {
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
      await mailReservationConfirmed(ctx.mail, tx, row!, product, store);
    } else {
      await mailReservationConfirmLink(ctx.mail, tx, row!, product, store, secret, holdDays());
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
export async function confirmReservation(ctx: ReservationContext, token: string) {
  if (!isPlausibleToken(token)) throw linkInvalid();
  const hash = hashToken(token);
  const now = ctx.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(reservations)
      .where(eq(reservations.confirmationHash, hash));
    if (!found || found.status !== 'HELD') return null;
    if (found.confirmedAt) return found;
    const store = ctx.stores.byCode(found.storeCode);
    const product = ctx.catalog.product(found.productId);
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
    await mailReservationConfirmed(ctx.mail, tx, won, product, store);
    return won;
  });
  const product = row && ctx.catalog.product(row.productId);
  const store = row && ctx.stores.byCode(row.storeCode);
  if (!row || !product || !store) throw linkInvalid();
  return { reservation: row, product, store };
}
