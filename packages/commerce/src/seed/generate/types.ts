import type * as schema from '../../db/schema.ts';
import type { ImageSpec } from '../images/specs.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];
type WithId<T> = T & { id: number };

/** One row array per table, exactly as written to the database (ids included). */
export interface CatalogData {
  brands: WithId<Row<typeof schema.brands>>[];
  categories: WithId<Row<typeof schema.categories>>[];
  attributes: Row<typeof schema.attributes>[];
  attributeOptions: Row<typeof schema.attributeOptions>[];
  cashBackActions: WithId<Row<typeof schema.cashBackActions>>[];
  productLabelDefinitions: Row<typeof schema.productLabelDefinitions>[];
  products: ProductRow[];
  productCategories: Row<typeof schema.productCategories>[];
  productMedia: WithId<Row<typeof schema.productMedia>>[];
  productLinks: Row<typeof schema.productLinks>[];
  priceTiers: Row<typeof schema.priceTiers>[];
  configurableOptions: Row<typeof schema.configurableOptions>[];
  bundleItems: Row<typeof schema.bundleItems>[];
  stores: Row<typeof schema.stores>[];
  storeStock: Row<typeof schema.storeStock>[];
  deals: WithId<Row<typeof schema.deals>>[];
  /** Without ids: the content module writes CMS pages too (the home page). */
  cmsPages: Row<typeof schema.cmsPages>[];
  /** Images to render; product media, categories, brands and deals point at these files. */
  images: ImageSpec[];
}

export type ProductRow = WithId<Row<typeof schema.products>> & {
  typeId: 'simple' | 'configurable' | 'bundle';
  priceCents: number;
  urlKey: string;
  sku: string;
  name: string;
};

export type CategoryRow = CatalogData['categories'][number];
export type MediaRow = CatalogData['productMedia'][number];
