import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { announceStock } from '../checkout/checkout-dependencies.ts';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import type { MailOutbox } from '../mail/mail-port.ts';
import {
  mailLocale,
  orderMailData,
  type OrderService,
  type OrderWithItems,
} from '../orders/order-service.ts';
import type { InvoiceSeller } from '../invoices/invoice-records.ts';
import type { RefundRow, RefundService } from '../checkout/refund-service.ts';
import { ReturnError } from './return-errors.ts';
import {
  refundedOutsideReturns,
  refundedReturns,
  refundReturn,
  type ReturnRefundOutcome,
} from './return-refunds.ts';
import { checkReason, mergeLines, returnDeadline } from './return-rules.ts';
import { returnLines, returns, type ReturnRequester, type ReturnState } from './schema.ts';

export type ReturnRow = typeof returns.$inferSelect;
export type ReturnLineRow = typeof returnLines.$inferSelect;
export interface ReturnWithLines extends ReturnRow {
  lines: ReturnLineRow[];
}

export interface ReturnRequest {
  lines: readonly { sku: string; quantity: number }[];
  reason?: string | null;
  comment?: string | null;
}

export interface ReturnDependencies {
  database: DatabaseHandle;
  orders: OrderService;
  catalog: CatalogService;
  mail: MailOutbox;
  refunds: RefundService;
  now: () => Date;
  /** Days after delivery a return may be asked. */
  windowDays: number;
  /** Where the goods go back: the shop's legal name and address. */
  returnAddress: InvoiceSeller;
}

/** BW 6:230s: the consumer sends the goods back within 14 days of the withdrawal. */
const sendBackDays = 14;

/**
 * Returns within the withdrawal period (ADR 0027): asked by the shopper for delivered units not
 * yet in another return, received by staff (sellable units back on the shelf), refunded through
 * the checkout's refunds (returns/return-refunds.ts). Every change is checked under a row lock.
 */
export class ReturnService {
  constructor(private readonly deps: ReturnDependencies) {
    refundedReturns(deps.refunds);
  }

  /** See {@link refundReturn}. */
  refund(number: string, requestedBy: string): Promise<ReturnRefundOutcome> {
    return refundReturn(this, this.deps.refunds, this.deps.orders, number, requestedBy);
  }

  /** The moment the order's returns close; null before it is delivered. */
  deadlineOf(order: Pick<OrderWithItems, 'deliveredAt' | 'status'>): Date | null {
    if (order.status !== 'DELIVERED' || !order.deliveredAt) return null;
    return returnDeadline(order.deliveredAt, this.deps.windowDays);
  }

  /** Units per SKU not in a return that is not cancelled (whether refunded or not). */
  async unreturned(order: OrderWithItems, db: Database = this.deps.database.db) {
    const held = await this.heldUnits(order.id, db);
    return order.items.map((item) => ({
      sku: item.sku,
      quantity: Math.max(0, item.quantity - (held.get(item.sku) ?? 0)),
    }));
  }

  /**
   * Units per SKU still returnable: delivered less what returns (not cancelled) hold and less
   * what staff refunded outside returns (units the shopper keeps: damaged, lost, goodwill); none
   * once the order is refunded in full. A refunded unit is not returned for a second refund
   * (ADR 0027).
   */
  async returnable(order: OrderWithItems, db: Database = this.deps.database.db) {
    const held = await this.heldUnits(order.id, db);
    const refunded = await refundedOutsideReturns(this.deps.refunds, order, db);
    return order.items.map((item) => {
      const taken = (held.get(item.sku) ?? 0) + (refunded.units.get(item.sku) ?? 0);
      return {
        sku: item.sku,
        name: item.name,
        quantity: refunded.inFull ? 0 : Math.max(0, item.quantity - taken),
        refundedInFull: refunded.inFull || (refunded.units.get(item.sku) ?? 0) >= item.quantity,
      };
    });
  }

