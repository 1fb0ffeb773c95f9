import { and, eq, sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { publishCatalogChange } from '../catalog/catalog-sync.ts';
import { cartIdOf, type CartRef, type CartService } from '../cart/cart-service.ts';
import type { CustomerService } from '../customers/customer-service.ts';
import { addressBookOf } from '../customers/address-book.ts';
import type { CartSnapshot } from '../cart/cart-snapshot.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { OrderRow, OrderService, OrderWithItems } from '../orders/order-service.ts';
import { mailLocale, orderMailData, shopUrl } from '../orders/order-service.ts';
import type { PaymentProvider, ProviderAddress, ProviderStatus } from '../payment/payment-port.ts';
import type {
  PaymentStateEnum,
  PlaceOrderErrorCodes,
} from '../graphql/generated/resolver-types.ts';
import { shopConstants, purchaseLimits } from '../config/constants.ts';
import { shippingMethods } from '../cart/cart-view.ts';
import { methodsFor } from './payment-methods.ts';
import { logger } from '../engine/logger.ts';
import { PaymentProviderError } from '../payment/payment-errors.ts';
import { payments } from './schema.ts';
import { shopperError, type ShopperError } from '../cart/shopper-errors.ts';
import { paramList } from '../graphql/shopper-error.ts';

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
  ) {
    super(error.message);
    this.reason = error.reason;
    this.params = error.params;
  }

  /** The PlaceOrderError the schema answers with. */
  toPlaceOrderError() {
    const { code, message, reason } = this;
    return { code, message, reason, params: paramList(this.params) };
  }
}

const provider = 'paynl';

/** How long past its expiry an order the provider calls pending (or forgot) may still be paid. */
const expiryGraceMs = 3_600_000;

/** Pay. knows two genders: the shop's salutations map onto them. */
const providerGender = { MR: 'M', MRS: 'F', MISS: 'F' } as const;

export interface CheckoutDependencies {
  database: DatabaseHandle;
  catalog: CatalogService;
  cart: CartService;
  customers: CustomerService;
  orders: OrderService;
  mail: MailOutbox;
  payment: PaymentProvider;
  now: () => Date;
}

export type PaymentOutcome = {
  state: PaymentStateEnum;
  order: OrderWithItems;
  /** The order's state changed now (false for a repeat). */
  changed: boolean;
};

/** Minutes an unpaid order may wait (ORDER_EXPIRY_MINUTES overrides the method's own). */
function expiryMinutes(methodMinutes: number | undefined): number {
  const configured = Number(process.env.ORDER_EXPIRY_MINUTES);
  if (Number.isFinite(configured) && configured > 0) return configured;
  return methodMinutes ?? purchaseLimits.defaultOrderExpiryMinutes;
}

/**
 * Turns carts into orders and follows their payment: placing is one transaction (stock, number,
 * order, cart, mail), payment outcomes are read from the provider and applied once.
 */
export class CheckoutService {
  private readonly db: Database;

  constructor(private readonly deps: CheckoutDependencies) {
    this.db = deps.database.db;
  }

