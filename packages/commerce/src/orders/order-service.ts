import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, inArray, like, lt, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { MailOutbox, OrderMailData } from '../mail/mail-port.ts';
import {
  carriers,
  type OrderPaymentInput,
  orderTransitions,
  trackingUrl,
  type OrderStatus,
  type OrderTotalsRecord,
  type StoredOrderAddress,
} from './order-records.ts';
import { orderCounters, orderItems, orders } from './schema.ts';
import { shopPageUrl } from '../engine/shop-url.ts';
import { addressLines } from '../mail/templates/address-lines.ts';
import { AdminOrderService } from './admin-order-service.ts';
import {
  detachOrdersOfCustomer,
  ordersForExport,
  ordersOfCustomer,
} from './customer-order-data.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;
export interface OrderWithItems extends OrderRow {
  items: OrderItemRow[];
}

/** Which of a customer's orders to list: by number, exactly, one of several, or part of it. */
export interface CustomerOrderFilter {
  eq?: string | null;
  in?: readonly string[] | null;
  match?: string | null;
}

export interface NewOrder {
  storeCode: string;
  cartId: string;
  customerId: number | null;
  email: string;
  locale: string;
  shippingAddress: StoredOrderAddress | null;
  billingAddress: StoredOrderAddress;
  shippingMethod: string;
  pickupLocationCode: string | null;
  paymentMethodCode: string;
  paymentMethodTitle: string;
  paymentInput: OrderPaymentInput | null;
  couponCode: string | null;
  totals: OrderTotalsRecord;
  expiresAt: Date;
  items: Omit<OrderItemRow, 'id' | 'orderId'>[];
}

/** Order numbers start here per store, as Magento's do (100000001). */
const firstOrderNumber = 100_000_001;

export { shopUrl } from '../engine/shop-url.ts';

/**
 * Writes the audit entry of a staff move in the move's own transaction (ADR 0028), given the
 * order before and the row after.
 */
export type StaffMoveAudit = (tx: Database, before: OrderRow, after: OrderRow) => Promise<void>;

/** Placed orders, their states and shipments. Every state change is a conditional update. */
export class OrderService {
  private readonly db: Database;
  /** The back office's list, counts and internal notes. */
  readonly admin: AdminOrderService;

  /**
   * @param settleShipped ends the hold of a shipped order's units on the stock (the catalogue's
   *   rule: they leave the ERP's count with the parcel).
   */
  constructor(
    private readonly database: DatabaseHandle,
    private readonly mail: MailOutbox,
    private readonly settleShipped: (tx: Database, lines: OrderItemRow['stock']) => Promise<void>,
  ) {
    this.db = database.db;
    this.admin = new AdminOrderService(database.db);
  }

