/**
 * Physical stores as documents of the content workflow (`stores/<code>.json`) with their opening
 * hours, and the announcement that makes every engine read its stores again.
 */
import { asc } from 'drizzle-orm';
import { z } from 'zod';
import type { DocumentSet } from '../content-workflow/document-set.ts';
import type { ChangeFollower } from '../engine/module.ts';
import type { StoreService } from './store-service.ts';
import { stores } from './schema.ts';

/** PostgreSQL NOTIFY channel on which writers announce changed stores. */
export const STORES_CHANNEL = 'stores_changed';

const storeCode = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]{0,49}$/, 'lowercase letters, digits and -, at most 50');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM (24 hours)');

const openingHoursLine = z
  .strictObject({
    /** 0 = Sunday. */
    weekday: z.number().int().min(0).max(6),
    open: time.nullable(),
    close: time.nullable(),
  })
  .refine((line) => (line.open === null) === (line.close === null), {
    path: ['close'],
    message: 'open and close are both times, or both null (closed that day)',
  })
  .refine((line) => line.open === null || line.close === null || line.open < line.close, {
    path: ['close'],
    message: 'must be later than open',
  });

/** A store; its opening hours are the seven days of the week, Sunday (0) first. */
export const storeDocumentSchema = z.strictObject({
  code: storeCode,
  name: z.string().trim().min(1).max(200),
  street: z.string().trim().min(1).max(200),
  postcode: z.string().trim().min(1).max(20),
  city: z.string().trim().min(1).max(100),
  country: z.string().regex(/^[A-Z]{2}$/, 'two capital letters (ISO 3166-1)'),
  phone: z.string().trim().max(50).nullable(),
  email: z.email().max(254).nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  openingHours: z
    .array(openingHoursLine)
    .length(7, 'seven lines, Sunday (weekday 0) to Saturday (6)')
    .superRefine((lines, context) => {
      lines.forEach((line, index) => {
        if (line.weekday !== index) {
          context.addIssue({
            code: 'custom',
            path: [index, 'weekday'],
            message: `must be ${index}: the lines run from Sunday (0) to Saturday (6)`,
          });
        }
      });
    }),
});
export type StoreDocument = z.output<typeof storeDocumentSchema>;

export const storeDocuments: DocumentSet<StoreDocument> = {
  folder: 'stores',
  describe: 'a physical store, named after its code: address, contact, position, opening hours',
  schemaFor: (name) =>
    storeCode.safeParse(name).success
      ? storeDocumentSchema
      : 'a store file is named after its code: lowercase letters, digits and -',
  nameOf: (store) => store.code,
  nameField: 'code',
  async readAll(db) {
    const rows = await db.select().from(stores).orderBy(asc(stores.code));
    return rows.map((row) => ({
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
    }));
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
