/**
 * A weekly deal as a document of the content workflow (`deals/<id>.json`): its schema alone,
 * importing nothing of the server, so the back office checks it in the browser too.
 */
import { z } from 'zod';
import type { DocumentRules } from '../content-workflow/document-rules.ts';

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

/** Deals as documents of the content workflow: `deals/<id>.json`. */
export const dealDocumentRules: DocumentRules<DealDocument> = {
  folder: 'deals',
  describe: 'a weekly deal, named after its id: texts, image, link, product id and its dates',
  schemaFor: (name) =>
    /^[1-9]\d{0,9}$/.test(name) ? dealDocumentSchema : 'a deal file is named after its id: 12.json',
  nameOf: (deal) => String(deal.id),
  nameField: 'id',
  titleOf: (deal) => deal.name,
};
