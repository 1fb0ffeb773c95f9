import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { cartItems, carts, couponUses } from './schema.ts';

/** The account's carts with their lines, and the coupons its address used (GDPR export). */
export async function cartPersonalData(db: Database, customerId: number, email: string) {
  const rows = await db.select().from(carts).where(eq(carts.customerId, customerId));
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
export async function eraseCartsOfCustomer(tx: Database, customerId: number): Promise<number> {
  const rows = await tx
    .select({ id: carts.id, isActive: carts.isActive })
    .from(carts)
    .where(eq(carts.customerId, customerId))
    .for('update');
  if (rows.length === 0) return 0;
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
    .where(and(eq(carts.customerId, customerId)));
  if (open.length) await tx.update(carts).set({ isActive: false }).where(inArray(carts.id, open));
  return rows.length;
}
