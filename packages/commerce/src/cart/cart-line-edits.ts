import { and, eq } from 'drizzle-orm';
import { purchaseLimits } from '../config/constants.ts';
import { shopperGraphQLError } from '../graphql/shopper-error.ts';
import type { CartItemInput, CartItemUpdateInput } from '../graphql/generated/resolver-types.ts';
import { cartItems } from './schema.ts';
import type { CartServiceDependencies } from './cart-dependencies.ts';
import { activeCart, touchCart, type CartRef } from './cart-access.ts';
import { shopperError } from './shopper-errors.ts';
import {
  lineProblem,
  about,
  type LineProblem,
  productToBuy,
  quantityProblem,
  salabilityProblem,
  stockProblem,
  tooManyLines,
  unitsAvailable,
} from './cart-lines.ts';

/**
 * Adds lines (Magento: the valid ones are added, the others come back as user errors). A
 * product already in the cart gets its quantity raised.
 */
export async function addProducts(
  deps: CartServiceDependencies,
  cartRef: CartRef,
  inputs: CartItemInput[],
): Promise<LineProblem[]> {
  const { catalog, pricing } = deps;
  return deps.database.db.transaction(async (tx) => {
    const cart = await activeCart(tx, cartRef, true);
    const existing = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    const quantityOf = new Map(existing.map((row) => [row.productId, row.quantity]));
    const errors: LineProblem[] = [];
    for (const input of inputs) {
      const bad = quantityProblem(input.quantity);
      if (bad) {
        errors.push(bad);
        continue;
      }
      const found = productToBuy(catalog, input);
      if ('code' in found) {
        errors.push(found);
        continue;
      }
      const { product, parent } = found;
      const total = (quantityOf.get(product.id) ?? 0) + input.quantity;
      const stock = await catalog.onlineQuantities(
        catalog.stockUnitsOf(product).map((unit) => unit.productId),
        tx,
      );
      const inCart = quantityOf.get(product.id) ?? 0;
      // A valid quantity that takes the line past the maximum: said as the line's limit, with
      // what the cart already holds, not as a quantity out of range.
      const overLimit =
        total > purchaseLimits.maxQtyPerLine
          ? about(
              product,
              lineProblem('INVALID_PARAMETER_VALUE', 'LINE_LIMIT_REACHED', {
                product: product.name,
                max: purchaseLimits.maxQtyPerLine,
                inCart,
              }),
            )
          : null;
      const problem =
        salabilityProblem(pricing, product) ??
        overLimit ??
        stockProblem(product, total, unitsAvailable(catalog, product, stock));
      if (problem) {
        errors.push(problem);
        continue;
      }
      if (!quantityOf.has(product.id) && quantityOf.size >= purchaseLimits.maxLinesPerCart) {
        errors.push(tooManyLines());
        continue;
      }
      await tx
        .insert(cartItems)
        .values({
          cartId: cart.id,
          productId: product.id,
          parentProductId: parent?.id ?? null,
          quantity: total,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: { quantity: total },
        });
      quantityOf.set(product.id, total);
    }
    await touchCart(tx, cart.id);
    return errors;
  });
}

/** New quantities per line; 0 removes the line. */
export async function updateItems(
  deps: CartServiceDependencies,
  cartRef: CartRef,
  updates: CartItemUpdateInput[],
): Promise<LineProblem[]> {
  const { catalog } = deps;
  return deps.database.db.transaction(async (tx) => {
    const cart = await activeCart(tx, cartRef, true);
    const existing = await tx.select().from(cartItems).where(eq(cartItems.cartId, cart.id));
    const errors: LineProblem[] = [];
    for (const update of updates) {
      const line = existing.find((row) => String(row.id) === update.cart_item_uid);
      if (!line) {
        errors.push(lineProblem('COULD_NOT_FIND_CART_ITEM', 'CART_ITEM_NOT_FOUND'));
        continue;
      }
      const quantity = update.quantity ?? line.quantity;
      if (quantity === 0) {
        await tx.delete(cartItems).where(eq(cartItems.id, line.id));
        continue;
      }
      const product = catalog.product(line.productId);
      const bad = quantityProblem(quantity);
      if (bad || !product) {
        errors.push(bad ?? lineProblem('PRODUCT_NOT_FOUND', 'PRODUCT_NO_LONGER_SOLD'));
        continue;
      }
      const stock = await catalog.onlineQuantities(
        catalog.stockUnitsOf(product).map((unit) => unit.productId),
        tx,
      );
      const problem = stockProblem(product, quantity, unitsAvailable(catalog, product, stock));
      if (problem) {
        errors.push(problem);
        continue;
      }
      await tx.update(cartItems).set({ quantity }).where(eq(cartItems.id, line.id));
    }
    await touchCart(tx, cart.id);
    return errors;
  });
}

/** @throws GraphQLError BAD_USER_INPUT when the cart has no such line. */
export async function removeItem(
  deps: CartServiceDependencies,
  cartRef: CartRef,
  itemUid: string,
): Promise<void> {
  const db = deps.database.db;
  const cart = await activeCart(db, cartRef, false);
  const removed = /^\d{1,9}$/.test(itemUid)
    ? await db
        .delete(cartItems)
        .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.id, Number(itemUid))))
        .returning({ id: cartItems.id })
    : [];
  if (removed.length === 0) {
    throw shopperGraphQLError('BAD_USER_INPUT', shopperError('CART_ITEM_NOT_FOUND'), {
      field: 'cart_item_uid',
    });
  }
}
