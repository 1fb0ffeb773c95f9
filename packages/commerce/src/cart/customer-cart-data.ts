import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { cartItems, carts, couponUses } from './schema.ts';

/** Guest carts given the address (no account; a full scan of carts, as an erasure is rare). */
const guestCartsOf = (email: string) =>
  and(isNull(carts.customerId), sql`lower(${carts.email}) = ${email.trim().toLowerCase()}`)!;

/**
 * The account's carts and the guest carts given its address, with their lines, and the coupons
 * the address used (GDPR export).
 */
export async function cartPersonalData(db: Database, customerId: number, email: string) {
  const rows = await db
    .select()
    .from(carts)
    .where(or(eq(carts.customerId, customerId), guestCartsOf(email)));
  const items = rows.length
    ? await db
        .select()
        .from(cartItems)
        .where(
          inArray(
            cartItems.cartId,
            rows.map((row) => row.id),
          ),
        )
    : [];
  const uses = await db
    .select()
    .from(couponUses)
    .where(sql`lower(${couponUses.email}) = ${email.toLowerCase()}`);
  return {
    carts: rows.map((cart) => ({
      active: cart.isActive,
      email: cart.email,
      locale: cart.locale,
      coupon_code: cart.couponCode,
      shipping_address: cart.shippingAddress,
      billing_address: cart.billingAddress,
      shipping_carrier: cart.shippingCarrier,
      pickup_location_code: cart.pickupLocationCode,
      customer_notes: cart.customerNotes,
      payment_method: cart.paymentMethod,
      created_at: cart.createdAt.toISOString(),
      updated_at: cart.updatedAt.toISOString(),
      lines: items
        .filter((item) => item.cartId === cart.id)
        .map((item) => ({
          product_id: item.productId,
          parent_product_id: item.parentProductId,
          quantity: item.quantity,
          added_at: item.createdAt.toISOString(),
        })),
    })),
    coupon_uses: uses.map((use) => ({
      coupon_code: use.couponCode,
      order_number: use.orderNumber,
      used_at: use.usedAt.toISOString(),
    })),
  };
}

/**
 * Empties the account's carts (GDPR erasure, ADR 0033): the open ones lose their lines and
 * close; every one loses its address, e-mail, notes and payment details and its link to the
 * account. An ordered cart's row stays (its order names it) but holds nothing personal: the
 * order keeps its own copy. Coupon uses stay: they belong to the kept orders and stop the same
 * address from using a once-per-address code twice. Answers how many carts were emptied.
 */
export function eraseCartsOfCustomer(tx: Database, customerId: number): Promise<number> {
  return emptyCarts(tx, eq(carts.customerId, customerId));
}

/** The same for the guest carts given the address (a shopper before signing in, or without). */
export function eraseGuestCartsOf(tx: Database, email: string): Promise<number> {
  return emptyCarts(tx, guestCartsOf(email));
}

async function emptyCarts(tx: Database, which: SQL): Promise<number> {
  const rows = await tx
    .select({ id: carts.id, isActive: carts.isActive })
    .from(carts)
    .where(which)
    .for('update');
  if (rows.length === 0) return 0;
  const ids = rows.map((row) => row.id);
  const open = rows.filter((row) => row.isActive).map((row) => row.id);
  if (open.length) await tx.delete(cartItems).where(inArray(cartItems.cartId, open));
  await tx
    .update(carts)
    .set({
      customerId: null,
      email: null,
      shippingAddress: null,
      billingAddress: null,
      shippingAddressSave: null,
      billingAddressSave: null,
      customerNotes: null,
      paymentMethod: null,
      couponCode: null,
    })
    .where(inArray(carts.id, ids));
  if (open.length) await tx.update(carts).set({ isActive: false }).where(inArray(carts.id, open));
  return rows.length;
}
