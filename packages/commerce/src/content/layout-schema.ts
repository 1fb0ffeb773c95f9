/**
 * The layout data of every page as documents (spec §3 "Layout data"): one zod schema per row of
 * `layout_blocks`, bounded, agreeing with `layout-types.ts` (checked in `layout-schema.test.ts`).
 * The menu's items are the catalogue's categories; what is stored of the menu is its banners.
 */
import { z } from 'zod';
import type { DocumentRules } from '../content-workflow/document-rules.ts';
import { LAYOUT_BLOCK_IDS } from './layout-ids.ts';
import { everyLocale } from './localised.ts';

const text = (max = 500) => z.string().max(max);
const label = z.string().trim().min(1).max(200);
const id = z.string().trim().min(1).max(100);
/** A path on the shop (`/service/bezorgen`) or an absolute http(s) address. */
const href = z
  .string()
  .max(2_048)
  .regex(/^(\/(?!\/)|https?:\/\/)\S*$/, 'a path starting with / or an http(s) address');
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM');

// The address, contact, KvK and VAT number are the shop's legal data, not content (ADR 0035).
export const generalInformationSchema = z.strictObject({
  storeName: label,
  openingHours: text(),
  openingHour: time,
  closingHour: time,
  openingDays: z.array(z.number().int().min(0).max(6)).max(7),
  timezone: z.string().max(64),
});

interface FooterItemInput {
  id: string;
  title: string;
  url_path: string | null;
  children: FooterItemInput[];
}
// Footer lists are two levels deep (a title with links); three allows a sub-list, no more.
const footerLink = (depth: number): z.ZodType<FooterItemInput> =>
  z.strictObject({
    id,
    title: label,
    url_path: href.nullable(),
    children:
      depth === 0
        ? (z.array(z.never()).max(0) as unknown as z.ZodType<FooterItemInput[]>)
        : z.array(footerLink(depth - 1)).max(50),
  });
export const footerItemsSchema = z.array(footerLink(2)).max(20);

const usp = z.strictObject({
  id,
  icon: z.string().max(50).nullable(),
  text: label,
  link: href.nullable(),
});
export const uspsSchema = z.strictObject({
  general: z.array(usp).max(20).optional(),
  account: z.array(usp).max(20).optional(),
});

const serviceNavItem = z.strictObject({ id, label, url_path: href });
export const serviceNavSchema = z.array(serviceNavItem).max(20);

const footerLogo = z.strictObject({ id, label, image: href, url: href.nullable() });
export const footerExtrasSchema = z.strictObject({
  paymentLogos: z.array(footerLogo).max(30),
  certificates: z.array(footerLogo).max(30),
  socialLinks: z
    .array(
      z.strictObject({
        id: z.enum(['facebook', 'instagram', 'youtube', 'linkedin']),
        label,
        url: href,
      }),
    )
    .max(4),
  serviceLinks: z.array(serviceNavItem).max(20),
});

/** Menu banners (553x273, spec §9) keyed by a top category's url path. */
export const menuBannersSchema = z
  .record(
    z.string().regex(/^[a-z0-9][a-z0-9-]*(\/[a-z0-9][a-z0-9-]*)*$/, 'a category url path'),
    z.strictObject({ image: href, link: href, alt: text(200).optional() }),
  )
  .refine((banners) => Object.keys(banners).length <= 100, 'at most 100 menu banners');

export const layoutFlagsSchema = z.strictObject({
  minimalHeader: z.boolean().optional(),
  minimalFooter: z.boolean().optional(),
});

/** An explicit rating out of 10; without this document the products' reviews decide. */
export const reviewRatingSchema = z.strictObject({
  rating: z.number().min(0).max(10),
  count: z.number().int().min(0),
});

/**
 * The schema of each layout document, by its identifier (and file name). Documents with texts
 * shown to shoppers carry every language (`{ nl, fr, de, en }`); flags and the rating have none.
 */
export const layoutSchemas = {
  [LAYOUT_BLOCK_IDS.generalInformation]: everyLocale(generalInformationSchema),
  [LAYOUT_BLOCK_IDS.footerItems]: everyLocale(footerItemsSchema),
  [LAYOUT_BLOCK_IDS.usps]: everyLocale(uspsSchema),
  [LAYOUT_BLOCK_IDS.serviceNav]: everyLocale(serviceNavSchema),
  [LAYOUT_BLOCK_IDS.footer]: everyLocale(footerExtrasSchema),
  [LAYOUT_BLOCK_IDS.menuBanners]: everyLocale(menuBannersSchema),
  [LAYOUT_BLOCK_IDS.flags]: layoutFlagsSchema,
  [LAYOUT_BLOCK_IDS.reviewRating]: reviewRatingSchema,
} as const satisfies Record<string, z.ZodType>;

export type LayoutDocumentId = keyof typeof layoutSchemas;

export function isLayoutDocumentId(value: string): value is LayoutDocumentId {
  return Object.hasOwn(layoutSchemas, value);
}

/** Layout data as documents of the content workflow: `layout/<id>.json`, one per row. */
export const layoutDocumentRules: DocumentRules<unknown> = {
  folder: 'layout',
  describe:
    'layout data of every page: general_information, footer_items, footer_extras, usps, ' +
    'service_nav, menu_banners, layout_flags, review_rating',
  schemaFor: (name) =>
    isLayoutDocumentId(name)
      ? (layoutSchemas[name] as z.ZodType<unknown>)
      : `no layout document is called ${name}; known: ${Object.keys(layoutSchemas).join(', ')}`,
  nameOf: (_, fileName) => fileName,
  nameField: null,
  titleOf: (_, name) => name,
};
