import { eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { categories, products } from '../catalog/schema.ts';
import { cmsPages, layoutBlocks } from './schema.ts';
import type { CmsPageRecord } from './blocks.ts';
import type {
  FooterExtras,
  FooterItem,
  GeneralInformation,
  LayoutData,
  MenuBanners,
  ReviewRating,
  ServiceNavItem,
  Usp,
} from './layout-types.ts';
import { buildMenuItems } from './menu.ts';

/** Identifiers of the layout blocks (rows of `layout_blocks`). */
export const LAYOUT_BLOCK_IDS = {
  generalInformation: 'general_information',
  footerItems: 'footer_items',
  usps: 'usps',
  serviceNav: 'service_nav',
  footer: 'footer_extras',
  menuBanners: 'menu_banners',
  flags: 'layout_flags',
  reviewRating: 'review_rating',
} as const;

/** The page with this identifier (or url key), or null when there is none or it is inactive. */
export async function findCmsPage(db: Database, identifier: string): Promise<CmsPageRecord | null> {
  const key = identifier.replace(/^\/+|\/+$/g, '');
  const rows = await db
    .select()
    .from(cmsPages)
    .where(sql`${cmsPages.identifier} = ${key} or ${cmsPages.urlKey} = ${key}`)
    .limit(1);
  return activePage(rows[0]);
}

/** The active page at this url key (spec §2 routes such as /service/algemene-voorwaarden). */
export async function findCmsPageByUrlKey(
  db: Database,
  urlKey: string,
): Promise<CmsPageRecord | null> {
  const rows = await db.select().from(cmsPages).where(eq(cmsPages.urlKey, urlKey)).limit(1);
  return activePage(rows[0]);
}

function activePage(row: typeof cmsPages.$inferSelect | undefined): CmsPageRecord | null {
  if (!row || !row.active) return null;
  return {
    identifier: row.identifier,
    urlKey: row.urlKey,
    title: row.title,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    content: Array.isArray(row.content) ? row.content : [],
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function readLayoutBlocks(db: Database): Promise<Map<string, unknown>> {
  const rows = await db.select().from(layoutBlocks);
  return new Map(rows.map((row) => [row.identifier, row.data]));
}

/**
 * The shop's review rating out of 10 (spec §9: input scale 100, output scale 10): an explicit
 * `review_rating` layout block wins, otherwise the review-weighted mean over all products.
 */
async function reviewRating(db: Database, stored: unknown): Promise<ReviewRating> {
  if (stored && typeof stored === 'object' && 'rating' in stored && 'count' in stored) {
    return stored as ReviewRating;
  }
  const [row] = await db
    .select({
      weighted: sql<
        string | null
      >`sum(${products.ratingSummary}::bigint * ${products.reviewCount})`,
      count: sql<string | null>`sum(${products.reviewCount})`,
    })
    .from(products)
    .where(gt(products.reviewCount, 0));
  const count = Number(row?.count ?? 0);
  if (!count) return { rating: 0, count: 0 };
  const mean100 = Number(row?.weighted ?? 0) / count;
  return { rating: Math.round(mean100) / 10, count };
}

const emptyGeneralInformation: GeneralInformation = {
  storeName: '',
  address: { street: '', postcode: '', city: '', country: 'NL' },
  phoneNumber: '',
  email: '',
  openingHours: '',
  openingHour: '08:30',
  closingHour: '17:00',
  openingDays: [1, 2, 3, 4, 5],
  timezone: 'Europe/Amsterdam',
  taxId: '',
  chamberOfCommerce: '',
};

/** Everything the header and footer need, in one read (spec §3 "Layout data"). */
export async function loadLayoutData(db: Database): Promise<LayoutData> {
  const blocks = await readLayoutBlocks(db);
  const get = <T>(id: string, fallback: T): T => (blocks.get(id) as T | undefined) ?? fallback;

  const categoryRows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      urlPath: categories.urlPath,
      level: categories.level,
      position: categories.position,
      includeInMenu: categories.includeInMenu,
      longtail: categories.longtail,
      image: categories.image,
    })
    .from(categories)
    .where(eq(categories.includeInMenu, true));

  const flags = get<{ minimalHeader?: boolean; minimalFooter?: boolean }>(
    LAYOUT_BLOCK_IDS.flags,
    {},
  );
  return {
    generalInformation: {
      ...emptyGeneralInformation,
      ...get(LAYOUT_BLOCK_IDS.generalInformation, {}),
    },
    menuItems: buildMenuItems(categoryRows, get<MenuBanners>(LAYOUT_BLOCK_IDS.menuBanners, {})),
    footerItems: get<FooterItem[]>(LAYOUT_BLOCK_IDS.footerItems, []),
    usps: {
      general: [],
      account: [],
      ...get<{ general?: Usp[]; account?: Usp[] }>(LAYOUT_BLOCK_IDS.usps, {}),
    },
    serviceNavItems: get<ServiceNavItem[]>(LAYOUT_BLOCK_IDS.serviceNav, []),
    footer: {
      paymentLogos: [],
      certificates: [],
      socialLinks: [],
      serviceLinks: [],
      ...get<Partial<FooterExtras>>(LAYOUT_BLOCK_IDS.footer, {}),
    },
    minimalHeader: flags.minimalHeader ?? false,
    minimalFooter: flags.minimalFooter ?? false,
    reviewRating: await reviewRating(db, blocks.get(LAYOUT_BLOCK_IDS.reviewRating)),
  };
}
