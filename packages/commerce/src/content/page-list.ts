import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { cmsPages } from './schema.ts';
import type { ShopLocale } from './localised.ts';

/** One active CMS page as a listing (sitemaps) needs it: no content. */
export interface CmsPageListing {
  identifier: string;
  urlKey: string;
  title: string;
  updatedAt: Date;
}

/**
 * Pages no listing names (sitemaps, the sitemap page, autocomplete): `home` is served at `/`,
 * and `blocks` is the block catalogue, a not-indexed page for the people who build content.
 */
export const UNLISTED_PAGE_KEYS: ReadonlySet<string> = new Set(['home', 'blocks']);

/** Most pages a listing reads: far more than a shop writes, and a bound on one answer. */
export const MAX_LISTED_PAGES = 5_000;

/**
 * The active CMS pages by url key, without their content; titles in this language (Dutch when
 * none is given or a page lacks it).
 */
export async function listActivePages(
  db: Database,
  locale: ShopLocale | null = null,
): Promise<CmsPageListing[]> {
  const rows = await db
    .select({
      identifier: cmsPages.identifier,
      urlKey: cmsPages.urlKey,
      title: cmsPages.title,
      translations: cmsPages.translations,
      updatedAt: cmsPages.updatedAt,
    })
    .from(cmsPages)
    .where(eq(cmsPages.active, true))
    .orderBy(asc(cmsPages.urlKey))
    .limit(MAX_LISTED_PAGES);
  return rows.map(({ translations, ...page }) => ({
    ...page,
    title: (locale && locale !== 'nl' ? translations?.[locale]?.title : undefined) ?? page.title,
  }));
}
