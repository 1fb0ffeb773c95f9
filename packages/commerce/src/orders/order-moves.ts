import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import { carriers, orderTransitions, trackingUrl } from './order-records.ts';
import { orders } from './schema.ts';
import type { OrderItemRow, OrderRow, OrderWithItems, StaffMoveAudit } from './order-rows.ts';
import { orderByNumber } from './order-queries.ts';
import { mailLocale, orderMailData } from './order-mail-data.ts';

/** What staff moves need besides the database: the outbox and the stock's settlement. */
export interface OrderMoveContext {
  database: DatabaseHandle;
  mail: MailOutbox;
  /** Ends the hold of a shipped order's units on the stock (they leave with the parcel). */
  settleShipped: (tx: Database, lines: OrderItemRow['stock']) => Promise<void>;
}

/**
 * Moves an order from the transition's state to the next one. Only one caller can win: a
 * replayed or concurrent call finds the order in another state and gets null.
 */
export async function transition(
  tx: Database,
  orderId: number,
  move: keyof typeof orderTransitions,
  extra: Partial<Pick<OrderRow, 'trackingNumber' | 'carrier' | 'trackingUrl' | 'deliveredAt'>>,
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
export async function expiredPending(
  database: DatabaseHandle,
  tx: Database,
  now: Date,
  limit: number,
): Promise<OrderRow[]> {
  const query = tx
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'PENDING_PAYMENT'), lt(orders.expiresAt, now)))
    // Never asked about first, then the one asked about longest ago: a batch of orders that
    // stay undecidable cannot keep newer ones from expiring.
    .orderBy(sql`${orders.sweptAt} asc nulls first`, asc(orders.expiresAt))
    .limit(limit);
  return database.kind === 'postgres' ? query.for('update', { skipLocked: true }) : query;
}

/** The sweep asked about an overdue order and had to leave it undecided. */
export async function markSwept(db: Database, orderId: number, now: Date): Promise<void> {
  await db.update(orders).set({ sweptAt: now }).where(eq(orders.id, orderId));
}

/**
 * Staff cancel an order that has not left the shop (awaiting payment, paid, ready to ship).
 * Conditional like every move: null when it had shipped, was delivered or was cancelled.
 */
export async function cancelUnshipped(tx: Database, orderId: number): Promise<OrderRow | null> {
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

/** Staff: → shipped with track & trace, and the shopper gets the link by mail (once). */
export async function shipOrder(
  ctx: OrderMoveContext,
  number: string,
  code: string,
  carrier: string,
  audit?: StaffMoveAudit,
): Promise<OrderWithItems | null> {
  const db = ctx.database.db;
  const order = await orderByNumber(db, number);
  if (!order) return null;
  const carrierCode = carrier.toLowerCase();
  const url = trackingUrl(carrierCode, code, order.shippingAddress?.postcode ?? null);
  return db.transaction(async (tx) => {
    const moved = await transition(tx, order.id, 'ship', {
      trackingNumber: code,
      carrier: carrierCode,
      trackingUrl: url,
    });
    if (!moved) return null;
    await audit?.(tx, order, moved);
    await ctx.settleShipped(
      tx,
      order.items.flatMap((item) => item.stock),
    );
    await ctx.mail.enqueue(tx, {
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

/** A staff move without side effects (ready to ship, delivered), audited in its transaction. */
export async function staffMove(
  db: Database,
  number: string,
  move: 'readyToShip' | 'deliver',
  audit?: StaffMoveAudit,
  extra: Partial<Pick<OrderRow, 'deliveredAt'>> = {},
): Promise<OrderWithItems | null> {
  const order = await orderByNumber(db, number);
  if (!order) return null;
  const moved = await db.transaction(async (tx) => {
    const row = await transition(tx, order.id, move, extra);
    if (row) await audit?.(tx, order, row);
    return row;
  });
  return moved ? { ...moved, items: order.items } : null;
}
