import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../db/connection.ts';
import { categories, productCategories, products } from '../../catalog/schema.ts';
import { cmsPages, layoutBlocks } from '../../content/schema.ts';
import { buildMenuItems } from '../../content/menu.ts';
import { homePageBlocks } from './seed-home.ts';
import { blocksPageBlocks } from './seed-blocks.ts';
import { layoutSeedBlocks } from './seed-layout.ts';
import { pageTranslations } from './translate.ts';
import { priceText } from '../../content/price-text.ts';
import { shopConstants } from '../../config/constants.ts';

/** How many products the home page's products grid shows. */
const FEATURED_COUNT = 8;

/**
 * Writes the home page, the `blocks` page (every block type) and the layout blocks. Runs after the catalogue seed: the home page
 * links real products (by url key) and a real category. Idempotent: it overwrites its own rows.
 */
export async function seedContent(
  handle: DatabaseHandle,
  options: { now?: Date } = {},
): Promise<void> {
  const { db } = handle;
  const now = options.now ?? new Date();

  const featured = await db
    .select({ urlKey: products.urlKey })
    .from(products)
    .where(
      and(
        eq(products.visible, true),
        isNull(products.parentId),
        eq(products.status, 'Actief'),
        eq(products.stockStatus, 'IN_STOCK'),
        eq(products.urlSuffix, ''),
      ),
    )
    .orderBy(desc(products.salesCount), products.id)
    .limit(FEATURED_COUNT);

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
    .from(categories);
  const topCategories = buildMenuItems(categoryRows).map((item) => ({
    id: item.id,
    name: item.name,
    urlPath: item.identifier,
  }));

  // The category with the most products of its own makes a full carousel.
  const [busiest] = await db
    .select({ id: categories.id, name: categories.name, urlPath: categories.urlPath })
    .from(productCategories)
    .innerJoin(categories, eq(categories.id, productCategories.categoryId))
    .groupBy(categories.id, categories.name, categories.urlPath)
    .orderBy(desc(sql`count(*)`), categories.id)
    .limit(1);

  const content = homePageBlocks({
    featuredUrlKeys: featured.map((row) => row.urlKey),
    carouselCategory: busiest ?? null,
    topCategories,
    now,
  });

  const home = {
    title: 'Stroomhuis: witgoed, elektronica en sport',
    metaTitle: 'Stroomhuis | Witgoed, elektronica en sportartikelen',
    metaDescription: `Witgoed, elektronica en boks- en sportartikelen met persoonlijk advies, gratis bezorging vanaf ${priceText(shopConstants.freeShippingFromCents)} en gespreid betalen.`,
    content,
  };
  await db
    .insert(cmsPages)
    .values({
      identifier: 'home',
      urlKey: 'home',
      ...home,
      translations: pageTranslations(home),
      active: true,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: cmsPages.identifier,
      set: {
        content,
        title: sql`excluded.title`,
        metaTitle: sql`excluded.meta_title`,
        metaDescription: sql`excluded.meta_description`,
        translations: sql`excluded.translations`,
        updatedAt: now,
      },
    });

  // The catalogue of every block type at /blocks (not indexed; spec §2 block types).
  const blocksPage = blocksPageBlocks(
    {
      featuredUrlKeys: featured.map((row) => row.urlKey),
      carouselCategory: busiest ?? null,
      topCategories,
    },
    now,
  );
  const blocksTexts = {
    title: 'Blokken',
    metaTitle: 'Blokken',
    metaDescription: 'Alle bouwstenen van de pagina’s van Stroomhuis, met voorbeeldinhoud.',
    content: blocksPage,
  };
  await db
    .insert(cmsPages)
    .values({
      identifier: 'blocks',
      urlKey: 'blocks',
      ...blocksTexts,
      translations: pageTranslations(blocksTexts),
      active: true,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: cmsPages.identifier,
      set: {
        content: blocksPage,
        title: sql`excluded.title`,
        translations: sql`excluded.translations`,
        updatedAt: now,
      },
    });

  const blocks = layoutSeedBlocks(topCategories.map((category) => category.urlPath));
  for (const [identifier, data] of Object.entries(blocks)) {
    await db
      .insert(layoutBlocks)
      .values({ identifier, data, updatedAt: now })
      .onConflictDoUpdate({ target: layoutBlocks.identifier, set: { data, updatedAt: now } });
  }
}
