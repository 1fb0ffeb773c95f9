import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { shopperGraphQLError } from '../graphql/shopper-error.ts';
import type { CouponRule } from './cart-records.ts';
import { couponUses, coupons } from './schema.ts';
import { snapshotOf, type CartSnapshot } from './cart-snapshot.ts';
import { pricingContext, type CartServiceDependencies } from './cart-dependencies.ts';
import { updateCart, type CartRef } from './cart-access.ts';
import { releaseSingleUseCoupons, spendSingleUseCoupon } from './issued-coupons.ts';
import { shopperError, type ShopperError } from './shopper-errors.ts';

/** A coupon that can still be used: a single-use code another order spent is gone. */
export async function usableCoupon(db: Database, code: string): Promise<CouponRule | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
  if (!row || (row.singleUse && row.usedByOrder !== null)) return null;
  return row;
}

/**
 * Sets the coupon on the cart `snapshot` shows when it exists and applies to the cart now
 * (dates, minimum subtotal, not used before by the cart's address).
 * @throws GraphQLError BAD_USER_INPUT naming what is wrong.
 */
export async function applyCoupon(
  deps: CartServiceDependencies,
  cartRef: CartRef,
  snapshot: CartSnapshot,
  trimmed: string,
): Promise<void> {
  const db = deps.database.db;
  const coupon = trimmed.length <= 64 ? await usableCoupon(db, trimmed) : null;
  const refuse = (error: ShopperError) =>
    shopperGraphQLError('BAD_USER_INPUT', error, { field: 'coupon_code' });
  if (!coupon) throw refuse(shopperError('COUPON_NOT_FOUND', { code: trimmed.slice(0, 64) }));
  if (snapshot.cart.couponCode) throw refuse(shopperError('COUPON_ALREADY_APPLIED'));
  // Priced again with the coupon to learn whether it applies; stock plays no part in that.
  const priced = snapshotOf(
    pricingContext(deps),
    snapshot.cart,
    snapshot.lines.map((line) => ({
      id: line.itemId,
      productId: line.product.id,
      parentProductId: line.parent?.id ?? null,
      quantity: line.quantity,
    })),
    coupon,
    new Map(),
  );
  if (priced.totals.couponProblem) throw refuse(priced.totals.couponProblem);
  if (snapshot.cart.email && (await couponUsedBy(db, coupon.code, snapshot.cart.email))) {
    throw refuse(shopperError('COUPON_ALREADY_USED', { code: coupon.code }));
  }
  await updateCart(db, cartRef, { couponCode: coupon.code });
}

export async function couponUsedBy(db: Database, code: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ code: couponUses.couponCode })
    .from(couponUses)
    .where(and(eq(couponUses.couponCode, code), eq(couponUses.email, email.toLowerCase())));
  return row !== undefined;
}

/**
 * Records the coupon's use in the order's transaction; a single-use code is spent for good.
 * @returns false when the address already used it (the primary key refuses a second row), or
 * another order spent the single-use code first.
 */
export async function recordCouponUse(
  tx: Database,
  code: string,
  email: string,
  orderNumber: string,
): Promise<boolean> {
  const [rule] = await tx
    .select({ singleUse: coupons.singleUse })
    .from(coupons)
    .where(eq(coupons.code, code));
  if (rule?.singleUse && !(await spendSingleUseCoupon(tx, code, orderNumber))) return false;
  const rows = await tx
    .insert(couponUses)
    .values({ couponCode: code, email: email.toLowerCase(), orderNumber })
    .onConflictDoNothing()
    .returning({ code: couponUses.couponCode });
  return rows.length === 1;
}

/** The order was cancelled: its coupon use is undone, and a single-use code works again. */
export async function forgetCouponUse(tx: Database, orderNumber: string): Promise<void> {
  await tx.delete(couponUses).where(eq(couponUses.orderNumber, orderNumber));
  await releaseSingleUseCoupons(tx, orderNumber);
}
