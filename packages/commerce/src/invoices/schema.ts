import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { InvoiceKind, InvoiceSnapshot } from './invoice-records.ts';

/**
 * The last number handed out per series and calendar year. Taken with an upsert in the
 * transaction that writes the invoice: the row stays locked until that transaction commits or
 * rolls back, so a number is used exactly once and none is skipped (a sequence would skip the
 * numbers of rolled-back transactions).
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    /** `F` invoices, `C` credit notes. */
    series: text('series').notNull(),
    year: integer('year').notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.year] })],
);

/**
 * Issued invoices and credit notes. A row is written once and never updated: `snapshot` holds
 * everything the document shows (seller, buyer, lines, VAT), so a later change of the order, the
 * catalogue or the shop's settings never changes an issued document.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    kind: text('kind').$type<InvoiceKind>().notNull(),
    orderId: integer('order_id').notNull(),
    /** A credit note's invoice. */
    creditedInvoiceId: integer('credited_invoice_id'),
    /** What a credit note corrects (the refund's own key), so one refund gives one credit note. */
    sourceKey: text('source_key'),
    locale: text('locale').notNull(),
    totalCents: integer('total_cents').notNull(),
    snapshot: jsonb('snapshot').$type<InvoiceSnapshot>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('invoices_order_idx').on(t.orderId),
    // One invoice per order, whatever retries or concurrent payment reports do.
    uniqueIndex('invoices_order_invoice_idx')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoices_source_idx').on(t.sourceKey),
  ],
);
