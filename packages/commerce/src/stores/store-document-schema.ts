/**
 * A physical store as a document of the content workflow (`stores/<code>.json`): its schema
 * alone, importing nothing of the server, so the back office checks it in the browser too.
 */
import { z } from 'zod';
import type { DocumentRules } from '../content-workflow/document-rules.ts';

export const storeCode = z
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

/** Stores as documents of the content workflow: `stores/<code>.json`. */
export const storeDocumentRules: DocumentRules<StoreDocument> = {
  folder: 'stores',
  describe: 'a physical store, named after its code: address, contact, position, opening hours',
  schemaFor: (name) =>
    storeCode.safeParse(name).success
      ? storeDocumentSchema
      : 'a store file is named after its code: lowercase letters, digits and -',
  nameOf: (store) => store.code,
  nameField: 'code',
  titleOf: (store) => store.name,
};
