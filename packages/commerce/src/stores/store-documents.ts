/**
 * Physical stores as documents of the content workflow (`stores/<code>.json`) with their opening
 * hours, and the announcement that makes every engine read its stores again.
 */
import { asc, eq } from 'drizzle-orm';
import type { DocumentSet, StoredDocument } from '../content-workflow/document-set.ts';
import type { ChangeFollower } from '../engine/module.ts';
import type { StoreService } from './store-service.ts';
import { stores } from './schema.ts';
import {
  storeCode,
  storeDocumentRules,
  storeDocumentSchema,
  type StoreDocument,
} from './store-document-schema.ts';

/** PostgreSQL NOTIFY channel on which writers announce changed stores. */
export const STORES_CHANNEL = 'stores_changed';

export { storeCode, storeDocumentSchema, type StoreDocument };

const storedStore = (row: typeof stores.$inferSelect): StoredDocument => ({
  name: row.code,
  document: {
    code: row.code,
    name: row.name,
    street: row.street,
    postcode: row.postcode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    latitude: row.latitude,
    longitude: row.longitude,
    openingHours: row.openingHours,
  },
});

export const storeDocuments: DocumentSet<StoreDocument> = {
  ...storeDocumentRules,
  async readAll(db) {
    const rows = await db.select().from(stores).orderBy(asc(stores.code));
    return rows.map(storedStore);
  },
  async readOne(db, name) {
    const [row] = await db.select().from(stores).where(eq(stores.code, name));
    return row ? storedStore(row) : null;
  },
  async apply(tx, documents) {
    for (const { document } of documents) {
      await tx
        .insert(stores)
        .values(document)
        .onConflictDoUpdate({ target: stores.code, set: document });
    }
  },
  announce: (handle, names) => handle.notify(STORES_CHANNEL, JSON.stringify({ stores: names })),
};

/**
 * Every engine keeps its stores in memory: an announced change makes it read them again. Stores
 * show on the store pages and in every product's stock, which the storefront caches under
 * `catalog`; `stores` names them on their own for readers that tag them so.
 */
export const storesChangeFollower: ChangeFollower<StoreService, { stores?: string[] }> = {
  channel: STORES_CHANNEL,
  missed: {},
  async apply(service) {
    await service.reload();
    return { tags: ['stores', 'catalog'] };
  },
};
