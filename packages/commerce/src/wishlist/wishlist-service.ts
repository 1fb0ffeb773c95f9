import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { ProductRecord } from '../catalog/catalog-records.ts';
import { productToBuy } from '../cart/cart-lines.ts';
import { wishlistLimits } from '../config/constants.ts';
import type {
  WishListUserInputError,
  WishlistItemInput,
} from '../graphql/generated/resolver-types.ts';
import { wishlistItems, wishlists } from './schema.ts';

export interface WishlistRow {
  customerId: number;
  publicId: string;
  updatedAt: Date;
}

export interface WishlistItemRow {
  id: number;
  productId: number;
  parentProductId: number | null;
  quantity: number;
  addedAt: Date;
}

/** The API's wishlist ids are 22 base64url characters; nothing else is looked up. */
const publicIdPattern = /^[A-Za-z0-9_-]{22}$/;
/** Item ids are database serials. */
const itemIdPattern = /^[1-9][0-9]{0,9}$/;
const maxSkuChars = 64;

/** The product a wishlist line keeps, or why it cannot be kept. */
function productToKeep(
  catalog: CatalogService,
  input: WishlistItemInput,
): { product: ProductRecord; parent: ProductRecord | null } | WishListUserInputError {
  const sku = input.sku.slice(0, maxSkuChars + 1).trim();
  const plain = !input.parent_sku && (input.selected_options?.length ?? 0) === 0;
  const named = sku.length <= maxSkuChars ? catalog.productBySku(sku) : undefined;
  // A configurable may be kept before its options are chosen (Magento does the same).
  if (plain && named?.typeId === 'configurable') return { product: named, parent: null };
  const found = productToBuy(catalog, {
    sku: input.sku,
    quantity: 1,
    parent_sku: input.parent_sku ?? null,
    selected_options: input.selected_options ?? null,
  });
  if ('product' in found) return found;
  return {
    code: found.code === 'PRODUCT_NOT_FOUND' ? 'PRODUCT_NOT_FOUND' : 'UNDEFINED',
    message: found.message,
  };
}

/** Each customer's favourites: one list, at most {@link wishlistLimits.maxItems} products. */
export class WishlistService {
  private readonly db: Database;

  constructor(
    readonly database: DatabaseHandle,
    private readonly catalog: CatalogService,
  ) {
    this.db = database.db;
  }

  /** The customer's wishlist, made (with its random public id) on first use. */
  async wishlistOf(customerId: number, db: Database = this.db): Promise<WishlistRow> {
    const [existing] = await db
      .select()
      .from(wishlists)
      .where(eq(wishlists.customerId, customerId));
    if (existing) return existing;
    await db
      .insert(wishlists)
      .values({ customerId, publicId: randomBytes(16).toString('base64url') })
      .onConflictDoNothing({ target: wishlists.customerId });
    const [made] = await db.select().from(wishlists).where(eq(wishlists.customerId, customerId));
    return made!;
  }

  /**
   * The customer's wishlist if `publicId` names it; null for anyone else's and for a missing
   * one alike.
   */
  async ownWishlist(customerId: number, publicId: string): Promise<WishlistRow | null> {
    if (!publicIdPattern.test(publicId)) return null;
    const [row] = await this.db
      .select()
      .from(wishlists)
      .where(and(eq(wishlists.customerId, customerId), eq(wishlists.publicId, publicId)));
    return row ?? null;
  }