  /**
   * The shopper asks to return units of an order found through their session or the tracking
   * look-up. Checked under the order's row lock, so concurrent requests never return more than
   * was delivered.
   * @throws ReturnError with the reason it was refused.
   */
  async request(
    found: OrderWithItems,
    ask: ReturnRequest,
    requestedBy: ReturnRequester,
  ): Promise<ReturnWithLines> {
    const reason = checkReason(ask);
    const asked = mergeLines(ask.lines);
    const { database, orders, mail, now } = this.deps;
    return database.db.transaction(async (tx) => {
      const order = (await orders.byId(found.id, tx, true))!;
      const deadline = this.deadlineOf(order);
      if (!deadline) {
        throw new ReturnError(
          'RETURN_ORDER_NOT_DELIVERED',
          `Order ${order.number} has not been delivered yet.`,
          { status: order.status },
        );
      }
      const time = now();
      if (time.getTime() > deadline.getTime()) {
        throw new ReturnError(
          'RETURN_WINDOW_CLOSED',
          `The return period of order ${order.number} ended on ${deadline.toISOString()}.`,
          { returnableUntil: deadline.toISOString() },
        );
      }
      const returnable = await this.returnable(order, tx);
      if (returnable.every((line) => line.refundedInFull)) {
        throw new ReturnError(
          'RETURN_ALREADY_REFUNDED',
          `Order ${order.number} has been refunded in full.`,
        );
      }
      const left = new Map(returnable.map((line) => [line.sku, line]));
      for (const line of asked) {
        const item = left.get(line.sku);
        if (!item) {
          throw new ReturnError('RETURN_UNKNOWN_LINE', `The order has no line ${line.sku}.`, {
            sku: line.sku,
          });
        }
        if (item.refundedInFull) {
          throw new ReturnError(
            'RETURN_ALREADY_REFUNDED',
            `Every unit of ${line.sku} has been refunded already.`,
            { sku: line.sku },
          );
        }
        if (line.quantity > item.quantity) {
          throw new ReturnError(
            'RETURN_QUANTITY_TOO_HIGH',
            `At most ${item.quantity} of ${line.sku} can still be returned.`,
            { sku: line.sku, returnable: item.quantity },
          );
        }
      }
      const [{ value: earlier }] = (await tx
        .select({ value: count() })
        .from(returns)
        .where(eq(returns.orderId, order.id))) as [{ value: number }];
      const [row] = await tx
        .insert(returns)
        .values({
          number: `R${order.number}-${earlier + 1}`,
          orderId: order.id,
          state: 'REQUESTED',
          reason,
          comment: ask.comment?.trim() || null,
          requestedBy,
          createdAt: time,
        })
        .returning();
      const lines = await tx
        .insert(returnLines)
        .values(asked.map((line) => ({ returnId: row!.id, ...line })))
        .returning();
      await mail.enqueue(tx, {
        to: order.email,
        locale: mailLocale(order.locale),
        dedupeKey: `return-requested:${row!.number}`,
        message: {
          template: 'return-requested',
          data: {
            ...orderMailData(order),
            returnNumber: row!.number,
            returnedLines: asked.map((line) => ({
              name: left.get(line.sku)!.name,
              quantity: line.quantity,
            })),
            sendWithinDays: sendBackDays,
            returnAddress: {
              name: this.deps.returnAddress.name,
              lines: this.deps.returnAddress.addressLines,
            },
          },
        },
      });
      return { ...row!, lines };
    });
  }

  /** The order's returns, oldest first, with their lines. */
  async ofOrder(orderId: number): Promise<ReturnWithLines[]> {
    const db = this.deps.database.db;
    const rows = await db
      .select()
      .from(returns)
      .where(eq(returns.orderId, orderId))
      .orderBy(asc(returns.id));
    return this.withLines(db, rows);
  }

  async byNumber(number: string, db: Database = this.deps.database.db, lock = false) {
    if (!/^R\d{1,12}-\d{1,4}$/.test(number)) return null;
    const query = db.select().from(returns).where(eq(returns.number, number));
    const [row] = lock ? await query.for('update') : await query;
    return row ? ((await this.withLines(db, [row]))[0] ?? null) : null;
  }

  /** Staff's list, newest first, optionally in one state. */
  async list(state: ReturnState | null, pageSize: number, currentPage: number) {
    const db = this.deps.database.db;
    const where = state ? eq(returns.state, state) : undefined;
    const rows = await db
      .select()
      .from(returns)
      .where(where)
      .orderBy(desc(returns.id))
      .limit(pageSize)
      .offset((currentPage - 1) * pageSize);
    const [total] = await db.select({ value: count() }).from(returns).where(where);
    return { items: await this.withLines(db, rows), totalCount: total!.value };
  }

