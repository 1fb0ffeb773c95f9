import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  AttributeTranslations,
  CashBackTranslations,
  CategoryTranslations,
  MediaTranslations,
  NameTranslations,
  ProductTranslations,
} from './localised-names.ts';

/** The five statuses of spec §4; two of them hide the price. */
export const PRODUCT_STATUSES = [
  'Actief',
  'Actief (op aanvraag)',
  'Uit assortiment',
  'Uitlopend',
  'Pre-order',
] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const PRODUCT_TYPES = ['simple', 'configurable', 'bundle'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  urlKey: text('url_key').notNull().unique(),
  logo: text('logo'),
  description: text('description'),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    /** The name in fr, de and en; the url key and path stay Dutch (ADR 0003). */
    translations: jsonb('translations').$type<NameTranslations>(),
    urlKey: text('url_key').notNull(),
    /** Full path without leading slash, e.g. `huishouden/wassen-drogen/wasmachines`. */
    urlPath: text('url_path').notNull().unique(),
    level: integer('level').notNull(),
    position: integer('position').notNull().default(0),
    includeInMenu: boolean('include_in_menu').notNull().default(true),
    /** spec §3: longtail children become quick filters of their parent. */
    longtail: boolean('longtail').notNull().default(false),
    description: text('description'),
    image: text('image'),
    bannerDesktop: text('banner_desktop'),
    bannerMobile: text('banner_mobile'),
    bannerPosition: integer('banner_position'),
    bannerLink: text('banner_link'),
    pagebuilderContent: text('pagebuilder_content'),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    /** Description, page-builder content and meta texts in fr, de and en. */
    textTranslations: jsonb('text_translations').$type<CategoryTranslations>(),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

/**
 * Attribute definitions: what a specification or filter is called, how it is grouped on the
 * product page and whether (and how) it becomes a filter on listings.
 */
export const attributes = pgTable('attributes', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  /** The label in fr, de and en (ADR 0003). */
  translations: jsonb('translations').$type<NameTranslations>(),
  attributeGroup: text('attribute_group').notNull(),
  tooltip: text('tooltip'),
  /** Tooltip and group in fr, de and en. */
  textTranslations: jsonb('text_translations').$type<AttributeTranslations>(),
  /** Shown as a filter in listings (its values are option values of `attribute_options`). */
  filterable: boolean('filterable').notNull().default(false),
  position: integer('position').notNull().default(0),
  unit: text('unit'),
});

/** Option values of filterable attributes. `value` is the URL-safe id used in filters. */
export const attributeOptions = pgTable(
  'attribute_options',
  {
    attributeCode: text('attribute_code').notNull(),
    value: text('value').notNull(),
    label: text('label').notNull(),
    /** The label in fr, de and en where it is a word; brand names and numbers have none. */
    translations: jsonb('translations').$type<NameTranslations>(),
    /** Colour hex or image url for swatch filters and configurable options. */
    swatch: text('swatch'),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.attributeCode, t.value] })],
);

export const cashBackActions = pgTable('cash_back_actions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  amountCents: integer('amount_cents').notNull(),
  linkHref: text('link_href'),
  linkLabel: text('link_label'),
  endDate: date('end_date'),
  /** Name, description and link label in fr, de and en. */
  translations: jsonb('translations').$type<CashBackTranslations>(),
});

