/**
 * Weekly deals as documents of the content workflow (`deals/<id>.json`), and the announcement
 * that tells every engine a deal changed.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../db/connection.ts';
import type { DocumentSet, StoredDocument } from '../content-workflow/document-set.ts';
import type { ChangeFollower } from '../engine/module.ts';
import type { DealService } from './deal-service.ts';
import { deals } from './schema.ts';
import {
  dealDocumentRules,
  dealDocumentSchema,
  type DealDocument,
} from './deal-document-schema.ts';

/** PostgreSQL NOTIFY channel on which writers announce changed deals. */
export const DEALS_CHANNEL = 'deals_changed';

export { dealDocumentSchema, type DealDocument };

const storedDeal = (row: typeof deals.$inferSelect): StoredDocument => ({
  name: String(row.id),
  document: {
    id: row.id,
    name: row.name,
    subtitle: row.subtitle,
    imageUrl: row.imageUrl,
    contentLink: row.contentLink,
    buttonText: row.buttonText,
    productId: row.productId,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    darkOrLight: row.darkOrLight,
    actionType: row.actionType,
    translations: row.translations,
  },
});

export const dealDocuments: DocumentSet<DealDocument> = {
  ...dealDocumentRules,
  async readAll(db) {
    const rows = await db.select().from(deals).orderBy(asc(deals.id));
    return rows.map(storedDeal);
  },
  async readOne(db, name) {
    const id = Number(name);
    if (!Number.isSafeInteger(id)) return null;
    const [row] = await db.select().from(deals).where(eq(deals.id, id));
    return row ? storedDeal(row) : null;
  },
  async apply(tx, documents) {
    for (const { document } of documents) {
      const values = {
        ...document,
        startDate: new Date(document.startDate),
        endDate: new Date(document.endDate),
      };
      await tx.insert(deals).values(values).onConflictDoUpdate({ target: deals.id, set: values });
    }
    // Ids given by documents pass the serial's sequence by: keep it ahead of them.
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('deals', 'id'), greatest((select max(id) from deals), 1))`,
    );
  },
  announce: (handle: DatabaseHandle, names) =>
    handle.notify(DEALS_CHANNEL, JSON.stringify({ deals: names })),
};

/**
 * Deals are read per request; what goes stale is the engine's cached answers (cleared on every
 * applied change) and the storefront's pages showing the deal (home, the weekdeals block).
 */
export const dealsChangeFollower: ChangeFollower<DealService, { deals?: string[] }> = {
  channel: DEALS_CHANNEL,
  missed: {},
  apply: () => ({ tags: ['content'] }),
};
