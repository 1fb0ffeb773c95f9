import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import type { CatalogService } from '../catalog/catalog-service.ts';
import { cmsPages, layoutBlocks } from './schema.ts';
import type { CmsPageRecord } from './blocks.ts';
import type {
  FooterExtras,
  FooterItem,
  GeneralInformation,
  GeneralInformationContent,
  LayoutData,
  MenuBanners,
  ReviewRating,
  ServiceNavItem,
  Usp,
} from './layout-types.ts';
import { buildMenuItems } from './menu.ts';
import { localName } from '../catalog/localised-names.ts';
import { inLocale, type ShopLocale } from './localised.ts';
import { CmsPageSearch } from './cms-page-search.ts';
import { listActivePages, type CmsPageListing } from './page-list.ts';
import { LAYOUT_BLOCK_IDS } from './layout-ids.ts';
import { shopLegal, type ShopLegal } from '../config/shop-legal.ts';

// Kept in a file of its own so the back office can read it without the service.
export { LAYOUT_BLOCK_IDS };

/**
 * The page with this identifier (or url key), or null when there is none or it is inactive
 * (unless `includeInactive`: the preview of an unpublished page).
 */
export async function findCmsPage(
  db: Database,
  identifier: string,
  options: { includeInactive?: boolean } = {},
): Promise<CmsPageRecord | null> {
  const key = identifier.replace(/^\/+|\/+$/g, '');
  const rows = await db
    .select()
    .from(cmsPages)
    .where(sql`${cmsPages.identifier} = ${key} or ${cmsPages.urlKey} = ${key}`)
    .limit(1);
  return activePage(rows[0], options.includeInactive);
}

/** The active page at this url key (spec §2 routes such as /service/algemene-voorwaarden). */
export async function findCmsPageByUrlKey(
  db: Database,
  urlKey: string,
): Promise<CmsPageRecord | null> {
  const rows = await db.select().from(cmsPages).where(eq(cmsPages.urlKey, urlKey)).limit(1);
  return activePage(rows[0]);
}

function activePage(
  row: typeof cmsPages.$inferSelect | undefined,
  includeInactive = false,
): CmsPageRecord | null {
  if (!row || (!row.active && !includeInactive)) return null;
  return {
    identifier: row.identifier,
    urlKey: row.urlKey,
    title: row.title,
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    content: Array.isArray(row.content) ? row.content : [],
    translations: row.translations ?? {},
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
function reviewRating(catalog: CatalogService, stored: unknown): ReviewRating {
  if (stored && typeof stored === 'object' && 'rating' in stored && 'count' in stored) {
    return stored as ReviewRating;
  }
  const { weightedRating, reviewCount } = catalog.reviewTotals();
  if (!reviewCount) return { rating: 0, count: 0 };
  return { rating: Math.round(weightedRating / reviewCount) / 10, count: reviewCount };
}

const emptyGeneralInformation: GeneralInformationContent = {
  storeName: '',
  openingHours: '',
  openingHour: '08:30',
  closingHour: '17:00',
  openingDays: [1, 2, 3, 4, 5],
  timezone: 'Europe/Amsterdam',
};

/**
 * The edited general information with the seller's data laid over it: the legal fields always
 * come from the shop's legal data, so a stored document from before ADR 0035 cannot show a
 * second address or number.
 */
export function generalInformationOf(stored: unknown, legal: ShopLegal): GeneralInformation {
  const content = stored && typeof stored === 'object' ? stored : {};
  return {
    ...emptyGeneralInformation,
    ...content,
    address: { ...legal.address },
    phoneNumber: legal.phone,
    email: legal.email,
    taxId: legal.vatId,
    chamberOfCommerce: legal.kvk,
    legalName: legal.name,
    iban: legal.iban,
  };
}

/** The menu banners with links to categories naming their path in the page's language. */
function menuBannersIn(
  banners: MenuBanners,
  catalog: CatalogService,
  locale: ShopLocale | null,
): MenuBanners {
  return Object.fromEntries(
    Object.entries(banners).map(([key, banner]) => [
      key,
      { ...banner, link: catalog.categoryLinkIn(banner.link, locale) },
    ]),
  );
}

/**
 * Everything the header and footer need, in one read (spec §3 "Layout data"), in the page's
 * language (Dutch when none is given).
 */
export async function loadLayoutData(
  db: Database,
  catalog: CatalogService,
  locale: ShopLocale | null = null,
  legal: ShopLegal = shopLegal(),
): Promise<LayoutData> {
  const blocks = await readLayoutBlocks(db);
  const get = <T>(id: string, fallback: T): T => inLocale<T>(blocks.get(id), locale) ?? fallback;
  // The menu is the category tree (spec §3 Menu item), as the catalogue holds it.
  const menuCategories = [...catalog.categories()]
    .filter((category) => category.includeInMenu)
    .map((category) => ({
      ...category,
      name: localName(category, category.name, locale),
      localPath: catalog.categoryPath(category, locale),
    }));

  const flags = get<{ minimalHeader?: boolean; minimalFooter?: boolean }>(
    LAYOUT_BLOCK_IDS.flags,
    {},
  );
  return {
    generalInformation: generalInformationOf(get(LAYOUT_BLOCK_IDS.generalInformation, {}), legal),
    menuItems: buildMenuItems(
      menuCategories,
      menuBannersIn(get<MenuBanners>(LAYOUT_BLOCK_IDS.menuBanners, {}), catalog, locale),
    ),
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
    reviewRating: reviewRating(catalog, blocks.get(LAYOUT_BLOCK_IDS.reviewRating)),
  };
}

/**
 * Content's service: CMS pages, their search and the layout data. Pages and layout are read from
 * the database per request (they are few and small); the menu comes from the catalogue.
 */
export class ContentService {
  private readonly pageSearch: CmsPageSearch;

  constructor(
    private readonly db: Database,
    private readonly catalog: CatalogService,
    private readonly legal: ShopLegal = shopLegal(),
  ) {
    this.pageSearch = new CmsPageSearch(db);
  }

  page(identifier: string, options?: { includeInactive?: boolean }): Promise<CmsPageRecord | null> {
    return findCmsPage(this.db, identifier, options);
  }

  pageAtUrlKey(urlKey: string): Promise<CmsPageRecord | null> {
    return findCmsPageByUrlKey(this.db, urlKey);
  }

  /** Every active page without its content (sitemaps). */
  activePages(locale: ShopLocale | null = null): Promise<CmsPageListing[]> {
    return listActivePages(this.db, locale);
  }

  searchPages(text: string, pageSize: number) {
    return this.pageSearch.search(text, pageSize);
  }

  layoutData(locale: ShopLocale | null = null): Promise<LayoutData> {
    return loadLayoutData(this.db, this.catalog, locale, this.legal);
  }

  /** After an announced change: the page list of the search is read again. */
  forgetPages(): void {
    this.pageSearch.forget();
  }
}
