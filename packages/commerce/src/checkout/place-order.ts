import { GraphQLError } from 'graphql';
import type { Database } from '../db/connection.ts';
import { cartIdOf, type CartRef } from '../cart/cart-service.ts';
import { addressBookOf } from '../customers/address-book.ts';
import type { CartSnapshot } from '../cart/cart-snapshot.ts';
import type { OrderRow, OrderWithItems } from '../orders/order-service.ts';
import type { PaymentProvider } from '../payment/payment-port.ts';
import type { PlaceOrderErrorCodes } from '../graphql/generated/resolver-types.ts';
import { shopConstants, purchaseLimits } from '../config/constants.ts';
import { shippingMethods } from '../cart/cart-view.ts';
import { methodsFor } from './payment-methods.ts';
import { announceStock, type CheckoutDependencies } from './checkout-dependencies.ts';
import { shopperError, type ShopperError } from '../cart/shopper-errors.ts';
import { paramList } from '../graphql/shopper-error.ts';
import { shopLocaleOf } from '../graphql/request-locale.ts';
import { productText } from '../catalog/localised-names.ts';

/**
 * Why an order could not be placed, by the contract's code and the shop's reason; thrown inside
 * the transaction so nothing is kept.
 */
export class PlaceOrderFailure extends Error {
  readonly reason: ShopperError['reason'];
  readonly params: ShopperError['params'];

  constructor(
    readonly code: PlaceOrderErrorCodes,
    error: ShopperError,
    /** CART_NOT_ACTIVE: the order the cart already became. */
    readonly orderNumber: string | null = null,
  ) {
    super(error.message);
    this.reason = error.reason;
    this.params = error.params;
  }

  /** The PlaceOrderError the schema answers with. */
  toPlaceOrderError() {
    const { code, message, reason, orderNumber } = this;
    return { code, message, reason, params: paramList(this.params), order_number: orderNumber };
  }
}

/** Minutes an unpaid order may wait (ORDER_EXPIRY_MINUTES overrides the method's own). */
function expiryMinutes(methodMinutes: number | undefined): number {
  const configured = Number(process.env.ORDER_EXPIRY_MINUTES);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return methodMinutes ?? purchaseLimits.defaultOrderExpiryMinutes;
}

/**
 * A cart's order as its asker may see it: a guest's cart answers whoever holds its secret id, a
 * customer's cart only that customer (as the cart itself does).
 */
function visibleTo(order: OrderRow | null, cartRef: CartRef): OrderRow | null {
  const askerId = typeof cartRef === 'string' ? null : cartRef.customerId;
  return order && (order.customerId === null || order.customerId === askerId) ? order : null;
}

const alreadyOrdered = (order: OrderRow) =>
  new PlaceOrderFailure('CART_NOT_ACTIVE', shopperError('CART_ALREADY_ORDERED'), order.number);

/**
 * Places the order of a cart: all or nothing (ADR 0012, idempotency in ADR 0022).
 * - A cart that already became an order still awaiting payment answers that order: the shopper
 *   whose answer was lost and who tries again gets the same order, not a second one.
 * - A placement that waited for the cart while another one ordered it gets CART_NOT_ACTIVE with
 *   the order's number.
 * @throws PlaceOrderFailure with the contract's code.
 */
