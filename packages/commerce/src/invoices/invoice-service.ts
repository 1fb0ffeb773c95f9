import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle } from '../db/connection.ts';
import { shopConstants } from '../config/constants.ts';
import type { OrderWithItems } from '../orders/order-service.ts';
import type { InvoiceKind, RefundForCreditNote } from './invoice-records.ts';
import { creditNoteSnapshotOf } from './credit-note-snapshot.ts';
import { invoiceSnapshotOf } from './invoice-snapshot.ts';
import { invoiceCounters, invoices } from './schema.ts';
import type { InvoiceSettings } from './shop-legal.ts';

export type InvoiceRow = typeof invoices.$inferSelect;

/** Series letters: invoices and credit notes are numbered apart, each per year (ADR 0026). */
const seriesOf: Record<InvoiceKind, string> = { invoice: 'F', 'credit-note': 'C' };

/** Advisory lock classes of issuing an order's invoice and its credit notes (the cart uses 7301). */
const invoiceLockSpace = 7311;
const creditLockSpace = 7312;

/** `F2026-000001`, `C2026-000001`. */
export const documentNumberPattern = /^[FC]\d{4}-\d{6,9}$/;

/** The calendar year of a moment in the shop's time zone (a number belongs to that year). */
function shopYear(moment: Date): number {
  const year = new Intl.DateTimeFormat('en-GB', {
    year: 'numeric',
    timeZone: shopConstants.store.timezone,
  }).format(moment);
  return Number(year);
}

/** Issued invoices and credit notes: written once, in the transaction of what caused them. */
export class InvoiceService {
  private readonly db: Database;

  constructor(
    database: DatabaseHandle,
    readonly settings: InvoiceSettings,
  ) {
    this.db = database.db;
  }

  /**
   * The next number of a series in a year, taken in the caller's transaction: the upsert locks
   * the counter row until that transaction ends, so concurrent issuers queue and a rollback
   * gives the number back.
   */
  async nextNumber(tx: Database, kind: InvoiceKind, moment: Date): Promise<string> {
    const series = seriesOf[kind];
    const year = shopYear(moment);
    const [row] = await tx
      .insert(invoiceCounters)
      .values({ series, year, lastNumber: 1 })
      .onConflictDoUpdate({
        target: [invoiceCounters.series, invoiceCounters.year],
        set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: invoiceCounters.lastNumber });
    return `${series}${year}-${String(row!.lastNumber).padStart(6, '0')}`;
  }

  /**
   * The order's invoice, issued now in the caller's transaction (the one that marks the order
   * paid), or the one it already has: an order gets one invoice, whoever asks twice.
   */
  async issueForOrder(tx: Database, order: OrderWithItems, issuedAt: Date): Promise<InvoiceRow> {
    // Issuers of one order queue here, so the second sees the first's invoice and takes no number.
    await tx.execute(sql`select pg_advisory_xact_lock(${invoiceLockSpace}, ${order.id})`);
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
    if (existing) return existing;
    const number = await this.nextNumber(tx, 'invoice', issuedAt);
    const snapshot = invoiceSnapshotOf(order, this.settings, number, issuedAt);
    const [row] = await tx
      .insert(invoices)
      .values({
        number,
        kind: 'invoice',
        orderId: order.id,
        locale: snapshot.locale,
        totalCents: snapshot.totalCents,
        snapshot,
        issuedAt,
      })
      .returning();
    return row!;
  }

  /**
   * A credit note for a refund, referring to the order's invoice, in the caller's transaction
   * (the refund's). One refund key gives one credit note. The order's notes are issued one after
   * the other, each against what the earlier ones credited, so together they credit what the
   * refunds paid, per VAT rate.
   * @returns null when the order has no invoice to correct.
   */
  async issueCreditNote(
    tx: Database,
    refund: RefundForCreditNote,
    issuedAt: Date,
  ): Promise<InvoiceRow | null> {
    await tx.execute(sql`select pg_advisory_xact_lock(${creditLockSpace}, ${refund.orderId})`);
    const [existing] = await tx.select().from(invoices).where(eq(invoices.sourceKey, refund.key));
    if (existing) return existing;
    const [invoice] = await tx
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, refund.orderId), eq(invoices.kind, 'invoice')));
    if (!invoice) return null;
    // Read under the lock above: each note is made knowing every earlier one of the invoice.
    const earlier = await tx
      .select({ snapshot: invoices.snapshot })
      .from(invoices)
      .where(and(eq(invoices.creditedInvoiceId, invoice.id), eq(invoices.kind, 'credit-note')));
    const number = await this.nextNumber(tx, 'credit-note', issuedAt);
    const snapshot = creditNoteSnapshotOf(
      invoice.snapshot,
      earlier.map((row) => row.snapshot),
      refund,
      number,
      issuedAt,
    );
    const [row] = await tx
      .insert(invoices)
      .values({
        number,
        kind: 'credit-note',
        orderId: refund.orderId,
        creditedInvoiceId: invoice.id,
        sourceKey: refund.key,
        locale: snapshot.locale,
        totalCents: snapshot.totalCents,
        snapshot,
        issuedAt,
      })
      .returning();
    return row!;
  }

  /** An order's documents, oldest first. */
  ofOrder(orderId: number, db: Database = this.db): Promise<InvoiceRow[]> {
    return db
      .select()
      .from(invoices)
      .where(eq(invoices.orderId, orderId))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  }

  async byNumber(number: string): Promise<InvoiceRow | null> {
    if (!documentNumberPattern.test(number)) return null;
    const [row] = await this.db.select().from(invoices).where(eq(invoices.number, number));
    return row ?? null;
  }
}
