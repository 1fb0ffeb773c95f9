import { randomBytes } from 'node:crypto';
import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { GraphQLError } from 'graphql';
import type { Database } from '../db/connection.ts';
import { shopperGraphQLError } from '../graphql/shopper-error.ts';
import { carts } from './schema.ts';
import type { CartRow } from './cart-snapshot.ts';
import { shopperError } from './shopper-errors.ts';

/** 128 random bits, base64url: a cart id nobody can guess or enumerate. */
export function newCartId(): string {
  return randomBytes(16).toString('base64url');
}

/** Ids the engine hands out are 22 characters; anything else is not looked up at all. */
const cartIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** Unknown, someone else's and inactive carts all answer with this one error. */
export function cartNotFound(): GraphQLError {
  return shopperGraphQLError('CART_NOT_FOUND', shopperError('CART_NOT_FOUND'));
}

/**
 * A cart as a request names it: its id and the signed-in customer asking. A bare id asks as a
 * guest. A cart with a customer answers only that customer; to anyone else it is missing.
 */
export type CartRef = string | { id: string; customerId: number | null };

export function cartIdOf(ref: CartRef): string {
  return typeof ref === 'string' ? ref : ref.id;
}

/** The carts the asker may reach: guest carts (by their secret id) and their own. */
function reachableBy(ref: CartRef): SQL {
  const customerId = typeof ref === 'string' ? null : ref.customerId;
  const guestCart = isNull(carts.customerId);
  return customerId === null ? guestCart : or(guestCart, eq(carts.customerId, customerId))!;
}

/**
 * The active cart the asker may reach. `db` may be a transaction; `lock` takes the row FOR
 * UPDATE so two requests on one cart take turns.
 * @throws GraphQLError CART_NOT_FOUND.
 */
export async function activeCart(db: Database, cartRef: CartRef, lock: boolean): Promise<CartRow> {
  const cartId = cartIdOf(cartRef);
  if (!cartIdPattern.test(cartId)) throw cartNotFound();
  const query = db
    .select()
    .from(carts)
    .where(and(eq(carts.id, cartId), eq(carts.isActive, true), reachableBy(cartRef)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw cartNotFound();
  return row;
}

/**
 * Changes fields of an active cart the asker may reach, in one conditional update.
 * @throws GraphQLError CART_NOT_FOUND.
 */
export async function updateCart(
  db: Database,
  cartRef: CartRef,
  values: PgUpdateSetSource<typeof carts>,
): Promise<void> {
  const cartId = cartIdOf(cartRef);
  if (!cartIdPattern.test(cartId)) throw cartNotFound();
  const rows = await db
    .update(carts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), eq(carts.isActive, true), reachableBy(cartRef)))
    .returning({ id: carts.id });
  if (rows.length === 0) throw cartNotFound();
}

/** The shopper's language; a cart that is gone or spent is left to the mutation to report. */
export async function setCartLocale(db: Database, cartRef: CartRef, locale: string): Promise<void> {
  const cartId = cartIdOf(cartRef);
  if (!cartIdPattern.test(cartId)) return;
  await db
    .update(carts)
    .set({ locale })
    .where(and(eq(carts.id, cartId), eq(carts.isActive, true), reachableBy(cartRef)));
}

/** Marks the cart as just used: the customer's most recently used cart is the one they get. */
export async function touchCart(tx: Database, cartId: string): Promise<void> {
  await tx
    .update(carts)
    .set({ updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}

/** The cart is spent; false when it already was (another order or merge got there first). */
export async function deactivateCart(tx: Database, cartId: string): Promise<boolean> {
  const rows = await tx
    .update(carts)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(and(eq(carts.id, cartId), eq(carts.isActive, true)))
    .returning({ id: carts.id });
  return rows.length === 1;
}

/** The cart works again as it was. */
export async function reactivateCart(tx: Database, cartId: string): Promise<void> {
  await tx
    .update(carts)
    .set({ isActive: true, updatedAt: sql`now()` })
    .where(eq(carts.id, cartId));
}