  /** The items, oldest first (the order they were added in). */
  async items(customerId: number): Promise<WishlistItemRow[]> {
    return this.db
      .select({
        id: wishlistItems.id,
        productId: wishlistItems.productId,
        parentProductId: wishlistItems.parentProductId,
        quantity: wishlistItems.quantity,
        addedAt: wishlistItems.addedAt,
      })
      .from(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId))
      .orderBy(asc(wishlistItems.addedAt), asc(wishlistItems.id))
      .limit(wishlistLimits.maxItems);
  }

  /**
   * Adds products by sku (a variant by its sku with parent_sku, or by the configurable's sku
   * with selected_options). A product already on the list stays one line; unknown skus come
   * back as PRODUCT_NOT_FOUND, lines past the limit as UNDEFINED.
   */
  async add(customerId: number, inputs: WishlistItemInput[]): Promise<WishListUserInputError[]> {
    return this.db.transaction(async (tx) => {
      await this.wishlistOf(customerId, tx);
      // Takes the wishlist row, so two requests of one customer count the items in turn.
      await tx
        .select({ id: wishlists.customerId })
        .from(wishlists)
        .where(eq(wishlists.customerId, customerId))
        .for('update');
      const errors: WishListUserInputError[] = [];
      const [{ held } = { held: 0 }] = await tx
        .select({ held: count() })
        .from(wishlistItems)
        .where(eq(wishlistItems.customerId, customerId));
      let room = wishlistLimits.maxItems - held;
      let changed = false;
      for (const input of inputs) {
        const kept = productToKeep(this.catalog, input);
        if (!('product' in kept)) {
          errors.push(kept);
          continue;
        }
        const quantity = Number.isInteger(input.quantity)
          ? Math.min(Math.max(input.quantity, 1), 99)
          : 1;
        if (room <= 0) {
          const [already] = await tx
            .select({ id: wishlistItems.id })
            .from(wishlistItems)
            .where(
              and(
                eq(wishlistItems.customerId, customerId),
                eq(wishlistItems.productId, kept.product.id),
              ),
            );
          if (!already) {
            errors.push({
              code: 'UNDEFINED',
              message: `The wishlist holds at most ${wishlistLimits.maxItems} products.`,
            });
          }
          continue;
        }
        const inserted = await tx
          .insert(wishlistItems)
          .values({
            customerId,
            productId: kept.product.id,
            parentProductId: kept.parent?.id ?? null,
            quantity,
          })
          .onConflictDoNothing({ target: [wishlistItems.customerId, wishlistItems.productId] })
          .returning({ id: wishlistItems.id });
        if (inserted.length > 0) {
          room -= 1;
          changed = true;
        }
      }
      if (changed) await this.touch(tx, customerId);
      return errors;
    });
  }

  /**
   * Removes items by id. Ids that are not on this customer's list (missing or someone else's)
   * come back as the same user error.
   */
  async remove(customerId: number, itemIds: string[]): Promise<WishListUserInputError[]> {
    const ids = [...new Set(itemIds.filter((id) => itemIdPattern.test(id)).map(Number))].filter(
      (id) => id <= 2_147_483_647,
    );
    const removed =
      ids.length === 0
        ? []
        : await this.db
            .delete(wishlistItems)
            .where(and(eq(wishlistItems.customerId, customerId), inArray(wishlistItems.id, ids)))
            .returning({ id: wishlistItems.id });
    if (removed.length > 0) await this.touch(this.db, customerId);
    const gone = new Set(removed.map((row) => String(row.id)));
    return itemIds
      .filter((id) => !gone.has(id))
      .map((id) => ({
        code: 'UNDEFINED' as const,
        message: `Could not find a wishlist item with ID "${id.slice(0, 20)}".`,
      }));
  }

  private async touch(db: Database, customerId: number) {
    await db
      .update(wishlists)
      .set({ updatedAt: sql`now()` })
      .where(eq(wishlists.customerId, customerId));
  }

  /**
   * Deletes the account's wishlist and its items in the caller's transaction (GDPR erasure, ADR
   * 0033); its public id stops answering. Answers how many items went.
   */
  async eraseOfCustomer(tx: Database, customerId: number): Promise<number> {
    const gone = await tx
      .delete(wishlistItems)
      .where(eq(wishlistItems.customerId, customerId))
      .returning({ id: wishlistItems.id });
    await tx.delete(wishlists).where(eq(wishlists.customerId, customerId));
    return gone.length;
  }
}
