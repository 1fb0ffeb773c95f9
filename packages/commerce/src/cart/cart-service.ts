import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { GraphQLError } from 'graphql';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import type { PricingService } from '../pricing/pricing-service.ts';
import type { StoreService } from '../stores/store-service.ts';
import { purchaseLimits } from '../config/constants.ts';
import type { CartItemInput, CartItemUpdateInput } from '../graphql/generated/resolver-types.ts';
import type { CartAddress } from './address-validation.ts';
import type { AddressSaveChoice, ChosenPaymentMethod, CouponRule } from './cart-records.ts';
import { carts, cartItems, couponUses, coupons } from './schema.ts';
import { cartPersonalData, eraseCartsOfCustomer, eraseGuestCartsOf } from './customer-cart-data.ts';
import {
  issueSingleUseCoupon,
  releaseSingleUseCoupons,
  spendSingleUseCoupon,
  type IssuedCoupon,
} from './issued-coupons.ts';
import { snapshotOf, type CartRow, type CartSnapshot } from './cart-snapshot.ts';
import { shopperGraphQLError } from '../graphql/shopper-error.ts';
import { shopperError, type ShopperError } from './shopper-errors.ts';
import {
  lineProblem,
  type LineProblem,
  productToBuy,
  quantityProblem,
  salabilityProblem,
  stockProblem,
  unitsAvailable,
} from './cart-lines.ts';

/** 128 random bits, base64url: a cart id nobody can guess or enumerate. */
export function newCartId(): string {
  return randomBytes(16).toString('base64url');
}

/** Ids the engine hands out are 22 characters; anything else is not looked up at all. */
const cartIdPattern = /^[A-Za-z0-9_-]{22}$/;

/** The advisory lock class that serialises making a customer's cart. */
const customerCartLock = 7301;

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

const tooManyLines = () =>
  lineProblem('INVALID_PARAMETER_VALUE', 'TOO_MANY_LINES', { max: purchaseLimits.maxLinesPerCart });

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

export interface CartServiceDependencies {
  database: DatabaseHandle;
  catalog: CatalogService;
  pricing: PricingService;
  stores: StoreService;
}

/** Carts: lines, coupon, e-mail, addresses, shipping and payment choice, priced on every read. */
export class CartService {
  private readonly db: Database;

  constructor(private readonly deps: CartServiceDependencies) {
    this.db = deps.database.db;
  }

  async createGuestCart(locale = 'nl'): Promise<string> {
    const id = newCartId();
    await this.db.insert(carts).values({ id, locale });
    return id;
  }

  /**
   * An active cart, priced. `db` may be a transaction; `lock` takes the cart row FOR UPDATE so
   * two requests on one cart (two tabs placing the order) take turns.
   * @throws GraphQLError CART_NOT_FOUND.
   */
  async snapshot(cartRef: CartRef, db: Database = this.db, lock = false): Promise<CartSnapshot> {
    const cart = await this.activeCart(db, cartRef, lock);
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
    const coupon = cart.couponCode ? await this.coupon(db, cart.couponCode) : null;
    const stockIds = items.flatMap((item) => {
      const product = this.deps.catalog.product(item.productId);
      return product ? this.deps.catalog.stockUnitsOf(product).map((unit) => unit.productId) : [];
    });
    const stock = await this.deps.catalog.onlineQuantities(stockIds, db);
    return snapshotOf(
      { catalog: this.deps.catalog, pricing: this.deps.pricing, stores: this.deps.stores.list() },
      cart,
      items,
      coupon,
      stock,
    );
  }

