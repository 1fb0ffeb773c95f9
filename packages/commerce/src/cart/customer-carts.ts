import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { carts, cartItems } from './schema.ts';
import type { CartRow } from './cart-snapshot.ts';
import type { CartServiceDependencies } from './cart-dependencies.ts';
import { activeCart, cartNotFound, deactivateCart, newCartId, touchCart } from './cart-access.ts';
import { addCapped } from './capped-lines.ts';

/** The advisory lock class that serialises making a customer's cart. */
const customerCartLock = 7301;

/**
 * The customer's active cart (the most recently used one), made when there is none. The
 * customer's e-mail address is the cart's.
 */
export async function customerCart(
  deps: CartServiceDependencies,
  customerId: number,
  email: string,
  locale: string,
): Promise<string> {
  const db = deps.database.db;
  const existing = await latestCustomerCart(db, customerId, email);
  if (existing) return existing;
  return db.transaction(async (tx) => {
    // Two first requests at once (two tabs) take turns, so the customer gets one cart.
    await tx.execute(sql`select pg_advisory_xact_lock(${customerCartLock}, ${customerId})`);
    const found = await latestCustomerCart(tx, customerId, email);
    if (found) return found;
    const id = newCartId();
    await tx.insert(carts).values({ id, customerId, email, locale });
    return id;
  });
}

/** The customer's most recently used active cart, its e-mail kept the account's. */
async function latestCustomerCart(
  db: Database,
  customerId: number,
  email: string,
): Promise<string | null> {
  const [found] = await db
    .select({ id: carts.id, email: carts.email })
    .from(carts)
    .where(and(eq(carts.customerId, customerId), eq(carts.isActive, true)))
    .orderBy(desc(carts.updatedAt), desc(carts.createdAt))
    .limit(1);
  if (!found) return null;
  if (found.email !== email) await db.update(carts).set({ email }).where(eq(carts.id, found.id));
  return found.id;
}

/**
 * Moves the source cart's lines into the customer's destination cart: quantities add up,
 * capped by stock and the line maximum; a coupon moves along when the destination has none.
 * The source cart stops working.
 * @throws GraphQLError CART_NOT_FOUND when the destination is not the customer's active cart
 *   or the source is neither a guest cart nor theirs.
 */
export async function mergeCarts(
  deps: CartServiceDependencies,
  customerId: number,
  sourceId: string,
  destinationId: string,
): Promise<void> {
  const asker = { customerId };
  await deps.database.db.transaction(async (tx) => {
    // Locked in id order, so two merges of the same pair wait for each other, never deadlock.
    const [first, second] = [sourceId, destinationId].sort();
    const locked = new Map<string, CartRow>();
    for (const id of new Set([first!, second!])) {
      locked.set(id, await activeCart(tx, { id, ...asker }, true));
    }
    const source = locked.get(sourceId)!;
    const destination = locked.get(destinationId)!;
    if (destination.customerId !== customerId) throw cartNotFound();
    if (source.id === destination.id) return;
    const lines = await tx
      .select()
      .from(cartItems)
      .where(eq(cartItems.cartId, source.id))
      .orderBy(asc(cartItems.id));
    await addCapped(deps, tx, destination.id, lines);
    if (source.couponCode && !destination.couponCode) {
      await tx
        .update(carts)
        .set({ couponCode: source.couponCode })
        .where(eq(carts.id, destination.id));
    }
    await deactivateCart(tx, source.id);
    await touchCart(tx, destination.id);
  });
}
