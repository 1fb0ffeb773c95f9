import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/connection.ts';
import { allJsonRows } from '../db/json-rows.ts';
import type { ProductType } from '../catalog/schema.ts';
import type { OtherLocale } from './import-model.ts';

/** What the checks need to know of a product the shop already has. */
export interface ShopProduct {
  id: number;
  sku: string;
  typeId: ProductType;
  urlKey: string;
  urlSuffix: string;
  /** Its own url keys in fr, de and en (ADR 0041). */
  localUrlKeys: Partial<Record<OtherLocale, string>>;
}

/** The languages a product has this url key in (nl for its Dutch one). */
export function urlKeyLanguages(product: ShopProduct, key: string): string[] {
  const languages = product.urlKey === key ? ['nl'] : [];
  for (const [locale, own] of Object.entries(product.localUrlKeys))
    if (own === key) languages.push(locale);
  return languages;
}

const CHUNK = 5_000;

/** The shop's products with these SKUs. */
export async function productsBySku(
  db: Database,
  skus: Iterable<string>,
): Promise<Map<string, ShopProduct>> {
  return lookUp(db, [...skus], sql`sku`);
}

/**
 * The shop's products listed at these url keys (without suffix) in any language, by url key: a
 * key names one product in every language (ADR 0041).
 */
export async function productsByUrlKey(
  db: Database,
  urlKeys: Iterable<string>,
): Promise<Map<string, ShopProduct>> {
  const keys = [...urlKeys];
  const found = await lookUp(
    db,
    keys,
    sql`url_key`,
    (chunk) => sql` or (translations -> 'fr' ->> 'urlKey') = any(${chunk})
      or (translations -> 'de' ->> 'urlKey') = any(${chunk})
      or (translations -> 'en' ->> 'urlKey') = any(${chunk})`,
    sql` and url_suffix = ''`,
  );
  const wanted = new Set(keys);
  const byKey = new Map<string, ShopProduct>();
  for (const product of found.values()) {
    for (const key of [product.urlKey, ...Object.values(product.localUrlKeys)])
      if (wanted.has(key)) byKey.set(key, product);
  }
  return byKey;
}

type Row = [
  number,
  string,
  ProductType,
  string,
  string,
  string | null,
  string | null,
  string | null,
];

async function lookUp(
  db: Database,
  keys: string[],
  column: SQL,
  /** Further columns that may hold one of the keys, given the chunk's parameter. */
  alsoWhere: (chunk: SQL) => SQL = () => sql``,
  extra: SQL = sql``,
) {
  const found = new Map<string, ShopProduct>();
  for (let start = 0; start < keys.length; start += CHUNK) {
    const chunk = keys.slice(start, start + CHUNK);
    const param = sql`${sql.param(chunk)}::text[]`;
    const also = alsoWhere(param);
    const rows = await allJsonRows<Row>(db, {
      columns: sql`id, sku, type_id, url_key, url_suffix, fr, de, en`,
      from: sql`(select id, sku, type_id, url_key, url_suffix,
          translations -> 'fr' ->> 'urlKey' as fr, translations -> 'de' ->> 'urlKey' as de,
          translations -> 'en' ->> 'urlKey' as en
        from products where (${column} = any(${param})${also})${extra}) as found`,
      orderBy: sql`id`,
    });
    for (const [id, sku, typeId, urlKey, urlSuffix, fr, de, en] of rows) {
      const localUrlKeys: ShopProduct['localUrlKeys'] = {};
      if (fr) localUrlKeys.fr = fr;
      if (de) localUrlKeys.de = de;
      if (en) localUrlKeys.en = en;
      found.set(sku, { id, sku, typeId, urlKey, urlSuffix, localUrlKeys });
    }
  }
  return found;
}