  /**
   * The store's next order number, taken in the order's transaction: the counter row stays locked
   * until it commits, so numbers are unique and without gaps from rolled-back orders.
   */
  async nextNumber(tx: Database, storeCode: string): Promise<string> {
    const [row] = await tx
      .insert(orderCounters)
      .values({ storeCode, lastNumber: firstOrderNumber })
      .onConflictDoUpdate({
        target: orderCounters.storeCode,
        set: { lastNumber: sql`${orderCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: orderCounters.lastNumber });
    return String(row!.lastNumber);
  }

  async create(tx: Database, number: string, order: NewOrder): Promise<OrderWithItems> {
    const [row] = await tx
      .insert(orders)
      .values({
        ...order,
        number,
        token: randomBytes(24).toString('base64url'),
        status: 'PENDING_PAYMENT',
        grandTotalCents: order.totals.grandTotalCents,
      })
      .returning();
    const items = await tx
      .insert(orderItems)
      .values(order.items.map((item) => ({ ...item, orderId: row!.id })))
      .returning();
    return { ...row!, items };
  }

  private async withItems(db: Database, row: OrderRow | undefined) {
    if (!row) return null;
    const items = await db
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, row.id))
      .orderBy(asc(orderItems.id));
    return { ...row, items };
  }

  async byToken(token: string, db: Database = this.db): Promise<OrderWithItems | null> {
    if (!/^[A-Za-z0-9_-]{32}$/.test(token)) return null;
    const [row] = await db.select().from(orders).where(eq(orders.token, token));
    return this.withItems(db, row);
  }

  async byNumber(number: string, db: Database = this.db): Promise<OrderWithItems | null> {
    if (!/^\d{1,12}$/.test(number)) return null;
    const [row] = await db.select().from(orders).where(eq(orders.number, number));
    return this.withItems(db, row);
  }

  async byId(id: number, db: Database = this.db, lock = false): Promise<OrderWithItems | null> {
    const query = db.select().from(orders).where(eq(orders.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return this.withItems(db, row);
  }

  /** Orders by id, without their lines (unknown ids are left out). */
  async byIds(ids: number[], db: Database = this.db): Promise<OrderRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(orders).where(inArray(orders.id, ids));
  }

  /** The unpaid order placed from a cart, if any. */
  async pendingOfCart(cartId: string, db: Database = this.db): Promise<OrderWithItems | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cartId), eq(orders.status, 'PENDING_PAYMENT')));
    return this.withItems(db, row);
  }

  /**
   * The order a cart became that still counts (awaiting payment or further): a cart has at most
   * one, since a failed payment's order is cancelled before its cart is given back.
   */
  async liveOfCart(cartId: string, db: Database = this.db): Promise<OrderRow | null> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.cartId, cartId), ne(orders.status, 'CANCELED')));
    return row ?? null;
  }

  /**
   * The tracking page's look-up: number plus postcode or e-mail address. Any mismatch answers
   * null, the same as an unknown number.
   */
  async guestLookup(number: string, postcode?: string | null, email?: string | null) {
    const order = await this.byNumber(number.trim());
    if (!order) return null;
    const compact = (text: string) => text.replace(/\s/g, '').toUpperCase();
    const postcodes = [order.shippingAddress?.postcode, order.billingAddress.postcode];
    const postcodeMatches =
      !!postcode && postcodes.some((known) => !!known && compact(known) === compact(postcode));
    const emailMatches = !!email && email.trim().toLowerCase() === order.email.toLowerCase();
    return postcodeMatches || emailMatches ? order : null;
  }

  /**
   * A customer's orders, newest first, a page at a time. Numbers are digits only, so a filter
   * value with anything else matches nothing.
   */
  async ofCustomer(
    customerId: number,
    filter: CustomerOrderFilter,
    pageSize: number,
    currentPage: number,
  ): Promise<{ items: OrderWithItems[]; totalCount: number }> {
    const conditions: SQL[] = [eq(orders.customerId, customerId)];
    const numberPattern = /^\d{1,12}$/;
    const none = { items: [], totalCount: 0 };
    if (filter.eq != null) {
      if (!numberPattern.test(filter.eq.trim())) return none;
      conditions.push(eq(orders.number, filter.eq.trim()));
    }
    if (filter.in != null) {
      const numbers = filter.in
        .map((value) => value.trim())
        .filter((value) => numberPattern.test(value));
      if (numbers.length === 0) return none;
      conditions.push(inArray(orders.number, numbers));
    }
    if (filter.match != null && filter.match.trim() !== '') {
      const part = filter.match.trim();
      if (!numberPattern.test(part)) return none;
      conditions.push(like(orders.number, `%${part}%`));
    }
    const where = and(...conditions);
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    const [total] = await this.db.select({ value: count() }).from(orders).where(where);
    // One query for the page's lines, not one per order.
    const lines =
      rows.length === 0
        ? []
        : await this.db
            .select()
            .from(orderItems)
            .where(
              inArray(
                orderItems.orderId,
                rows.map((row) => row.id),
              ),
            )
            .orderBy(asc(orderItems.id));
    const items = rows.map((row) => ({
      ...row,
      items: lines.filter((line) => line.orderId === row.id),
    }));
    return { items, totalCount: total!.value };
  }

  /** One of the customer's orders by number; null for an unknown number or someone else's. */
  async customerOrder(customerId: number, number: string): Promise<OrderWithItems | null> {
    const order = await this.byNumber(number.trim());
    return order && order.customerId === customerId ? order : null;
  }

  /**
   * Orders newest first; with `pickupStore`, only the orders collected in that store (what a
   * store employee sees).
   */
  async list(
    status: OrderStatus | null,
    pageSize: number,
    currentPage: number,
    pickupStore: string | null = null,
  ) {
    const where = and(
      status ? eq(orders.status, status) : undefined,
      pickupStore === null ? undefined : eq(orders.pickupLocationCode, pickupStore),
    );
    const rows = await this.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    const [total] = await this.db.select({ value: count() }).from(orders).where(where);
    const items = await Promise.all(rows.map((row) => this.withItems(this.db, row)));
    return { items: items as OrderWithItems[], totalCount: total!.value };
  }

  /**
   * Moves an order from the transition's state to the next one. Only one caller can win: a
   * replayed or concurrent call finds the order in another state and gets null.
   */
  async transition(
    tx: Database,
    orderId: number,
    move: keyof typeof orderTransitions,
    extra: Partial<
      Pick<OrderRow, 'trackingNumber' | 'carrier' | 'trackingUrl' | 'deliveredAt'>
    > = {},
  ): Promise<OrderRow | null> {
    const { from, to } = orderTransitions[move];
    const [row] = await tx
      .update(orders)
      .set({ status: to, updatedAt: sql`now()`, ...extra })
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning();
    return row ?? null;
  }

  /**
   * Unpaid orders past their expiry, locked for the caller's transaction; on PostgreSQL another
   * engine's sweeper skips the ones this one holds.
   */
  async expiredPending(tx: Database, now: Date, limit: number): Promise<OrderRow[]> {
    const query = tx
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'PENDING_PAYMENT'), lt(orders.expiresAt, now)))
      // Never asked about first, then the one asked about longest ago: a batch of orders that
      // stay undecidable cannot keep newer ones from expiring.
      .orderBy(sql`${orders.sweptAt} asc nulls first`, asc(orders.expiresAt))
      .limit(limit);
    return this.database.kind === 'postgres' ? query.for('update', { skipLocked: true }) : query;
  }

  /** The sweep asked about an overdue order and had to leave it undecided. */
  async markSwept(orderId: number, now: Date): Promise<void> {
    await this.db.update(orders).set({ sweptAt: now }).where(eq(orders.id, orderId));
  }

  /**
   * Staff cancel an order that has not left the shop (awaiting payment, paid, ready to ship).
   * Conditional like every move: null when it had shipped, was delivered or was cancelled.
   */
  async cancelUnshipped(tx: Database, orderId: number): Promise<OrderRow | null> {
    const [row] = await tx
      .update(orders)
      .set({ status: 'CANCELED', updatedAt: sql`now()` })
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.status, ['PENDING_PAYMENT', 'PROCESSING', 'READY_TO_SHIP']),
        ),
      )
      .returning();
    return row ?? null;
  }

  /** Staff: processing → ready to ship. */
  async markReadyToShip(number: string, audit?: StaffMoveAudit): Promise<OrderWithItems | null> {
    return this.staffMove(number, 'readyToShip', audit);
  }

  /** Staff: → shipped with track & trace, and the shopper gets the link by mail (once). */
  async ship(
    number: string,
    code: string,
    carrier = 'postnl',
    audit?: StaffMoveAudit,
  ): Promise<OrderWithItems | null> {
    const order = await this.byNumber(number);
    if (!order) return null;
    const carrierCode = carrier.toLowerCase();
    const url = trackingUrl(carrierCode, code, order.shippingAddress?.postcode ?? null);
    return this.db.transaction(async (tx) => {
      const moved = await this.transition(tx, order.id, 'ship', {
        trackingNumber: code,
        carrier: carrierCode,
        trackingUrl: url,
      });
      if (!moved) return null;
      await audit?.(tx, order, moved);
      await this.settleShipped(
        tx,
        order.items.flatMap((item) => item.stock),
      );
      await this.mail.enqueue(tx, {
        to: moved.email,
        locale: mailLocale(moved.locale),
        dedupeKey: `order-shipped:${moved.number}`,
        message: {
          template: 'order-shipped',
          data: {
            ...orderMailData({ ...moved, items: order.items }),
            trackingNumber: code,
            trackingUrl: url,
            carrier: carriers[carrierCode] ?? carrierCode,
          },
        },
      });
      return { ...moved, items: order.items };
    });
  }

  /** Staff: shipped → delivered; the moment starts the withdrawal period (ADR 0027). */
  async deliver(
    number: string,
    at: Date = new Date(),
    audit?: StaffMoveAudit,
  ): Promise<OrderWithItems | null> {
    return this.staffMove(number, 'deliver', audit, { deliveredAt: at });
  }

  private async staffMove(
    number: string,
    move: 'readyToShip' | 'deliver',
    audit?: StaffMoveAudit,
    extra: Partial<Pick<OrderRow, 'deliveredAt'>> = {},
  ) {
    const order = await this.byNumber(number);
    if (!order) return null;
    const moved = await this.db.transaction(async (tx) => {
      const row = await this.transition(tx, order.id, move, extra);
      if (row) await audit?.(tx, order, row);
      return row;
    });
    return moved ? { ...moved, items: order.items } : null;
  }

  /** The account's orders for the back office's customer page, newest first, without lines. */
  ofCustomerForStaff(customerId: number): Promise<OrderRow[]> {
    return ordersOfCustomer(this.db, customerId);
  }

  /** The account's orders and guest orders with its address, with lines (GDPR export). */
  forExport(customerId: number, email: string, db: Database = this.db) {
    return ordersForExport(db, customerId, email);
  }

  /** Detaches the account's orders in the caller's transaction; they are kept (ADR 0033). */
  detachCustomer(tx: Database, customerId: number): Promise<string[]> {
    return detachOrdersOfCustomer(tx, customerId);
  }
}

export function mailLocale(locale: string): 'nl' | 'fr' | 'de' | 'en' {
  const short = locale.slice(0, 2);
  return short === 'fr' || short === 'de' || short === 'en' ? short : 'nl';
}

/** The pickup line's word in the mail's language. */
const pickupWords = { nl: 'Afhalen', fr: 'Retrait', de: 'Abholung', en: 'Pickup' } as const;

/** What every order mail shows of the order. */
export function orderMailData(order: OrderWithItems): OrderMailData {
  const address = order.shippingAddress ?? order.billingAddress;
  return {
    orderNumber: order.number,
    customerName: [order.billingAddress.firstname, order.billingAddress.lastname].join(' '),
    // The order page in the shopper's language (storefront ADR 0002: Dutch has no prefix).
    orderUrl: shopPageUrl(mailLocale(order.locale), `/order/${order.token}`),
    items: order.items.map((item) => ({
      name: item.name,
      sku: item.sku,
      quantity: item.quantity,
      rowTotalCents: item.rowCents,
    })),
    subtotalCents: order.totals.subtotalCents,
    shippingCents: order.totals.shippingCents,
    discountCents: order.totals.discountCents,
    taxCents: order.totals.taxCents,
    grandTotalCents: order.totals.grandTotalCents,
    paymentMethod: order.paymentMethodTitle,
    shippingMethod: order.shippingMethod,
    deliveryLines: order.pickupLocationCode
      ? [`${pickupWords[mailLocale(order.locale)]}: ${order.pickupLocationCode}`]
      : addressLines(address),
    billing: {
      lines: addressLines(order.billingAddress),
      company: order.billingAddress.company,
      vatId: order.billingAddress.vatId,
      reference: order.billingAddress.reference,
    },
  };
}
