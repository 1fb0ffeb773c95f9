import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { BatchReport } from './erp-lines.ts';

/**
 * ERP batches already applied, by the id the ERP gives them: the same batch sent again answers
 * its first report and changes nothing.
 */
export const erpBatches = pgTable('erp_batches', {
  batchId: text('batch_id').primaryKey(),
  kind: text('kind').$type<'stock' | 'prices'>().notNull(),
  lineCount: integer('line_count').notNull(),
  report: jsonb('report').$type<BatchReport>().notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
