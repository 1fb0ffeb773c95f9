import { and, asc, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { backOfficeLimits } from '../config/constants.ts';
import type { Database } from '../db/connection.ts';
import {
  listAdminOrders,
  type AdminOrderFilter,
  type AdminOrderPage,
  type OrderCursor,
} from './admin-order-list.ts';
import { orderNotes, orders } from './schema.ts';

export type OrderNoteRow = typeof orderNotes.$inferSelect;

export const { maxNoteLength, maxNotesPerOrder } = backOfficeLimits;

/** What the dashboard counts of orders, in the shop's time. */
export interface OrderCounts {
  todayCount: number;
  todayRevenueCents: number;
  toShip: number;
  pendingTooLong: number;
}

/** The orders module's part of the back office: the list, the counts, the internal notes. */
export class AdminOrderService {
  constructor(private readonly db: Database) {}

  list(
    filter: AdminOrderFilter,
    search: string | null,
    first: number,
    after: OrderCursor | null,
    withCount = true,
  ): Promise<AdminOrderPage> {
    return listAdminOrders(this.db, filter, search, first, after, withCount);
  }

  /**
   * The payment methods orders were placed with, each by its code with the title it had (the
   * order list's filter offers these, not codes to type); by title.
   */
  async paymentMethods(): Promise<{ code: string; title: string }[]> {
    const rows = await this.db
      .select({
        code: orders.paymentMethodCode,
        title: sql<string>`max(${orders.paymentMethodTitle})`,
      })
      .from(orders)
      .groupBy(orders.paymentMethodCode);
    return rows.sort((a, b) => a.title.localeCompare(b.title, 'nl'));
  }

  /**
   * Orders placed since `dayStart` (their count and revenue; cancelled ones count for neither),
   * orders paid and not yet shipped, and orders awaiting payment since before `pendingSince`.
   */
  async counts(dayStart: Date, pendingSince: Date): Promise<OrderCounts> {
    const [today] = await this.db
      .select({
        orders: count(),
        revenue: sql<string>`coalesce(sum(${orders.grandTotalCents}), 0)`,
      })
      .from(orders)
      .where(and(gte(orders.createdAt, dayStart), sql`${orders.status} <> 'CANCELED'`));
    const [toShip] = await this.db
      .select({ value: count() })
      .from(orders)
      .where(inArray(orders.status, ['PROCESSING', 'READY_TO_SHIP']));
    const [pending] = await this.db
      .select({ value: count() })
      .from(orders)
      .where(and(eq(orders.status, 'PENDING_PAYMENT'), lt(orders.createdAt, pendingSince)));
    return {
      todayCount: today!.orders,
      todayRevenueCents: Number(today!.revenue),
      toShip: toShip!.value,
      pendingTooLong: pending!.value,
    };
  }

  notes(orderId: number): Promise<OrderNoteRow[]> {
    return this.db
      .select()
      .from(orderNotes)
      .where(eq(orderNotes.orderId, orderId))
      .orderBy(asc(orderNotes.id));
  }

  /** Adds a note; null when the order already holds {@link maxNotesPerOrder}. */
  async addNote(orderId: number, text: string, author: string): Promise<OrderNoteRow | null> {
    return this.db.transaction(async (tx) => {
      // The order's row lock makes the count and the insert one step for concurrent notes.
      await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
      const [held] = await tx
        .select({ value: count() })
        .from(orderNotes)
        .where(eq(orderNotes.orderId, orderId));
      if (held!.value >= maxNotesPerOrder) return null;
      const [row] = await tx.insert(orderNotes).values({ orderId, text, author }).returning();
      return row!;
    });
  }
}
