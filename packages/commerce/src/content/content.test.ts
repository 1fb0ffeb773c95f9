import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema, createYoga } from 'graphql-yoga';
import { openDatabase, type DatabaseHandle } from '../db/connection.ts';
import { categories, productCategories, products } from '../catalog/schema.ts';
import type { GraphQLContext } from '../graphql/context.ts';
import { CatalogService } from '../catalog/catalog-service.ts';
import { contentResolvers, contentTypeDefs } from './content-graphql.ts';
import { cmsPageSearchTypeDefs } from './cms-page-search.ts';
import { ContentService } from './content-service.ts';
import { seedContent } from '../seed/content/seed-content.ts';
import type { ContentBlock } from './blocks.ts';
import type { LayoutData } from './layout-types.ts';

let handle: DatabaseHandle;

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  const { db } = handle;
  await db.insert(categories).values([
    {
      id: 1,
      parentId: null,
      name: 'Default',
      urlKey: 'root',
      urlPath: 'root',
      level: 1,
      position: 0,
    },
    {
      id: 2,
      parentId: 1,
      name: 'Huishouden',
      urlKey: 'huishouden',
      urlPath: 'huishouden',
      level: 2,
      position: 2,
    },
    {
      id: 3,
      parentId: 1,
      name: 'Beeld & geluid',
      urlKey: 'beeld-geluid',
      urlPath: 'beeld-geluid',
      level: 2,
      position: 1,
    },
    {
      id: 4,
      parentId: 2,
      name: 'Wasmachines',
      urlKey: 'wasmachines',
      urlPath: 'huishouden/wasmachines',
      level: 3,
      position: 1,
    },
    {
      id: 5,
      parentId: 4,
      name: 'Bovenladers',
      urlKey: 'bovenladers',
      urlPath: 'huishouden/wasmachines/bovenladers',
      level: 4,
      position: 1,
    },
    {
      id: 6,
      parentId: 5,
      name: 'Te diep',
      urlKey: 'te-diep',
      urlPath: 'huishouden/wasmachines/bovenladers/te-diep',
      level: 5,
      position: 1,
    },
    {
      id: 7,
      parentId: 2,
      name: 'Verborgen',
      urlKey: 'verborgen',
      urlPath: 'huishouden/verborgen',
      level: 3,
      position: 2,
      includeInMenu: false,
    },
    {
      id: 8,
      parentId: 4,
      name: '8 kg',
      urlKey: '8-kg',
      urlPath: 'huishouden/wasmachines/8-kg',
      level: 4,
      position: 2,
      longtail: true,
    },
  ]);
  await db.insert(products).values(
    Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      sku: `SKU-${index + 1}`,
      typeId: 'simple' as const,
      name: `Product ${index + 1}`,
      urlKey: `product-${index + 1}`,
      priceCents: 10_000 + index,
      salesCount: index,
      status: index === 11 ? ('Uit assortiment' as const) : ('Actief' as const),
      ratingSummary: 80 + index,
      reviewCount: index === 0 ? 0 : 10,
    })),
  );
  await db.insert(productCategories).values([
    { productId: 1, categoryId: 4 },
    { productId: 2, categoryId: 4 },
    { productId: 3, categoryId: 3 },
  ]);
  await seedContent(handle, { now: new Date('2026-01-05T10:00:00Z') });
  content = new ContentService(handle.db, await CatalogService.load(handle.db));
});

afterAll(async () => {
  await handle?.close();
});

let content: ContentService;

function context(): GraphQLContext {
  return {
    ...({} as GraphQLContext),
    content,
    catalog: undefined as never,
    pricing: undefined as never,
    stores: undefined as never,
    routing: undefined as never,
    deals: undefined as never,
    loaders: undefined as never,
    storeCode: 'b2c_nl',
    currency: 'EUR',
    customerToken: null,
    now: () => new Date('2026-01-05T10:00:00Z'),
  };
}

async function run<T>(source: string): Promise<T> {
  const yoga = createYoga({
    schema: createSchema({
      typeDefs: contentTypeDefs + cmsPageSearchTypeDefs,
      resolvers: contentResolvers as never,
    }),
    context: () => context(),
    logging: false,
  });
  const response = await yoga.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: source }),
  });
  const result = (await response.json()) as { data?: T; errors?: unknown[] };
  expect(result.errors).toBeUndefined();
  return result.data as T;
}

const walk = (blocks: ContentBlock[]): ContentBlock[] =>
  blocks.flatMap((block) => [block, ...('children' in block ? walk(block.children) : [])]);

