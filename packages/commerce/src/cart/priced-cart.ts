import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { cartItems } from './schema.ts';
import { snapshotOf, type CartSnapshot } from './cart-snapshot.ts';
import { pricingContext, type CartServiceDependencies } from './cart-dependencies.ts';
import { activeCart, type CartRef } from './cart-access.ts';
import { usableCoupon } from './cart-coupons.ts';

/**
 * Reads an active cart with everything its prices depend on (lines, coupon, online stock of
 * each line's units) and prices it. `db` may be a transaction; `lock` takes the cart row FOR
 * UPDATE so two requests on one cart (two tabs placing the order) take turns.
 * @throws GraphQLError CART_NOT_FOUND.
 */
export async function pricedCart(
  deps: CartServiceDependencies,
  cartRef: CartRef,
  db: Database,
  lock: boolean,
): Promise<CartSnapshot> {
  const cart = await activeCart(db, cartRef, lock);
  const items = await db
    .select({
      id: cartItems.id,
      productId: cartItems.productId,
      parentProductId: cartItems.parentProductId,
      quantity: cartItems.quantity,
    })
    .from(cartItems)
    .where(eq(cartItems.cartId, cart.id))
    .orderBy(asc(cartItems.id));
  const coupon = cart.couponCode ? await usableCoupon(db, cart.couponCode) : null;
  const stockIds = items.flatMap((item) => {
    const product = deps.catalog.product(item.productId);
    return product ? deps.catalog.stockUnitsOf(product).map((unit) => unit.productId) : [];
  });
  const stock = await deps.catalog.onlineQuantities(stockIds, db);
  return snapshotOf(pricingContext(deps), cart, items, coupon, stock);
}