  private async activeCart(db: Database, cartRef: CartRef, lock: boolean): Promise<CartRow> {
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

  /** A coupon that can still be used: a single-use code another order spent is gone. */
  private async coupon(db: Database, code: string): Promise<CouponRule | null> {
    const [row] = await db.select().from(coupons).where(eq(coupons.code, code.toUpperCase()));
    if (!row || (row.singleUse && row.usedByOrder !== null)) return null;
    return row;
  }

  /**
   * Adds lines (Magento: the valid ones are added, the others come back as user errors). A
   * product already in the cart gets its quantity raised.
   */
  async addProducts(cartRef: CartRef, inputs: CartItemInput[]): Promise<LineProblem[]> {
    const { catalog, pricing } = this.deps;
    return this.db.transaction(async (tx) => {
      const cart = await this.activeCart(tx, cartRef, true);
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
            ? lineProblem('INVALID_PARAMETER_VALUE', 'LINE_LIMIT_REACHED', {
                product: product.name,
                max: purchaseLimits.maxQtyPerLine,
                inCart,
              })
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
      await this.touch(tx, cart.id);
      return errors;
    });
  }

  /** New quantities per line; 0 removes the line. */
  async updateItems(cartRef: CartRef, updates: CartItemUpdateInput[]): Promise<LineProblem[]> {
    const { catalog } = this.deps;
    return this.db.transaction(async (tx) => {
      const cart = await this.activeCart(tx, cartRef, true);
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
      await this.touch(tx, cart.id);
      return errors;
    });
  }

  /** @throws GraphQLError BAD_USER_INPUT when the cart has no such line. */
  async removeItem(cartRef: CartRef, itemUid: string): Promise<void> {
    const cart = await this.activeCart(this.db, cartRef, false);
    const removed = /^\d{1,9}$/.test(itemUid)
      ? await this.db
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

  /**
   * Sets the coupon when it exists and applies to the cart now (dates, minimum subtotal).
   * Single use per e-mail address is checked again when the order is placed.
   * @throws GraphQLError BAD_USER_INPUT naming what is wrong.
   */
  async applyCoupon(cartRef: CartRef, code: string): Promise<void> {
    const trimmed = code.trim().toUpperCase();
    const snapshot = await this.snapshot(cartRef);
    const coupon = trimmed.length <= 64 ? await this.coupon(this.db, trimmed) : null;
    const refuse = (error: ShopperError) =>
      shopperGraphQLError('BAD_USER_INPUT', error, { field: 'coupon_code' });
    if (!coupon) throw refuse(shopperError('COUPON_NOT_FOUND', { code: trimmed.slice(0, 64) }));
    if (snapshot.cart.couponCode) throw refuse(shopperError('COUPON_ALREADY_APPLIED'));
    const priced = snapshotOf(
      {
        catalog: this.deps.catalog,
        pricing: this.deps.pricing,
        stores: this.deps.stores.list(),
      },
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
    if (
      snapshot.cart.email &&
      (await this.couponUsedBy(this.db, coupon.code, snapshot.cart.email))
    ) {
      throw refuse(shopperError('COUPON_ALREADY_USED', { code: coupon.code }));
    }
    await this.update(cartRef, { couponCode: coupon.code });
  }

  async removeCoupon(cartRef: CartRef): Promise<void> {
    await this.update(cartRef, { couponCode: null });
  }

  async couponUsedBy(db: Database, code: string, email: string): Promise<boolean> {
    const [row] = await db
      .select({ code: couponUses.couponCode })
      .from(couponUses)
      .where(and(eq(couponUses.couponCode, code), eq(couponUses.email, email.toLowerCase())));
    return row !== undefined;
  }

  /**
   * A new single-use percentage code (e.g. the newsletter's first-order discount), written in the
   * caller's transaction; the cart's coupon field accepts it until an order spends it.
   */
  async issueSingleUseCoupon(
    tx: Database,
    coupon: IssuedCoupon,
    now: Date,
  ): Promise<{ code: string; validTo: string }> {
    return issueSingleUseCoupon(tx, coupon, now);
  }

  /**
   * Records the coupon's use in the order's transaction; a single-use code is spent for good.
   * @returns false when the address already used it (the primary key refuses a second row), or
   * another order spent the single-use code first.
   */
  async recordCouponUse(
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

  async forgetCouponUse(tx: Database, orderNumber: string): Promise<void> {
    await tx.delete(couponUses).where(eq(couponUses.orderNumber, orderNumber));
    await releaseSingleUseCoupons(tx, orderNumber);
  }

  /** The shopper's language; a cart that is gone or spent is left to the mutation to report. */
  async setLocale(cartRef: CartRef, locale: string): Promise<void> {
    const cartId = cartIdOf(cartRef);
    if (!cartIdPattern.test(cartId)) return;
    await this.db
      .update(carts)
      .set({ locale })
      .where(and(eq(carts.id, cartId), eq(carts.isActive, true), reachableBy(cartRef)));
  }

  async setEmail(cartRef: CartRef, email: string): Promise<void> {
    await this.update(cartRef, { email });
  }

  /**
   * `save` asks for the address to go into the customer's address book when the order is placed
   * (null: not). Only a customer's cart keeps the request.
   */
  async setShippingAddress(
    cartRef: CartRef,
    address: CartAddress | null,
    pickupLocationCode: string | null,
    customerNotes: string | null,
    save: AddressSaveChoice | null = null,
  ): Promise<void> {
    await this.update(cartRef, {
      shippingAddress: address,
      shippingAddressSave: save,
      pickupLocationCode,
      customerNotes,
      // Pickup chooses its carrier; a home address unsets pickup, to be chosen again.
      shippingCarrier: pickupLocationCode
        ? 'instore'
        : sql`case when ${carts.shippingCarrier} = 'instore' then null else ${carts.shippingCarrier} end`,
    });
  }

  async setBillingAddress(
    cartRef: CartRef,
    address: CartAddress | null,
    sameAsShipping: boolean,
    save: AddressSaveChoice | null = null,
  ) {
    await this.update(cartRef, {
      billingAddress: address,
      billingSameAsShipping: sameAsShipping,
      billingAddressSave: save,
    });
  }

  async setShippingCarrier(cartRef: CartRef, carrier: 'flatrate' | 'instore'): Promise<void> {
    await this.update(cartRef, { shippingCarrier: carrier });
  }

  async setPaymentMethod(cartRef: CartRef, method: ChosenPaymentMethod): Promise<void> {
    await this.update(cartRef, { paymentMethod: method });
  }

  /** The cart is spent: an order was placed from it (in the order's transaction). */
  async deactivate(tx: Database, cartId: string): Promise<boolean> {
    const rows = await tx
      .update(carts)
      .set({ isActive: false, updatedAt: sql`now()` })
      .where(and(eq(carts.id, cartId), eq(carts.isActive, true)))
      .returning({ id: carts.id });
    return rows.length === 1;
  }

  /** The shopper gets the cart back as it was (payment cancelled before it was paid). */
  async reactivate(tx: Database, cartId: string): Promise<void> {
    await tx
      .update(carts)
      .set({ isActive: true, updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }

  /**
   * The customer's active cart (the most recently used one), made when there is none. The
   * customer's e-mail address is the cart's.
   */
  async customerCart(customerId: number, email: string, locale = 'nl'): Promise<string> {
    const existing = await this.latestCustomerCart(this.db, customerId, email);
    if (existing) return existing;
    return this.db.transaction(async (tx) => {
      // Two first requests at once (two tabs) take turns, so the customer gets one cart.
      await tx.execute(sql`select pg_advisory_xact_lock(${customerCartLock}, ${customerId})`);
      const found = await this.latestCustomerCart(tx, customerId, email);
      if (found) return found;
      const id = newCartId();
      await tx.insert(carts).values({ id, customerId, email, locale });
      return id;
    });
  }

  /** The customer's most recently used active cart, its e-mail kept the account's. */
  private async latestCustomerCart(
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
  async merge(customerId: number, sourceId: string, destinationId: string): Promise<void> {
    const asker = { customerId };
    await this.db.transaction(async (tx) => {
      // Locked in id order, so two merges of the same pair wait for each other, never deadlock.
      const [first, second] = [sourceId, destinationId].sort();
      const locked = new Map<string, CartRow>();
      for (const id of new Set([first!, second!])) {
        locked.set(id, await this.activeCart(tx, { id, ...asker }, true));
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
      await this.addCapped(tx, destination.id, lines);
      if (source.couponCode && !destination.couponCode) {
        await tx
          .update(carts)
          .set({ couponCode: source.couponCode })
          .where(eq(carts.id, destination.id));
      }
      await this.deactivate(tx, source.id);
      await this.touch(tx, destination.id);
    });
  }

  /**
   * Adds products to the customer's cart as far as they can be bought now: each quantity is
   * capped by the online stock and the line maximum (reorder).
   * @returns per line what was added and, when not all of it, why.
   */
  async addAvailable(cartRef: CartRef, lines: LineToAdd[]): Promise<AddedLine[]> {
    return this.db.transaction(async (tx) => {
      const cart = await this.activeCart(tx, cartRef, true);
      const added = await this.addCapped(tx, cart.id, lines);
      await this.touch(tx, cart.id);
      return added;
    });
  }

  /** Adds lines to a locked cart, each capped by stock, the line maximum and the line count. */
  private async addCapped(tx: Database, cartId: string, lines: LineToAdd[]): Promise<AddedLine[]> {
    const { catalog, pricing } = this.deps;
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
        outcome(0, lineProblem('NOT_SALABLE', 'OUT_OF_STOCK', { product: product.name }));
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
          ? lineProblem('INSUFFICIENT_STOCK', 'PARTIALLY_ADDED', {
              product: product.name,
              added,
              requested: line.quantity,
              available,
            })
          : null,
      );
    }
    return outcomes;
  }

  private async update(cartRef: CartRef, values: PgUpdateSetSource<typeof carts>): Promise<void> {
    const cartId = cartIdOf(cartRef);
    if (!cartIdPattern.test(cartId)) throw cartNotFound();
    const rows = await this.db
      .update(carts)
      .set({ ...values, updatedAt: sql`now()` })
      .where(and(eq(carts.id, cartId), eq(carts.isActive, true), reachableBy(cartRef)))
      .returning({ id: carts.id });
    if (rows.length === 0) throw cartNotFound();
  }

  private async touch(tx: Database, cartId: string): Promise<void> {
    await tx
      .update(carts)
      .set({ updatedAt: sql`now()` })
      .where(eq(carts.id, cartId));
  }

  /** The account's carts and coupon uses (GDPR export, ADR 0033). */
  personalData(customerId: number, email: string, db: Database = this.db) {
    return cartPersonalData(db, customerId, email);
  }

  /** Empties the account's carts in the caller's transaction (GDPR erasure, ADR 0033). */
  eraseOfCustomer(tx: Database, customerId: number): Promise<number> {
    return eraseCartsOfCustomer(tx, customerId);
  }

  /** Empties the guest carts given the address, in the caller's transaction (ADR 0033). */
  eraseGuestCartsOf(tx: Database, email: string): Promise<number> {
    return eraseGuestCartsOf(tx, email);
  }
}