/** Definitions of product labels (spec §9 keeps a subset of these). */
export const productLabelDefinitions = pgTable('product_label_definitions', {
  code: text('code').primaryKey(),
  label: text('label').notNull(),
  color: text('color').notNull(),
  image: text('image'),
  /** Shown on the product page as well as on cards. */
  pdp: boolean('pdp').notNull().default(true),
  /** The label in fr, de and en. */
  translations: jsonb('translations').$type<NameTranslations>(),
});

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: text('sku').notNull().unique(),
    typeId: text('type_id').$type<ProductType>().notNull(),
    name: text('name').notNull(),
    /** Name, descriptions and meta texts in fr, de and en, from a catalogue import's store views. */
    translations: jsonb('translations').$type<ProductTranslations>(),
    ean: text('ean'),
    urlKey: text('url_key').notNull(),
    /** Appended to url_key in links; bundle combinations use it (spec §2). */
    urlSuffix: text('url_suffix').notNull().default(''),
    /** Configurable children point at their parent; they are not listed on their own. */
    parentId: integer('parent_id'),
    visible: boolean('visible').notNull().default(true),
    brandId: integer('brand_id'),
    status: text('status').$type<ProductStatus>().notNull().default('Actief'),
    description: text('description').notNull().default(''),
    shortDescription: text('short_description').notNull().default(''),
    metaTitle: text('meta_title'),
    metaDescription: text('meta_description'),
    productgroupLabel: text('productgroup_label'),
    /** spec §3 shipment_type_akeneo_label, shown as the delivery type. */
    shipmentType: text('shipment_type'),
    /** EU energy class such as `A`, `B`, or an old-style `A+++` / `A.` label. */
    energyClass: text('energy_class'),
    energyLabelUrl: text('energy_label_url'),
    productSheetUrl: text('product_sheet_url'),
    /** Money is integer euro cents everywhere (never floats). */
    priceCents: integer('price_cents').notNull(),
    specialPriceCents: integer('special_price_cents'),
    /**
     * First day of the special price (shop time zone); null: it holds from when it was set.
     * Only the back office sets it; ERP batches and imports start a special price at once.
     */
    specialFromDate: date('special_from_date'),
    specialToDate: date('special_to_date'),
    priceInStoreCents: integer('price_in_store_cents'),
    cashBackId: integer('cash_back_id'),
    /** Codes from `product_label_definitions`. */
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    usps: jsonb('usps')
      .$type<{ code: string; label: string; value: string }[]>()
      .notNull()
      .default([]),
    /** Attribute code to value: an option value for filterable attributes, display text otherwise. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    variantKey: text('variant_key'),
    variantLabel: text('variant_label'),
    stockStatus: text('stock_status')
      .$type<'IN_STOCK' | 'OUT_OF_STOCK'>()
      .notNull()
      .default('IN_STOCK'),
    /** Salable online units: what orders take from and what listings show (see below). */
    onlineQty: integer('online_qty').notNull().default(0),
    /**
     * The ERP's last count of units on hand (Magento MSI's source quantity); null until the
     * first count arrives, the shop keeping `onlineQty` by its own deltas meanwhile. Once set,
     * `onlineQty` = greatest(sourceQty − heldQty, 0).
     */
    sourceQty: integer('source_qty'),
    /** Units taken by placed orders that are not yet shipped, so not yet out of the ERP's count. */
    heldQty: integer('held_qty').notNull().default(0),
    /** Review rating on the 0..100 input scale (spec §9), and how many reviews. */
    ratingSummary: integer('rating_summary').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_url_idx').on(t.urlKey, t.urlSuffix),
    // A url key per language (ADR 0041) is unique in its language; the import also keeps one
    // key from naming two products across languages. Indexed for its look-ups too.
    ...(['fr', 'de', 'en'] as const).map((locale) =>
      uniqueIndex(`products_url_${locale}_idx`).on(
        sql`(${t.translations} -> ${sql.raw(`'${locale}'`)} ->> 'urlKey')`,
        t.urlSuffix,
      ),
    ),
    index('products_parent_idx').on(t.parentId),
    index('products_ean_idx').on(t.ean),
    // Stock is taken with conditional updates; the database refuses overselling as well.
    check('products_online_qty_not_negative', sql`${t.onlineQty} >= 0`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id').notNull(),
    categoryId: integer('category_id').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.categoryId] }),
    index('product_categories_category_idx').on(t.categoryId),
  ],
);

export const productMedia = pgTable(
  'product_media',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id').notNull(),
    position: integer('position').notNull().default(0),
    label: text('label'),
    /** Path below /media, e.g. `catalog/product/abc123-1.webp`. */
    file: text('file').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    mediaType: text('media_type').$type<'image' | 'external-video'>().notNull().default('image'),
    videoUrl: text('video_url'),
    videoTitle: text('video_title'),
    /** Label and video title in fr, de and en. */
    translations: jsonb('translations').$type<MediaTranslations>(),
  },
  (t) => [index('product_media_product_idx').on(t.productId)],
);

export const PRODUCT_LINK_TYPES = ['related', 'upsell', 'variation'] as const;
export type ProductLinkType = (typeof PRODUCT_LINK_TYPES)[number];

export const productLinks = pgTable(
  'product_links',
  {
    productId: integer('product_id').notNull(),
    linkedProductId: integer('linked_product_id').notNull(),
    linkType: text('link_type').$type<ProductLinkType>().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.linkedProductId, t.linkType] })],
);

export const priceTiers = pgTable(
  'price_tiers',
  {
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull(),
    priceCents: integer('price_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.quantity] })],
);

/** Which attributes a configurable product lets the shopper choose (e.g. color_group, size). */
export const configurableOptions = pgTable(
  'configurable_options',
  {
    productId: integer('product_id').notNull(),
    attributeCode: text('attribute_code').notNull(),
    label: text('label').notNull(),
    /** The option's label in fr, de and en ("Choisissez la taille"). */
    translations: jsonb('translations').$type<NameTranslations>(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeCode] })],
);

/**
 * A bundle product is a main product plus accessories; accessories get the bundle discount
 * (spec §9: 5 %). The bundle shows up on the main product as a bundle combination.
 */
export const bundleItems = pgTable(
  'bundle_items',
  {
    bundleId: integer('bundle_id').notNull(),
    productId: integer('product_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    isMain: boolean('is_main').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.bundleId, t.productId] }),
    index('bundle_items_product_idx').on(t.productId),
  ],
);