export async function placeOrder(
  deps: CheckoutDependencies,
  cartRef: CartRef,
): Promise<OrderWithItems> {
  const { cart, orders, catalog, customers } = deps;
  const cartId = cartIdOf(cartRef);
  const methods = await deps.payment.methods();
  // Read before the transaction: a customer's cart is reachable only by that customer.
  const askerId = typeof cartRef === 'string' ? null : cartRef.customerId;
  const asker = askerId === null ? null : await customers.customer(askerId);
  const order = await deps.database.db.transaction(async (tx) => {
    // Looked up before the cart is locked: an order already there means this is a retry. (In
    // the transaction, not before it: on PGlite a query outside it queues once more behind every
    // other shopper's placement, which cut placements per second by half or more.)
    const earlier = visibleTo(await orders.liveOfCart(cartId, tx), cartRef);
    if (earlier) {
      if (earlier.status !== 'PENDING_PAYMENT') throw alreadyOrdered(earlier);
      return {
        created: (await orders.byId(earlier.id, tx))!,
        flipped: [] as number[],
        repeated: true,
      };
    }
    let snapshot: CartSnapshot;
    try {
      snapshot = await cart.snapshot(cartRef, tx, true);
    } catch (error) {
      if (error instanceof GraphQLError) {
        // The cart row was locked by another placement of the same cart, which ordered it.
        const raced = visibleTo(await orders.liveOfCart(cartId, tx), cartRef);
        if (raced) throw alreadyOrdered(raced);
        throw new PlaceOrderFailure('CART_NOT_FOUND', shopperError('CART_NOT_FOUND'));
      }
      throw error;
    }
    const { totals, lines } = snapshot;
    const fail = (error: ShopperError, code: PlaceOrderErrorCodes = 'UNABLE_TO_PLACE_ORDER') => {
      throw new PlaceOrderFailure(code, error);
    };
    // A customer's order goes to the account's address, whatever the cart was given.
    const account =
      snapshot.cart.customerId !== null && snapshot.cart.customerId === asker?.id ? asker : null;
    const row = account ? { ...snapshot.cart, email: account.email } : snapshot.cart;
    if (lines.length === 0) fail(shopperError('CART_EMPTY'));
    const problem = lines.find((line) => line.problem)?.problem;
    if (problem) fail(problem);
    if (!row.email) fail(shopperError('EMAIL_MISSING'), 'GUEST_EMAIL_MISSING');
    if (row.shippingCarrier === null) fail(shopperError('SHIPPING_METHOD_MISSING'));
    if (row.shippingCarrier === 'flatrate' && !row.shippingAddress)
      fail(shopperError('SHIPPING_ADDRESS_MISSING'));
    if (row.shippingCarrier === 'instore' && !snapshot.pickupStore)
      fail(shopperError('PICKUP_STORE_MISSING'));
    const billing = snapshot.billingAddress;
    if (!billing) fail(shopperError('BILLING_ADDRESS_MISSING'));
    const chosen = row.paymentMethod;
    if (!chosen) fail(shopperError('PAYMENT_METHOD_MISSING'));
    const allowed = await methodsFor(
      { methods: async () => methods } as PaymentProvider,
      totals.grandTotalCents,
      billing!.customerType,
    );
    const method = allowed.find((candidate) => candidate.code === chosen!.code);
    if (!method) fail(shopperError('PAYMENT_METHOD_NOT_AVAILABLE', { method: chosen!.code }));
    if (snapshot.coupon && totals.couponProblem) fail(totals.couponProblem);
    // A single-use code another order spent meanwhile: never place the order at a price the
    // shopper did not see.
    if (row.couponCode && !snapshot.coupon)
      fail(shopperError('COUPON_SPENT', { code: row.couponCode }));
    const storeCode = shopConstants.store.code;
    const { short: shortIds, flipped } = await catalog.reserveStock(
      tx,
      lines.flatMap((line) =>
        catalog.stockUnitsOf(line.product).map((unit) => ({
          productId: unit.productId,
          quantity: unit.quantity * line.quantity,
        })),
      ),
    );
    if (shortIds.length > 0) {
      const name = catalog.product(shortIds[0]!)?.name ?? '';
      fail(shopperError('OUT_OF_STOCK', { product: name }));
    }
    const number = await orders.nextNumber(tx, storeCode);
    if (snapshot.coupon) {
      const first = await cart.recordCouponUse(tx, snapshot.coupon.code, row.email!, number);
      if (!first) fail(shopperError('COUPON_ALREADY_USED', { code: snapshot.coupon.code }));
    }
    const orderLocale = shopLocaleOf(row.locale);
    const created = await orders.create(tx, number, {
      storeCode,
      cartId: row.id,
      customerId: row.customerId,
      email: row.email!,
      locale: row.locale,
      shippingAddress: row.shippingCarrier === 'flatrate' ? row.shippingAddress : null,
      billingAddress: billing!,
      shippingMethod: shippingMethods[row.shippingCarrier!].method_title,
      pickupLocationCode: row.shippingCarrier === 'instore' ? row.pickupLocationCode : null,
      paymentMethodCode: method!.code,
      paymentMethodTitle: method!.title,
      paymentInput: {
        issuerId: chosen!.issuerId,
        dateOfBirth: chosen!.dateOfBirth,
        gender: chosen!.gender,
        telephone: chosen!.telephone,
      },
      couponCode: snapshot.coupon?.code ?? null,
      totals: {
        subtotalCents: totals.subtotalCents,
        discountCents: totals.couponDiscountCents,
        discountLabel: snapshot.coupon?.label ?? null,
        shippingCents: totals.shippingCents,
        taxCents: totals.taxCents,
        grandTotalCents: totals.grandTotalCents,
      },
      expiresAt: new Date(deps.now().getTime() + expiryMinutes(method!.expireMinutes) * 60_000),
      items: lines.map((line) => ({
        productId: line.product.id,
        sku: line.product.sku,
        // Magento keeps the name in the store view's language: the mails, the invoice and the
        // order pages show what the shopper read when buying.
        name: productText(line.product.translations, 'name', line.product.name, orderLocale),
        urlKey: (line.parent ?? line.product).urlKey,
        quantity: line.quantity,
        unitCents: line.unitCents,
        rowCents: line.rowCents,
        stock: catalog.stockUnitsOf(line.product).map((unit) => ({
          productId: unit.productId,
          quantity: unit.quantity * line.quantity,
        })),
      })),
    });
    if (!(await cart.deactivate(tx, row.id)))
      fail(shopperError('CART_ALREADY_ORDERED'), 'CART_NOT_ACTIVE');
    if (account) await saveAddresses(deps, tx, account.id, snapshot);
    // No confirmation mail yet: the order is confirmed when its payment is (payment-outcome.ts).
    return { created, flipped, repeated: false };
  });
  if (!order.repeated) deps.events?.orderPlaced();
  await announceStock(deps, order.flipped);
  return order.created;
}

/** The cart's addresses the customer asked to keep go into the address book (with the order). */
async function saveAddresses(
  deps: CheckoutDependencies,
  tx: Database,
  customerId: number,
  snapshot: CartSnapshot,
) {
  const book = addressBookOf(deps.customers);
  const { cart: row } = snapshot;
  const shipping = row.shippingCarrier === 'flatrate' ? row.shippingAddress : null;
  const onlyWhen = (flag: boolean) => (flag ? true : undefined);
  if (shipping && row.shippingAddressSave) {
    const makeDefault = row.shippingAddressSave.makeDefault;
    await book.saveFromOrder(tx, customerId, shipping, {
      makeDefault: {
        shipping: onlyWhen(makeDefault),
        billing: onlyWhen(makeDefault && row.billingSameAsShipping),
      },
    });
  }
  if (!row.billingSameAsShipping && row.billingAddress && row.billingAddressSave) {
    await book.saveFromOrder(tx, customerId, row.billingAddress, {
      makeDefault: { billing: onlyWhen(row.billingAddressSave.makeDefault) },
    });
  }
}
