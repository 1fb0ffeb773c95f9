/**
 * A CMS page as a document of the content workflow (ADR 0020): its schema alone, importing
 * nothing of the server, so the back office checks a page in the browser with the very schema
 * the engine checks it with on save and import.
 */
import { z } from 'zod';
import type { DocumentRules } from '../content-workflow/document-rules.ts';
import { pageContentSchema } from './block-schema.ts';

/** A page's identifier and url key: lowercase words joined by - and /. */
export const pageSlug = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'lowercase words joined by - and /');

/** What a page says in one language. */
const pageTextsSchema = z.strictObject({
  title: z.string().trim().min(1).max(255),
  metaTitle: z.string().trim().max(255).nullish(),
  metaDescription: z.string().trim().max(1000).nullish(),
  content: pageContentSchema,
});

/**
 * A CMS page as a document; the key order is the order of the exported file. Its own texts are
 * Dutch; `translations` holds them in French, German and English, all three required.
 */
export const cmsPageDocumentSchema = z.strictObject({
  identifier: pageSlug,
  urlKey: pageSlug,
  title: pageTextsSchema.shape.title,
  metaTitle: pageTextsSchema.shape.metaTitle,
  metaDescription: pageTextsSchema.shape.metaDescription,
  /** An inactive page is not shown (404) except in preview. */
  active: z.boolean().default(true),
  content: pageContentSchema,
  translations: z.strictObject({ fr: pageTextsSchema, de: pageTextsSchema, en: pageTextsSchema }),
});
export type CmsPageDocument = z.output<typeof cmsPageDocumentSchema>;

/** Pages as documents of the content workflow: `pages/<identifier>.json`. */
export const pageDocumentRules: DocumentRules<CmsPageDocument> = {
  folder: 'pages',
  describe: 'a CMS page: identifier, urlKey, title, meta texts, active and its blocks',
  schemaFor: (name) =>
    pageSlug.safeParse(name).success
      ? cmsPageDocumentSchema
      : 'a page file is named after its identifier: lowercase words joined by - and /',
  nameOf: (page) => page.identifier,
  nameField: 'identifier',
  titleOf: (page) => page.title,
};
