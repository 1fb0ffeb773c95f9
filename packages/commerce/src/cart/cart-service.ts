import { sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { CartItemInput, CartItemUpdateInput } from '../graphql/generated/resolver-types.ts';
import type { CartAddress } from './address-validation.ts';
import type { AddressSaveChoice, ChosenPaymentMethod } from './cart-records.ts';
import { carts } from './schema.ts';
import { cartPersonalData, eraseCartsOfCustomer, eraseGuestCartsOf } from './customer-cart-data.ts';
import { issueSingleUseCoupon, type IssuedCoupon } from './issued-coupons.ts';
import type { CartSnapshot } from './cart-snapshot.ts';
import type { LineProblem } from './cart-lines.ts';
import type { CartServiceDependencies } from './cart-dependencies.ts';
import {
  deactivateCart,
  newCartId,
  reactivateCart,
  setCartLocale,
  updateCart,
  type CartRef,
} from './cart-access.ts';
import { addProducts, removeItem, updateItems } from './cart-line-edits.ts';
import { addAvailable, type AddedLine, type LineToAdd } from './capped-lines.ts';
import { applyCoupon, couponUsedBy, forgetCouponUse, recordCouponUse } from './cart-coupons.ts';
import { customerCart, mergeCarts } from './customer-carts.ts';
import { pricedCart } from './priced-cart.ts';

// What callers outside the cart module import from here, wherever it now lives.
export { cartIdOf, cartNotFound, newCartId, type CartRef } from './cart-access.ts';
export type { AddedLine, LineToAdd } from './capped-lines.ts';
export type { CartServiceDependencies } from './cart-dependencies.ts';

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
  snapshot(cartRef: CartRef, db: Database = this.db, lock = false): Promise<CartSnapshot> {
    return pricedCart(this.deps, cartRef, db, lock);
  }

  /**
   * Adds lines (Magento: the valid ones are added, the others come back as user errors). A
   * product already in the cart gets its quantity raised.
   */
  addProducts(cartRef: CartRef, inputs: CartItemInput[]): Promise<LineProblem[]> {
    return addProducts(this.deps, cartRef, inputs);
  }

  /** New quantities per line; 0 removes the line. */
  updateItems(cartRef: CartRef, updates: CartItemUpdateInput[]): Promise<LineProblem[]> {
    return updateItems(this.deps, cartRef, updates);
  }

  /** @throws GraphQLError BAD_USER_INPUT when the cart has no such line. */
  removeItem(cartRef: CartRef, itemUid: string): Promise<void> {
    return removeItem(this.deps, cartRef, itemUid);
  }

  /**
   * Sets the coupon when it exists and applies to the cart now (dates, minimum subtotal).
   * Single use per e-mail address is checked again when the order is placed.
   * @throws GraphQLError BAD_USER_INPUT naming what is wrong.
   */
  async applyCoupon(cartRef: CartRef, code: string): Promise<void> {
    const trimmed = code.trim().toUpperCase();
    await applyCoupon(this.deps, cartRef, await this.snapshot(cartRef), trimmed);
  }

  async removeCoupon(cartRef: CartRef): Promise<void> {
    await updateCart(this.db, cartRef, { couponCode: null });
  }

  couponUsedBy(db: Database, code: string, email: string): Promise<boolean> {
    return couponUsedBy(db, code, email);
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
  recordCouponUse(
    tx: Database,
    code: string,
    email: string,
    orderNumber: string,
  ): Promise<boolean> {
    return recordCouponUse(tx, code, email, orderNumber);
  }

  forgetCouponUse(tx: Database, orderNumber: string): Promise<void> {
    return forgetCouponUse(tx, orderNumber);
  }

  /** The shopper's language; a cart that is gone or spent is left to the mutation to report. */
  setLocale(cartRef: CartRef, locale: string): Promise<void> {
    return setCartLocale(this.db, cartRef, locale);
  }

  async setEmail(cartRef: CartRef, email: string): Promise<void> {
    await updateCart(this.db, cartRef, { email });
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
    await updateCart(this.db, cartRef, {
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
    await updateCart(this.db, cartRef, {
      billingAddress: address,
      billingSameAsShipping: sameAsShipping,
      billingAddressSave: save,
    });
  }

  async setShippingCarrier(cartRef: CartRef, carrier: 'flatrate' | 'instore'): Promise<void> {
    await updateCart(this.db, cartRef, { shippingCarrier: carrier });
  }

  async setPaymentMethod(cartRef: CartRef, method: ChosenPaymentMethod): Promise<void> {
    await updateCart(this.db, cartRef, { paymentMethod: method });
  }

  /** The cart is spent: an order was placed from it (in the order's transaction). */
  deactivate(tx: Database, cartId: string): Promise<boolean> {
    return deactivateCart(tx, cartId);
  }

  /** The shopper gets the cart back as it was (payment cancelled before it was paid). */
  reactivate(tx: Database, cartId: string): Promise<void> {
    return reactivateCart(tx, cartId);
  }

  /**
   * The customer's active cart (the most recently used one), made when there is none. The
   * customer's e-mail address is the cart's.
   */
  customerCart(customerId: number, email: string, locale = 'nl'): Promise<string> {
    return customerCart(this.deps, customerId, email, locale);
  }

  /**
   * Moves the source cart's lines into the customer's destination cart: quantities add up,
   * capped by stock and the line maximum; a coupon moves along when the destination has none.
   * The source cart stops working.
   * @throws GraphQLError CART_NOT_FOUND when the destination is not the customer's active cart
   *   or the source is neither a guest cart nor theirs.
   */
  merge(customerId: number, sourceId: string, destinationId: string): Promise<void> {
    return mergeCarts(this.deps, customerId, sourceId, destinationId);
  }

  /**
   * Adds products to the customer's cart as far as they can be bought now: each quantity is
   * capped by the online stock and the line maximum (reorder).
   * @returns per line what was added and, when not all of it, why.
   */
  addAvailable(cartRef: CartRef, lines: LineToAdd[]): Promise<AddedLine[]> {
    return addAvailable(this.deps, cartRef, lines);
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
