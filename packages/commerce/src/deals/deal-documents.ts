/**
 * Weekly deals as documents of the content workflow (`deals/<id>.json`), and the announcement
 * that tells every engine a deal changed.
 */
import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DatabaseHandle } from '../db/connection.ts';
import type { DocumentSet } from '../content-workflow/document-set.ts';
import type { ChangeFollower } from '../engine/module.ts';
import type { DealService } from './deal-service.ts';
import { deals } from './schema.ts';

/** PostgreSQL NOTIFY channel on which writers announce changed deals. */
export const DEALS_CHANNEL = 'deals_changed';

const optionalText = (max: number) => z.string().trim().max(max).nullable();
const link = z
  .string()
  .max(2_048)
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'a path starting with / or an http(s) address')
  .nullable();

const dealTexts = z.strictObject({
  name: z.string().trim().min(1).max(255),
  subtitle: optionalText(500),
  buttonText: optionalText(100),
});

/**
 * spec §3 Deal; dates are ISO date-times, `actionType` 3 marks the fallback deal. Its own texts
 * are Dutch; `translations` holds them in French, German and English.
 */
export const dealDocumentSchema = z
  .strictObject({
    id: z.number().int().positive().max(2_147_483_647),
    name: dealTexts.shape.name,
    subtitle: dealTexts.shape.subtitle,
    imageUrl: link,
    contentLink: link,
    buttonText: dealTexts.shape.buttonText,
    productId: z.number().int().positive().max(2_147_483_647).nullable(),
    startDate: z.iso.datetime({ offset: true }),
    endDate: z.iso.datetime({ offset: true }),
    /** 0 = dark theme, anything else light. */
    darkOrLight: z.number().int().min(0).max(1),
    actionType: z.number().int().min(0).max(9),
    translations: z.strictObject({ fr: dealTexts, de: dealTexts, en: dealTexts }),
  })
  .refine((deal) => Date.parse(deal.endDate) > Date.parse(deal.startDate), {
    path: ['endDate'],
    message: 'must lie after startDate',
  });
export type DealDocument = z.output<typeof dealDocumentSchema>;

export const dealDocuments: DocumentSet<DealDocument> = {
  folder: 'deals',
  describe: 'a weekly deal, named after its id: texts, image, link, product id and its dates',
  schemaFor: (name) =>
    /^[1-9]\d{0,9}$/.test(name) ? dealDocumentSchema : 'a deal file is named after its id: 12.json',
  nameOf: (deal) => String(deal.id),
  nameField: 'id',
  async readAll(db) {
    const rows = await db.select().from(deals).orderBy(asc(deals.id));
    return rows.map((row) => ({
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
    }));
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