  /**
   * Places the order of a cart: all or nothing.
   * @throws PlaceOrderFailure with the contract's code.
   */
  async placeOrder(cartRef: CartRef): Promise<OrderWithItems> {
    const { cart, orders, catalog, mail, customers } = this.deps;
    const methods = await this.deps.payment.methods();
    // Read before the transaction: a customer's cart is reachable only by that customer.
    const askerId = typeof cartRef === 'string' ? null : cartRef.customerId;
    const asker = askerId === null ? null : await customers.customer(askerId);
    const order = await this.db.transaction(async (tx) => {
      let snapshot: CartSnapshot;
      try {
        snapshot = await cart.snapshot(cartRef, tx, true);
      } catch (error) {
        if (error instanceof GraphQLError) {
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
        expiresAt: new Date(
          this.deps.now().getTime() + expiryMinutes(method!.expireMinutes) * 60_000,
        ),
        items: lines.map((line) => ({
          productId: line.product.id,
          sku: line.product.sku,
          name: line.product.name,
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
      if (account) await this.saveAddresses(tx, account.id, snapshot);
      await mail.enqueue(tx, {
        to: created.email,
        locale: mailLocale(created.locale),
        dedupeKey: `order-confirmation:${created.number}`,
        message: { template: 'order-confirmation', data: orderMailData(created) },
      });
      return { created, flipped };
    });
    await this.announceStock(order.flipped);
    return order.created;
  }

  /** The cart's addresses the customer asked to keep go into the address book (with the order). */
  private async saveAddresses(tx: Database, customerId: number, snapshot: CartSnapshot) {
    const book = addressBookOf(this.deps.customers);
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

  /**
   * After commit: every engine's catalogue index hears of products that went out of (or back
   * into) stock. The index keeps only in/out of stock, so other stock changes need no refresh.
   */
  private async announceStock(productIds: number[]): Promise<void> {
    if (productIds.length > 0) await publishCatalogChange(this.deps.database, { productIds });
  }

  /**
   * Starts paying a placed order at the provider.
   * @throws GraphQLError NOT_FOUND for an unknown token or an order that is not awaiting payment,
   *   BAD_USER_INPUT for a return URL outside the shop.
   */
  async startPayment(orderToken: string, returnUrl: string) {
    const order = await this.deps.orders.byToken(orderToken);
    if (!order || order.status !== 'PENDING_PAYMENT') {
      throw new GraphQLError('Could not find an order awaiting payment.', {
        extensions: { code: 'NOT_FOUND' },
      });
    }
    let url: URL | null = null;
    try {
      url = new URL(returnUrl);
    } catch {
      url = null;
    }
    if (!url || url.origin !== new URL(shopUrl()).origin || returnUrl.length > 500) {
      throw new GraphQLError('The return URL must be on the shop.', {
        extensions: { code: 'BAD_USER_INPUT', field: 'return_url' },
      });
    }
    const [existing] = await this.db.select().from(payments).where(eq(payments.orderId, order.id));
    if (existing)
      return { redirectUrl: existing.redirectUrl, payOrderId: existing.providerOrderId };
    const methods = await this.deps.payment.methods();
    const method = methods.find((candidate) => candidate.code === order.paymentMethodCode);
    const billing = order.billingAddress;
    const input = order.paymentInput;
    // The number typed for the method (in3 calls to confirm) before the address's own.
    const phone = input?.telephone || billing.telephone;
    const delivery = order.shippingAddress ?? billing;
    const providerAddress = (address: typeof billing): ProviderAddress => ({
      street: address.street[0] ?? '',
      houseNumber: address.street[1] ?? '',
      ...(address.street[2] ? { houseNumberExtension: address.street[2] } : {}),
      zipCode: address.postcode ?? '',
      city: address.city,
      country: address.countryCode,
    });
    const created = await this.deps.payment.createOrder({
      reference: order.number,
      description: `${shopConstants.store.name} ${order.number}`,
      amountCents: order.grandTotalCents,
      currency: 'EUR',
      returnUrl,
      exchangeUrl: `${shopUrl()}/api/paynl/exchange`,
      expiresAt: order.expiresAt,
      method: {
        providerId: method?.providerId ?? 0,
        ...(input?.issuerId ? { issuerId: input.issuerId } : {}),
      },
      customer: {
        firstName: billing.firstname,
        lastName: billing.lastname,
        email: order.email,
        ...(phone ? { phone } : {}),
        ...(input?.dateOfBirth ? { birthDate: input.dateOfBirth } : {}),
        ...(input?.gender ? { gender: providerGender[input.gender] } : {}),
        ...(billing.company
          ? {
              company: {
                name: billing.company,
                ...(billing.vatId ? { vatNumber: billing.vatId } : {}),
              },
            }
          : {}),
        locale: order.locale,
      },
      deliveryAddress: providerAddress(delivery),
      invoiceAddress: {
        ...providerAddress(billing),
        firstName: billing.firstname,
        lastName: billing.lastname,
      },
      products: [
        ...order.items.map((item) => ({
          id: item.sku,
          description: item.name,
          type: 'product' as const,
          priceCents: item.unitCents,
          quantity: item.quantity,
          vatPercentage: 21,
        })),
        ...(order.totals.shippingCents
          ? [
              {
                id: 'shipping',
                description: order.shippingMethod,
                type: 'shipping' as const,
                priceCents: order.totals.shippingCents,
                quantity: 1,
                vatPercentage: 21,
              },
            ]
          : []),
        ...(order.totals.discountCents
          ? [
              {
                id: 'discount',
                description: order.totals.discountLabel ?? 'Korting',
                type: 'discount' as const,
                priceCents: -order.totals.discountCents,
                quantity: 1,
                vatPercentage: 21,
              },
            ]
          : []),
      ],
    });
    // Two starts at once both reach the provider; the unique key keeps the first one's payment.
    await this.db
      .insert(payments)
      .values({
        orderId: order.id,
        provider,
        providerOrderId: created.providerOrderId,
        redirectUrl: created.redirectUrl,
      })
      .onConflictDoNothing();
    const [kept] = await this.db.select().from(payments).where(eq(payments.orderId, order.id));
    return { redirectUrl: kept!.redirectUrl, payOrderId: kept!.providerOrderId };
  }

  /**
   * Reads the payment's status from the provider and applies it to its order, once: a repeat
   * finds the order already moved and changes nothing.
   * @returns null for a provider order id the shop never started.
   */
  async applyProviderStatus(providerOrderId: string): Promise<PaymentOutcome | null> {
    if (providerOrderId.length > 100) return null;
    const [payment] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId)));
    if (!payment) return null;
    const status = await this.deps.payment.status(providerOrderId);
    return this.apply(payment.orderId, status, providerOrderId);
  }

  private async apply(orderId: number, status: ProviderStatus, providerOrderId: string | null) {
    const { orders, mail, catalog, cart } = this.deps;
    let released: number[] = [];
    const outcome = await this.db.transaction(async (tx): Promise<PaymentOutcome> => {
      // Locked: a concurrent call waits and then sees the state this one leaves.
      const order = (await orders.byId(orderId, tx, true))!;
      if (providerOrderId) {
        await tx
          .update(payments)
          .set({ state: status.state, updatedAt: sql`now()` })
          .where(eq(payments.providerOrderId, providerOrderId));
      }
      if (status.state === 'PAID' && status.amountCents !== order.grandTotalCents) {
        // Paid, but not what the order costs: staff must look; the order waits as it is.
        logger.warn(
          { order: order.number, paid: status.amountCents, due: order.grandTotalCents },
          'payment amount differs from the order total',
        );
        return { state: 'PENDING', order, changed: false };
      }
      if (status.state === 'PAID') {
        // The provider says paid: only an order still awaiting payment moves (never a cancelled one).
        const moved = await orders.transition(tx, orderId, 'paid');
        return {
          state: 'PAID',
          order: moved ? { ...moved, items: order.items } : order,
          changed: !!moved,
        };
      }
      if (status.state === 'PENDING') return { state: 'PENDING', order, changed: false };
      const moved = await orders.transition(tx, orderId, 'cancel');
      if (!moved) return { state: status.state, order, changed: false };
      const restocked = await catalog.releaseStock(
        tx,
        order.items.flatMap((item) => item.stock),
      );
      released = restocked.flipped;
      await cart.forgetCouponUse(tx, order.number);
      const reason =
        status.state === 'DENIED' ? 'denied' : status.state === 'EXPIRED' ? 'expired' : 'cancelled';
      await mail.enqueue(tx, {
        to: order.email,
        locale: mailLocale(order.locale),
        dedupeKey: `payment-failed:${order.number}`,
        message: { template: 'payment-failed', data: { ...orderMailData(order), reason } },
      });
      return { state: status.state, order: { ...moved, items: order.items }, changed: true };
    });
    await this.announceStock(released);
    return outcome;
  }

  /**
   * spec §4 cancelPayment: the shopper gives up paying. The unpaid order of the cart is
   * cancelled (unless the provider reports it paid), its stock released and the cart given back.
   * @returns whether a cart is active again under that id.
   */
  async cancelPayment(cartRef: CartRef): Promise<boolean> {
    const cartId = cartIdOf(cartRef);
    const order = await this.deps.orders.pendingOfCart(cartId);
    const asker = typeof cartRef === 'string' ? null : cartRef.customerId;
    // Another customer's order is left alone, as if there were none.
    if (!order || (order.customerId !== null && order.customerId !== asker)) return false;
    const [payment] = await this.db.select().from(payments).where(eq(payments.orderId, order.id));
    const status: ProviderStatus = payment
      ? await this.deps.payment.status(payment.providerOrderId)
      : {
          code: -90,
          state: 'CANCELLED',
          amountCents: order.grandTotalCents,
          reference: order.number,
        };
    if (status.state === 'PAID') {
      await this.apply(order.id, status, payment?.providerOrderId ?? null);
      return false;
    }
    const cancelled: ProviderStatus = { ...status, state: 'CANCELLED' };
    const outcome = await this.apply(order.id, cancelled, null);
    if (!outcome.changed) return false;
    await this.giveCartBack(cartId);
    return true;
  }

  /** A cancelled order's cart becomes active again, same id, same lines. */
  async giveCartBack(cartId: string): Promise<void> {
    await this.db.transaction((tx) => this.deps.cart.reactivate(tx, cartId));
  }

  /**
   * Cancels unpaid orders past their expiry, asking the provider first: a late payment still
   * counts. A payment the provider still calls pending gets an hour's grace. One order the
   * provider cannot answer for is left for the next sweep and does not hold up the others.
   * @returns how many orders were cancelled.
   */
  async sweepExpired(limit = 50): Promise<number> {
    const now = this.deps.now();
    const due = await this.db.transaction((tx) => this.deps.orders.expiredPending(tx, now, limit));
    let cancelled = 0;
    for (const order of due) {
      try {
        if (await this.sweepOne(order, now)) cancelled++;
      } catch (error) {
        logger.warn(
          { err: error, order: order.number },
          'expired order left for the next sweep: its payment could not be read',
        );
      }
    }
    return cancelled;
  }

  /** @returns whether the order was cancelled now. */
  private async sweepOne(order: OrderRow, now: Date): Promise<boolean> {
    const graceOver = now.getTime() >= order.expiresAt.getTime() + expiryGraceMs;
    const [payment] = await this.db.select().from(payments).where(eq(payments.orderId, order.id));
    const expired: ProviderStatus = {
      code: -80,
      state: 'EXPIRED',
      amountCents: order.grandTotalCents,
      reference: order.number,
    };
    let status = expired;
    if (payment) {
      try {
        status = await this.deps.payment.status(payment.providerOrderId);
      } catch (error) {
        // The provider forgot the payment (or never kept it): nobody can pay it any more, so once
        // the grace is over the order expires like an unpaid one. Before that, ask again later.
        const forgotten =
          error instanceof PaymentProviderError && error.code === 'PAYMENT_ORDER_NOT_FOUND';
        if (!forgotten || !graceOver) throw error;
        logger.warn(
          { order: order.number },
          'the provider no longer knows the expired order; cancelling it',
        );
      }
    }
    if (status.state === 'PENDING' && !graceOver) return false;
    const final: ProviderStatus =
      status.state === 'PENDING' ? { ...status, state: 'EXPIRED' } : status;
    const outcome = await this.apply(order.id, final, payment?.providerOrderId ?? null);
    return outcome.changed && outcome.state !== 'PAID';
  }
}
