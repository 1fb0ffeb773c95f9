import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { auditLog } from './schema.ts';
import { staffRules } from './staff-rules.ts';

/** Who made a change: a staff account, the machine key (by its name) or the command line. */
export interface AuditActor {
  kind: 'staff' | 'key' | 'cli';
  staffId: number | null;
  name: string;
}

export interface AuditChange {
  /** The admin operation, e.g. `adminShipOrder`, `POST /admin/erp/stock`. */
  operation: string;
  /** What it changed, e.g. `order:100000012`, `staff:3`. */
  target: string;
  before?: unknown;
  after?: unknown;
}

export type AuditEntry = typeof auditLog.$inferSelect;

/**
 * A state as stored in the log: JSON of at most `maxAuditJsonBytes`. A larger one (a catalogue
 * import's report, a long page) is kept as its first part, marked as cut, so one change cannot
 * fill the log and the entry still says what it was about.
 */
export function boundedState(value: unknown): unknown {
  if (value === undefined) return null;
  const text = JSON.stringify(value) ?? 'null';
  if (Buffer.byteLength(text) <= staffRules.maxAuditJsonBytes) return value;
  const cut = Buffer.from(text).subarray(0, staffRules.maxAuditJsonBytes).toString();
  return { truncated: true, bytes: Buffer.byteLength(text), start: cut.replace(/\uFFFD$/, '') };
}

/** The admin API's changes, newest first; written by everyone, read only by owners. */
export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly now: () => Date,
  ) {}

  /**
   * Records one change. Pass the change's transaction as `db` where there is one, so the entry
   * and the change are written together or not at all.
   */
  async record(actor: AuditActor, change: AuditChange, db: Database = this.db): Promise<void> {
    await db.insert(auditLog).values({
      at: this.now(),
      actorKind: actor.kind,
      staffId: actor.staffId,
      actorName: actor.name,
      operation: change.operation,
      target: change.target,
      before: boundedState(change.before),
      after: boundedState(change.after),
    });
  }

  /**
   * A page of entries, newest first, optionally of one staff member, one operation or one
   * target (exact: `staff:3`, `order:100000012`). Keyset paging (`after` is the last id of the
   * previous page) keeps every page one index range, however long the log grows; each filter
   * has its own `(column, id)` index, so a rare operation does not walk the whole log.
   */
  async page(options: {
    pageSize: number;
    after?: number | null;
    staffId?: number | null;
    operation?: string | null;
    target?: string | null;
  }): Promise<{ entries: AuditEntry[]; hasMore: boolean }> {
    const size = Math.min(Math.max(options.pageSize, 1), staffRules.maxAuditPageSize);
    const conditions = [
      options.after ? lt(auditLog.id, options.after) : undefined,
      options.staffId ? eq(auditLog.staffId, options.staffId) : undefined,
      options.operation ? eq(auditLog.operation, options.operation) : undefined,
      options.target ? eq(auditLog.target, options.target) : undefined,
    ].filter(Boolean);
    const rows = await this.db
      .select()
      .from(auditLog)
      .where(conditions.length ? and(...conditions) : undefined)
      .orderBy(desc(auditLog.id))
      .limit(size + 1);
    return { entries: rows.slice(0, size), hasMore: rows.length > size };
  }

  /** Entries in the log, for the admin list's count. */
  async count(): Promise<number> {
    const [row] = await this.db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    return row?.n ?? 0;
  }
}
