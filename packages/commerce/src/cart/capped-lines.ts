import { eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { purchaseLimits } from '../config/constants.ts';
import { cartItems } from './schema.ts';
import type { CartServiceDependencies } from './cart-dependencies.ts';
import { activeCart, touchCart, type CartRef } from './cart-access.ts';
import {
  lineProblem,
  about,
  type LineProblem,
  salabilityProblem,
  tooManyLines,
  unitsAvailable,
} from './cart-lines.ts';

/** A product to put in a cart, by id (from an order or another cart). */
export interface LineToAdd {
  productId: number;
  quantity: number;
}

/** What adding a line did: how many units went in and, when fewer than asked, why. */
export interface AddedLine {
  productId: number;
  requested: number;
  added: number;
  problem: LineProblem | null;
}

/**
 * Adds products to the customer's cart as far as they can be bought now: each quantity is
 * capped by the online stock and the line maximum (reorder).
 * @returns per line what was added and, when not all of it, why.
 */
export async function addAvailable(
  deps: CartServiceDependencies,
  cartRef: CartRef,
  lines: LineToAdd[],
): Promise<AddedLine[]> {
  return deps.database.db.transaction(async (tx) => {
    const cart = await activeCart(tx, cartRef, true);
    const added = await addCapped(deps, tx, cart.id, lines);
    await touchCart(tx, cart.id);
    return added;
  });
}

/**
 * Adds lines to a locked cart, each capped by stock, the line maximum and the line count: what
 * cannot go in is said per line instead of refusing the lot (a reorder, a merged guest cart).
 */
export async function addCapped(
  deps: CartServiceDependencies,
  tx: Database,
  cartId: string,
  lines: LineToAdd[],
): Promise<AddedLine[]> {
  const { catalog, pricing } = deps;
  const existing = await tx.select().from(cartItems).where(eq(cartItems.cartId, cartId));
  const quantityOf = new Map(existing.map((row) => [row.productId, row.quantity]));
  const outcomes: AddedLine[] = [];
  for (const line of lines) {
    const product = catalog.product(line.productId);
    const outcome = (added: number, problem: LineProblem | null) =>
      outcomes.push({ productId: line.productId, requested: line.quantity, added, problem });
    if (!product) {
      outcome(0, lineProblem('PRODUCT_NOT_FOUND', 'PRODUCT_NO_LONGER_SOLD'));
      continue;
    }
    const unsalable = salabilityProblem(pricing, product);
    if (unsalable) {
      outcome(0, unsalable);
      continue;
    }
    const stock = await catalog.onlineQuantities(
      catalog.stockUnitsOf(product).map((unit) => unit.productId),
      tx,
    );
    const available = product.inStock ? unitsAvailable(catalog, product, stock) : 0;
    const current = quantityOf.get(product.id) ?? 0;
    const target = Math.min(current + line.quantity, purchaseLimits.maxQtyPerLine, available);
    if (available <= 0) {
      outcome(
        0,
        about(product, lineProblem('NOT_SALABLE', 'OUT_OF_STOCK', { product: product.name })),
      );
      continue;
    }
    if (!quantityOf.has(product.id) && quantityOf.size >= purchaseLimits.maxLinesPerCart) {
      outcome(0, tooManyLines());
      continue;
    }
    const added = Math.max(target - current, 0);
    if (added > 0) {
      await tx
        .insert(cartItems)
        .values({
          cartId,
          productId: product.id,
          parentProductId: product.parentId,
          quantity: target,
        })
        .onConflictDoUpdate({
          target: [cartItems.cartId, cartItems.productId],
          set: { quantity: target },
        });
      quantityOf.set(product.id, target);
    }
    outcome(
      added,
      added < line.quantity
        ? about(
            product,
            lineProblem('INSUFFICIENT_STOCK', 'PARTIALLY_ADDED', {
              product: product.name,
              added,
              requested: line.quantity,
              available,
            }),
          )
        : null,
    );
  }
  return outcomes;
}
