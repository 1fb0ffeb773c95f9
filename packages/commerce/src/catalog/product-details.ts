import { asc, inArray } from 'drizzle-orm';
import DataLoader from 'dataloader';
import type { Database } from '../db/connection.ts';
import type { NameTranslations, ProductTranslations, Usp } from './localised-names.ts';
import {
  configurableOptions,
  productLinks,
  productMedia,
  products,
  type ProductLinkType,
} from './schema.ts';

/** The parts of a product only its own page needs; read from the database per request. */
export interface ProductDetails {
  description: string;
  shortDescription: string;
  translations: ProductTranslations | null;
  usps: Usp[];
  media: (typeof productMedia.$inferSelect)[];
  links: Record<ProductLinkType, number[]>;
  configurableOptions: {
    attributeCode: string;
    label: string;
    translations: NameTranslations | null;
    position: number;
  }[];
}

/** A per-request loader, so a listing of 12 products costs one query per kind, not 12. */
export function productDetailsLoader(db: Database): DataLoader<number, ProductDetails> {
  return new DataLoader<number, ProductDetails>((ids) => loadDetails(db, ids));
}

async function loadDetails(db: Database, ids: readonly number[]): Promise<ProductDetails[]> {
  const list = [...ids];
  const [textRows, mediaRows, linkRows, optionRows] = await Promise.all([
    db
      .select({
        id: products.id,
        description: products.description,
        shortDescription: products.shortDescription,
        translations: products.translations,
        usps: products.usps,
      })
      .from(products)
      .where(inArray(products.id, list)),
    db
      .select()
      .from(productMedia)
      .where(inArray(productMedia.productId, list))
      .orderBy(asc(productMedia.position), asc(productMedia.id)),
    db
      .select()
      .from(productLinks)
      .where(inArray(productLinks.productId, list))
      .orderBy(asc(productLinks.position)),
    db
      .select()
      .from(configurableOptions)
      .where(inArray(configurableOptions.productId, list))
      .orderBy(asc(configurableOptions.position)),
  ]);
  const textById = new Map(textRows.map((row) => [row.id, row]));
  return list.map((id) => {
    const text = textById.get(id);
    const links: ProductDetails['links'] = { related: [], upsell: [], variation: [] };
    for (const link of linkRows)
      if (link.productId === id) links[link.linkType].push(link.linkedProductId);
    return {
      description: text?.description ?? '',
      shortDescription: text?.shortDescription ?? '',
      translations: text?.translations ?? null,
      usps: text?.usps ?? [],
      media: mediaRows.filter((row) => row.productId === id),
      links,
      configurableOptions: optionRows.filter((row) => row.productId === id),
    };
  });
}