describe('cmsPage', () => {
  it('serves the seeded home page with every block kind the storefront renders', async () => {
    const data = await run<{ cmsPage: { identifier: string; title: string; content: string } }>(
      '{ cmsPage(identifier: "home") { identifier title content } }',
    );
    expect(data.cmsPage.identifier).toBe('home');
    const blocks = walk(JSON.parse(data.cmsPage.content) as ContentBlock[]);
    const types = new Set(blocks.map((block) => block.type));
    for (const type of [
      'row',
      'column',
      'text',
      'heading',
      'image',
      'banner',
      'buttons',
      'button-item',
      'slider',
      'slide',
      'products',
      'usp',
      'divider',
      'weekdeals',
    ]) {
      expect(types, type).toContain(type);
    }
    expect(
      blocks.some((block) => block.type === 'products' && block.appearance === 'carousel'),
    ).toBe(true);
  });

  it('links real, listable products ordered by sales, and the busiest category', async () => {
    const data = await run<{ cmsPage: { content: string } }>(
      '{ cmsPage(identifier: "home") { content } }',
    );
    const blocks = walk(JSON.parse(data.cmsPage.content) as ContentBlock[]);
    const grid = blocks.find((block) => block.id === 'featured');
    const carousel = blocks.find((block) => block.id === 'category-carousel');
    expect(grid?.type === 'products' && grid.source.urlKeys).toEqual([
      'product-11',
      'product-10',
      'product-9',
      'product-8',
      'product-7',
      'product-6',
      'product-5',
      'product-4',
    ]);
    expect(carousel?.type === 'products' && carousel.source.categoryId).toBe('4');
  });

  it('returns null for an unknown page', async () => {
    const data = await run<{ cmsPage: null }>('{ cmsPage(identifier: "nope") { identifier } }');
    expect(data.cmsPage).toBeNull();
  });

  it('is idempotent: seeding twice keeps one home page', async () => {
    await seedContent(handle);
    const data = await run<{ cmsPage: { identifier: string } }>(
      '{ cmsPage(identifier: "/home/") { identifier } }',
    );
    expect(data.cmsPage.identifier).toBe('home');
  });
});

describe('layoutData', () => {
  const query = `{ layoutData {
    generalInformation { storeName openingHour closingHour openingDays address { city } }
    menuItems { id name identifier depth bold banner link { link } children { id name depth children { id name depth children { id } } } }
    footerItems { id title children { id title url_path } }
    usps { general { id text } account { id text } }
    serviceNavItems { id label url_path }
    footer { paymentLogos { id } certificates { id url } socialLinks { id } serviceLinks { id } }
    minimalHeader minimalFooter reviewRating { rating count }
  } }`;

  it('builds the menu from the category tree below the single root', async () => {
    const { layoutData } = await run<{ layoutData: LayoutData }>(query);
    expect(layoutData.menuItems.map((item) => item.name)).toEqual(['Beeld & geluid', 'Huishouden']);
    const household = layoutData.menuItems[1]!;
    expect(household.link.link).toBe('/huishouden');
    expect(household.banner).toMatch(/^\/media\/wysiwyg\/menu\//);
    // Hidden and longtail categories stay out; the tree stops two levels below the top.
    expect(household.children.map((child) => child.name)).toEqual(['Wasmachines']);
    const washers = household.children[0]!;
    expect(washers.children.map((child) => child.name)).toEqual(['Bovenladers']);
    expect(washers.children[0]!.depth).toBe(2);
    expect(washers.children[0]!.children).toEqual([]);
  });

  it('serves opening hours, footer, usps and flags', async () => {
    const { layoutData } = await run<{ layoutData: LayoutData }>(query);
    expect(layoutData.generalInformation.openingDays).toEqual([1, 2, 3, 4, 5]);
    expect(layoutData.generalInformation.openingHour).toBe('08:30');
    expect(layoutData.footerItems.length).toBeGreaterThanOrEqual(4);
    expect(layoutData.footer.paymentLogos.map((logo) => logo.id)).toEqual([
      'ideal',
      'in3',
      'rivertyafterpay',
      'mastercard',
      'visa',
      'bancontact',
    ]);
    expect(layoutData.footer.certificates).toHaveLength(2);
    expect(layoutData.footer.socialLinks.map((link) => link.id)).toEqual([
      'facebook',
      'instagram',
      'youtube',
      'linkedin',
    ]);
    expect(layoutData.usps.general.length).toBeGreaterThan(0);
    expect(layoutData.usps.account.length).toBeGreaterThan(0);
    expect(layoutData.minimalHeader).toBe(false);
  });

  it('rates the shop out of 10 from the review-weighted product ratings', async () => {
    const { layoutData } = await run<{ layoutData: LayoutData }>(query);
    // Products 2..12 have 10 reviews each with ratings 81..91: mean 86 on the 0..100 scale.
    expect(layoutData.reviewRating).toEqual({ rating: 8.6, count: 110 });
  });
});
