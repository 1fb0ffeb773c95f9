import { homeDeliveryCents } from '../cart/cart-totals.ts';
import { ancestorsOf, type CatalogService } from '../catalog/catalog-service.ts';
import type { CategoryRecord, ProductRecord } from '../catalog/catalog-records.ts';
import { shopConstants } from '../config/constants.ts';
import { plainText } from './plain-text.ts';
import { absoluteShopUrl } from './shop-links.ts';
import { productPath } from './sitemap-entries.ts';

/** One product as Google Merchant Center and Channable read it. */
export interface FeedItem {
  id: string;
  title: string;
  description: string;
  link: string;
  imageLink: string | null;
  availability: 'in_stock' | 'out_of_stock' | 'preorder';
  /** `"123.00 EUR"`: the regular price. */
  price: string;
  /** The price now, when lower than the regular price. */
  salePrice: string | null;
  brand: string | null;
  gtin: string | null;
  energyClass: string | null;
  /** The shop's category path, `A > B > C`. */
  categoryPath: string | null;
  /** Home delivery to the shop's country for one of this product (spec §9). */
  shipping: { country: string; price: string };
}

/**
 * Products the feed offers: visible products that are not a configurable's variant (the
 * configurable is the product a shopper lands on) and that the shop sells online at a shown
 * price: out of assortment and 'on request' (price hidden, spec §4) are left out. Out of stock
 * products stay, with availability out_of_stock, so an ad stops rather than the product
 * disappearing and coming back.
 */
export function isFeedProduct(record: ProductRecord): boolean {
  return (
    record.visible &&
    record.parentId === null &&
    record.status !== 'Uit assortiment' &&
    record.status !== 'Actief (op aanvraag)'
  );
}

export function feedProductIds(catalog: CatalogService): number[] {
  const ids: number[] = [];
  for (const record of catalog.allProducts()) if (isFeedProduct(record)) ids.push(record.id);
  return ids.sort((a, b) => a - b);
}

/** The feed's items in id order, a batch at a time (descriptions come from the database). */
export async function* feedItems(
  catalog: CatalogService,
  ids: readonly number[],
): AsyncGenerator<FeedItem[]> {
  const categoryPaths = new Map<number, string>();
  for await (const { ids: batch, descriptions } of catalog.descriptions(ids)) {
    const items: FeedItem[] = [];
    for (const id of batch) {
      const record = catalog.product(id);
      if (!record || !isFeedProduct(record)) continue;
      const item = feedItemOf(catalog, record, descriptions.get(id) ?? '', categoryPaths);
      if (item) items.push(item);
    }
    yield items;
  }
}

function feedItemOf(
  catalog: CatalogService,
  record: ProductRecord,
  descriptionHtml: string,
  categoryPaths: Map<number, string>,
): FeedItem | null {
  const range = catalog.priceRange(record);
  if (range.minFinal <= 0) return null;
  const children = record.typeId === 'configurable' ? catalog.children(record) : [];
  const inStock = children.length > 0 ? children.some((child) => child.inStock) : record.inStock;
  const description = plainText(descriptionHtml) || record.name;
  return {
    id: record.sku,
    title: record.name.slice(0, 150),
    description,
    link: absoluteShopUrl(productPath(record)),
    imageLink: record.smallImage ? absoluteShopUrl(`/media/${record.smallImage}`) : null,
    availability: !inStock
      ? 'out_of_stock'
      : record.status === 'Pre-order'
        ? 'preorder'
        : 'in_stock',
    price: money(range.minRegular),
    salePrice: range.minFinal < range.minRegular ? money(range.minFinal) : null,
    brand: record.brandName,
    gtin: record.ean,
    energyClass: record.energyClass,
    categoryPath: categoryPathOf(catalog, record, categoryPaths),
    shipping: {
      country: shopConstants.store.locale.slice(3),
      price: money(homeDeliveryCents(range.minFinal)),
    },
  };
}

/** Merchant Center's price shape: `"123.00 EUR"`, from exact cents. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')} ${shopConstants.store.currency}`;
}

/**
 * The deepest of the product's categories with its ancestors (`Huishouden > Wassen & drogen >
 * Wasmachines`); a longtail category is a quick filter of its parent (spec §3), so it is the
 * path's end only when the product has no other.
 */
function categoryPathOf(
  catalog: CatalogService,
  record: ProductRecord,
  memo: Map<number, string>,
): string | null {
  let deepest: CategoryRecord | null = null;
  const rank = (category: CategoryRecord) => (category.longtail ? 0 : 100) + category.level;
  for (const id of record.categoryIds) {
    const category = catalog.category(id);
    if (category && (!deepest || rank(category) > rank(deepest))) deepest = category;
  }
  if (!deepest) return null;
  const known = memo.get(deepest.id);
  if (known !== undefined) return known;
  const path = [...ancestorsOf(deepest, catalog.referenceData.categories), deepest]
    .map((step) => step.name)
    .join(' > ');
  memo.set(deepest.id, path);
  return path;
}