  /**
   * Staff received the parcel: per line, sellable units go back to the stock (the units left the
   * stock when the order shipped); the rest do not. Lines not named are sellable.
   * @throws ReturnError RETURN_NOT_FOUND, RETURN_NOT_REQUESTED, RETURN_UNKNOWN_LINE.
   */
  async receive(
    number: string,
    verdicts: readonly { sku: string; sellable: boolean }[],
    handledBy: string,
  ): Promise<ReturnWithLines> {
    const { database, orders, catalog, now } = this.deps;
    let flipped: number[] = [];
    const received = await database.db.transaction(async (tx) => {
      const found = await this.inState(number, 'REQUESTED', 'RETURN_NOT_REQUESTED', tx);
      for (const verdict of verdicts) {
        if (!found.lines.some((line) => line.sku === verdict.sku)) {
          throw new ReturnError('RETURN_UNKNOWN_LINE', `The return has no line ${verdict.sku}.`, {
            sku: verdict.sku,
          });
        }
      }
      const sellable = (sku: string) =>
        verdicts.find((verdict) => verdict.sku === sku)?.sellable ?? true;
      const order = (await orders.byId(found.orderId, tx))!;
      const stock = found.lines
        .filter((line) => sellable(line.sku))
        .flatMap((line) => {
          const item = order.items.find((candidate) => candidate.sku === line.sku)!;
          // A line's stock parts are for all its units (a bundle's parts times its quantity).
          return item.stock.map((part) => ({
            productId: part.productId,
            quantity: (part.quantity / item.quantity) * line.quantity,
          }));
        });
      flipped = (await catalog.restockReturned(tx, stock)).flipped;
      for (const line of found.lines) {
        await tx
          .update(returnLines)
          .set({ sellable: sellable(line.sku) })
          .where(eq(returnLines.id, line.id));
      }
      await tx
        .update(returns)
        .set({ state: 'RECEIVED', receivedAt: now(), handledBy })
        .where(eq(returns.id, found.id));
      return (await this.byNumber(number, tx))!;
    });
    await announceStock(this.deps, flipped);
    return received;
  }

  /**
   * Staff: a received return whose units `refund` (not the return's own) already paid back is
   * REFUNDED without a payout; a concurrent settle or refund of it leaves it as that one made it.
   */
  async settle(number: string, refund: RefundRow, handledBy: string): Promise<ReturnWithLines> {
    return this.deps.database.db.transaction(async (tx) => {
      const found = await this.byNumber(number, tx, true);
      if (found?.state === 'RECEIVED') {
        await tx
          .update(returns)
          .set({ state: 'REFUNDED', refundId: refund.id, refundedAt: this.deps.now(), handledBy })
          .where(eq(returns.id, found.id));
      }
      return (await this.byNumber(number, tx))!;
    });
  }

  /** Staff: a return that never came (or was asked by mistake) is cancelled before receipt. */
  async cancel(number: string, handledBy: string): Promise<ReturnWithLines> {
    return this.deps.database.db.transaction(async (tx) => {
      const found = await this.inState(number, 'REQUESTED', 'RETURN_NOT_REQUESTED', tx);
      await tx
        .update(returns)
        .set({ state: 'CANCELLED', cancelledAt: this.deps.now(), handledBy })
        .where(eq(returns.id, found.id));
      return (await this.byNumber(number, tx))!;
    });
  }

  /** How many returns are in `state` (the dashboard's "returns to receive"), by the state index. */
  async countInState(state: ReturnState): Promise<number> {
    const [row] = await this.deps.database.db
      .select({ value: count() })
      .from(returns)
      .where(eq(returns.state, state));
    return row?.value ?? 0;
  }

  /** The return, which must be in `state`; locked for the caller's transaction when given one. */
  async inState(
    number: string,
    state: ReturnState,
    code: 'RETURN_NOT_REQUESTED' | 'RETURN_NOT_RECEIVED',
    tx?: Database,
  ): Promise<ReturnWithLines> {
    const found = await this.byNumber(number.trim(), tx, tx !== undefined);
    if (!found) throw new ReturnError('RETURN_NOT_FOUND', `No return ${number}.`);
    if (found.state !== state) {
      throw new ReturnError(code, `Return ${found.number} is ${found.state}.`, {
        state: found.state,
      });
    }
    return found;
  }

  /** Units per SKU in the order's returns that are not cancelled. */
  private async heldUnits(orderId: number, db: Database): Promise<Map<string, number>> {
    const rows = await db
      .select({ sku: returnLines.sku, quantity: returnLines.quantity })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(and(eq(returns.orderId, orderId), ne(returns.state, 'CANCELLED')));
    const held = new Map<string, number>();
    for (const row of rows) held.set(row.sku, (held.get(row.sku) ?? 0) + row.quantity);
    return held;
  }

  private async withLines(db: Database, rows: ReturnRow[]): Promise<ReturnWithLines[]> {
    if (rows.length === 0) return [];
    const lines = await db
      .select()
      .from(returnLines)
      .where(
        inArray(
          returnLines.returnId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(returnLines.id));
    return rows.map((row) => ({ ...row, lines: lines.filter((line) => line.returnId === row.id) }));
  }
}
