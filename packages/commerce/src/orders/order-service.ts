import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import type { orderTransitions, OrderStatus } from './order-records.ts';
import type {
  CustomerOrderFilter,
  NewOrder,
  OrderItemRow,
  OrderRow,
  OrderWithItems,
  StaffMoveAudit,
} from './order-rows.ts';
import { AdminOrderService } from './admin-order-service.ts';
import {
  detachOrdersOfCustomer,
  ordersForExport,
  ordersOfCustomer,
} from './customer-order-data.ts';
import { createOrder, nextOrderNumber } from './order-placement.ts';
import {
  guestLookup,
  listOrders,
  liveOfCart,
  orderById,
  orderByNumber,
  orderByToken,
  ordersByIds,
  ordersOfCustomerPage,
  pendingOfCart,
} from './order-queries.ts';
import {
  cancelUnshipped,
  expiredPending,
  markSwept,
  shipOrder,
  staffMove,
  transition,
  type OrderMoveContext,
} from './order-moves.ts';

// What other modules and the apps import from here, wherever it now lives.
export type {
  CustomerOrderFilter,
  NewOrder,
  OrderItemRow,
  OrderRow,
  OrderWithItems,
  StaffMoveAudit,
} from './order-rows.ts';
export { mailLocale, orderMailData } from './order-mail-data.ts';
export { shopUrl } from '../engine/shop-url.ts';

/** Placed orders, their states and shipments. Every state change is a conditional update. */
export class OrderService {
  private readonly db: Database;
  /** The back office's list, counts and internal notes. */
  readonly admin: AdminOrderService;
  private readonly moves: OrderMoveContext;

  /**
   * @param settleShipped ends the hold of a shipped order's units on the stock (the catalogue's
   *   rule: they leave the ERP's count with the parcel).
   */
  constructor(
    private readonly database: DatabaseHandle,
    mail: MailOutbox,
    settleShipped: (tx: Database, lines: OrderItemRow['stock']) => Promise<void>,
  ) {
    this.db = database.db;
    this.admin = new AdminOrderService(database.db);
    this.moves = { database, mail, settleShipped };
  }

  /**
   * The store's next order number, taken in the order's transaction: the counter row stays locked
   * until it commits, so numbers are unique and without gaps from rolled-back orders.
   */
  nextNumber(tx: Database, storeCode: string): Promise<string> {
    return nextOrderNumber(tx, storeCode);
  }

  create(tx: Database, number: string, order: NewOrder): Promise<OrderWithItems> {
    return createOrder(tx, number, order);
  }

  byToken(token: string, db: Database = this.db): Promise<OrderWithItems | null> {
    return orderByToken(db, token);
  }

  byNumber(number: string, db: Database = this.db): Promise<OrderWithItems | null> {
    return orderByNumber(db, number);
  }

  byId(id: number, db: Database = this.db, lock = false): Promise<OrderWithItems | null> {
    return orderById(db, id, lock);
  }

  /** Orders by id, without their lines (unknown ids are left out). */
  byIds(ids: number[], db: Database = this.db): Promise<OrderRow[]> {
    return ordersByIds(db, ids);
  }

  /** The unpaid order placed from a cart, if any. */
  pendingOfCart(cartId: string, db: Database = this.db): Promise<OrderWithItems | null> {
    return pendingOfCart(db, cartId);
  }

  /**
   * The order a cart became that still counts (awaiting payment or further): a cart has at most
   * one, since a failed payment's order is cancelled before its cart is given back.
   */
  liveOfCart(cartId: string, db: Database = this.db): Promise<OrderRow | null> {
    return liveOfCart(db, cartId);
  }

  /**
   * The tracking page's look-up: number plus postcode or e-mail address. Any mismatch answers
   * null, the same as an unknown number.
   */
  guestLookup(number: string, postcode?: string | null, email?: string | null) {
    return guestLookup(this.db, number, postcode, email);
  }

  /**
   * A customer's orders, newest first, a page at a time. Numbers are digits only, so a filter
   * value with anything else matches nothing.
   */
  ofCustomer(
    customerId: number,
    filter: CustomerOrderFilter,
    pageSize: number,
    currentPage: number,
  ): Promise<{ items: OrderWithItems[]; totalCount: number }> {
    return ordersOfCustomerPage(this.db, customerId, filter, pageSize, currentPage);
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
  list(
    status: OrderStatus | null,
    pageSize: number,
    currentPage: number,
    pickupStore: string | null = null,
  ) {
    return listOrders(this.db, status, pageSize, currentPage, pickupStore);
  }

  /**
   * Moves an order from the transition's state to the next one. Only one caller can win: a
   * replayed or concurrent call finds the order in another state and gets null.
   */
  transition(
    tx: Database,
    orderId: number,
    move: keyof typeof orderTransitions,
    extra: Partial<
      Pick<OrderRow, 'trackingNumber' | 'carrier' | 'trackingUrl' | 'deliveredAt'>
    > = {},
  ): Promise<OrderRow | null> {
    return transition(tx, orderId, move, extra);
  }

  /**
   * Unpaid orders past their expiry, locked for the caller's transaction; on PostgreSQL another
   * engine's sweeper skips the ones this one holds.
   */
  expiredPending(tx: Database, now: Date, limit: number): Promise<OrderRow[]> {
    return expiredPending(this.database, tx, now, limit);
  }

  /** The sweep asked about an overdue order and had to leave it undecided. */
  markSwept(orderId: number, now: Date): Promise<void> {
    return markSwept(this.db, orderId, now);
  }

  /**
   * Staff cancel an order that has not left the shop (awaiting payment, paid, ready to ship).
   * Conditional like every move: null when it had shipped, was delivered or was cancelled.
   */
  cancelUnshipped(tx: Database, orderId: number): Promise<OrderRow | null> {
    return cancelUnshipped(tx, orderId);
  }

  /** Staff: processing → ready to ship. */
  markReadyToShip(number: string, audit?: StaffMoveAudit): Promise<OrderWithItems | null> {
    return staffMove(this.db, number, 'readyToShip', audit);
  }

  /** Staff: → shipped with track & trace, and the shopper gets the link by mail (once). */
  ship(
    number: string,
    code: string,
    carrier = 'postnl',
    audit?: StaffMoveAudit,
  ): Promise<OrderWithItems | null> {
    return shipOrder(this.moves, number, code, carrier, audit);
  }

  /** Staff: shipped → delivered; the moment starts the withdrawal period (ADR 0027). */
  deliver(
    number: string,
    at: Date = new Date(),
    audit?: StaffMoveAudit,
  ): Promise<OrderWithItems | null> {
    return staffMove(this.db, number, 'deliver', audit, { deliveredAt: at });
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
