import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { backOfficeLimits } from '../config/constants.ts';
import type { Database } from '../db/connection.ts';
import { provider } from './checkout-dependencies.ts';
import { paymentExchangeCalls, payments } from './schema.ts';

export const { exchangeCallsKept } = backOfficeLimits;

export type ExchangeCallRow = typeof paymentExchangeCalls.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

/** A payment of an order with the exchange calls received for it, oldest first. */
export interface PaymentHistoryEntry extends PaymentRow {
  exchangeCalls: ExchangeCallRow[];
}

/**
 * Writes down an exchange call and the shop's answer, for a payment the shop knows (calls naming
 * no known payment are not kept: anyone can send them). The oldest calls beyond
 * {@link exchangeCallsKept} are dropped in the same statement's transaction.
 */
export async function recordExchangeCall(
  db: Database,
  providerOrderId: string,
  answerStatus: number,
  answer: string,
  receivedAt: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [payment] = await tx
      .select({ id: payments.id })
      .from(payments)
      .where(
        sql`${payments.provider} = ${provider} and ${payments.providerOrderId} = ${providerOrderId}`,
      );
    if (!payment) return;
    await tx
      .insert(paymentExchangeCalls)
      .values({ paymentId: payment.id, answerStatus, answer: answer.slice(0, 200), receivedAt });
    await tx.execute(sql`
      delete from ${paymentExchangeCalls}
      where ${paymentExchangeCalls.paymentId} = ${payment.id}
        and ${paymentExchangeCalls.id} not in (
          select id from ${paymentExchangeCalls} where ${paymentExchangeCalls.paymentId} = ${payment.id}
          order by id desc limit ${exchangeCallsKept})`);
  });
}

/** An order's payments (oldest first) with the exchange calls received for each. */
export async function paymentHistory(
  db: Database,
  orderId: number,
): Promise<PaymentHistoryEntry[]> {
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  if (rows.length === 0) return [];
  const calls = await db
    .select()
    .from(paymentExchangeCalls)
    .where(
      inArray(
        paymentExchangeCalls.paymentId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(desc(paymentExchangeCalls.id));
  return rows.map((row) => ({
    ...row,
    exchangeCalls: calls.filter((call) => call.paymentId === row.id).reverse(),
  }));
}
