import { cachedRead } from './cached';
import { cacheTags } from './cache-tags';
import {
  brandQuery,
  brandsQuery,
  listingQuery,
  productStocksQuery,
  routeQuery,
  variantsQuery,
} from './queries/catalog';
import { mediaUrl, reshapeProduct, type RawMoney, type RawProduct } from './reshape';
import { commerceQuery } from './transport';
import type {
  BrandData,
  CategoryPageData,
  ConfigurableOption,
  ListingAggregation,
  ListingData,
  Money,
  ProductCardData,
  ProductPageData,
  ProductVariant,
  StoreStockLine,
} from './types';

type Raw = Record<string, unknown> & RawProduct;
const str = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() ? value : null;
const arr = <T = Raw>(value: unknown): T[] =>
  Array.isArray(value) ? (value.filter((item) => item !== null && item !== undefined) as T[]) : [];
const money = (raw: RawMoney | null | undefined): Money | null =>
  raw && typeof raw.value === 'number'
    ? { value: raw.value, currency: raw.currency ?? 'EUR' }
    : null;
const path = (urlPath: string | null | undefined) => `/${(urlPath ?? '').replace(/^\/+/, '')}`;

function reshapeCategory(raw: Raw): CategoryPageData {
  const banner = raw.banner as Raw | null;
  return {
    id: raw.id as number,
    name: str(raw.name) ?? '',
    path: path(raw.url_path as string),
    description: str(raw.description),
    metaTitle: str(raw.meta_title),
    metaDescription: str(raw.meta_description),
    banner:
      banner && (str(banner.desktop_image) || str(banner.mobile_image))
        ? {
            desktopImage: mediaUrl(str(banner.desktop_image)),
            mobileImage: mediaUrl(str(banner.mobile_image) ?? str(banner.desktop_image)),
            position: typeof banner.position === 'number' ? banner.position : 1,
            link: str(banner.link),
          }
        : null,
    breadcrumbs: arr(raw.breadcrumbs).map((crumb) => ({
      name: str(crumb.category_name) ?? '',
      href: path(crumb.category_url_path as string),
    })),
    children: arr(raw.children).map((child) => ({
      id: child.id as number,
      name: str(child.name) ?? '',
      href: path(child.url_path as string),
      count: typeof child.product_count === 'number' ? child.product_count : 0,
    })),
    quickFilters: arr(raw.quick_filters).map((child) => ({
      id: child.id as number,
      name: str(child.name) ?? '',
      href: path(child.url_path as string),
    })),
  };
}

const cards = (value: unknown): ProductCardData[] =>
  arr(value)
    .map((item) => reshapeProduct(item))
    .filter((item): item is ProductCardData => item !== null);

function specificationGroups(raw: Raw): ProductPageData['specificationGroups'] {
  const groups = new Map<string, ProductPageData['specificationGroups'][number]['items']>();
  for (const spec of arr(raw.product_specifications)) {
    const label = str(spec.label);
    const value = str(spec.value);
    if (!label || !value) continue;
    const group = str(spec.attribute_group) ?? '';
    if (!groups.has(group)) groups.set(group, []);
    groups.get(group)!.push({
      code: str(spec.code) ?? label,
      label,
      value,
      tooltip: str(spec.tooltip),
    });
  }
  return [...groups].map(([group, items]) => ({ group, items }));
}

function gallery(raw: Raw): ProductPageData['gallery'] {
  return arr(raw.media_gallery_entries)
    .filter((entry) => entry.disabled !== true && str(entry.url))
    .sort((a, b) => ((a.position as number) ?? 0) - ((b.position as number) ?? 0))
    .map((entry, index) => {
      const video = entry.video_content as Raw | null;
      return {
        id: typeof entry.id === 'number' ? entry.id : index,
        label: str(entry.label) ?? str(raw.name) ?? '',
        url: mediaUrl(str(entry.url))!,
        video:
          video && str(video.video_url)
            ? { url: str(video.video_url)!, title: str(video.video_title) }
            : null,
      };
    });
}

/** The deepest category's breadcrumbs plus that category (spec §3 categories → breadcrumbs). */
function productBreadcrumbs(raw: Raw): ProductPageData['breadcrumbs'] {
  const categories = arr(raw.categories).sort(
    (a, b) => ((b.level as number) ?? 0) - ((a.level as number) ?? 0),
  );
  const deepest = categories[0];
  if (!deepest) return [];
  return [
    ...arr(deepest.breadcrumbs).map((crumb) => ({
      name: str(crumb.category_name) ?? '',
      href: path(crumb.category_url_path as string),
    })),
    { name: str(deepest.name) ?? '', href: path(deepest.url_path as string) },
  ];
}

/** spec §3 Product → the page's data; variant fields are overlaid by `applyVariant`. */
export function reshapeProductPage(raw: Raw): ProductPageData | null {
  const card = reshapeProduct(raw);
  if (!card) return null;
  const cashBack = raw.productCashBack as Raw | null;
  const cashTitle = cashBack ? (str(cashBack.title) ?? str(cashBack.name)) : null;
  const buttonHref = cashBack ? (str(cashBack.button_href) ?? str(cashBack.content_link)) : null;
  const description = raw.description as { html?: string } | null;
  const short = raw.short_description as { html?: string } | null;
  return {
    ...card,
    typeId: str(raw.type_id) ?? 'simple',
    parentId: null,
    parentSku: null,
    ean: str(raw.ean),
    descriptionHtml: str(description?.html),
    shortDescriptionHtml: str(short?.html),
    metaTitle: str(raw.meta_title),
    metaDescription: str(raw.meta_description),
    productGroup: str(raw.productgroup_label),
    deliveryType: str(raw.shipment_type_akeneo_label),
    energyIcon: str(raw.energyIcon),
    productSheetUrl: mediaUrl(str(raw.product_sheet_url)),
    specialToDate: str(raw.special_to_date)?.slice(0, 10) ?? null,
    shouldDisplayPrice: raw.shouldDisplayPrice !== false,
    gallery: gallery(raw),
    breadcrumbs: productBreadcrumbs(raw),
    // spec §9: at most 4 USPs.
    usps: arr(raw.product_usps)
      .filter((usp) => str(usp.label) && str(usp.value))
      .slice(0, 4)
      .map((usp) => ({
        code: str(usp.code) ?? '',
        label: str(usp.label)!,
        value: str(usp.value)!,
      })),
    specificationGroups: specificationGroups(raw),
    // spec §3: variations sorted by name.
    variations: arr(raw.product_variations)
      .filter((item) => str(item.url_key) && str(item.sku))
      .map((item) => ({
        label: str(item.variant_label) ?? str(item.name) ?? '',
        name: str(item.name) ?? '',
        sku: str(item.sku)!,
        href: `/${str(item.url_key)}${str(item.url_suffix) ?? ''}`,
      }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    variantLabel: str(raw.variant_label),
    // spec §9: tiers with quantity 1 are dropped.
    tierPrices: arr(raw.price_tiers)
      .filter((tier) => typeof tier.quantity === 'number' && tier.quantity !== 1)
      .map((tier) => ({
        quantity: tier.quantity as number,
        price: money(tier.final_price as RawMoney)!,
        percentOff: ((tier.discount as Raw | null)?.percent_off as number) ?? 0,
      }))
      .filter((tier) => tier.price),
    cashbackAction: cashTitle
      ? {
          title: cashTitle,
          description: str(cashBack!.description),
          button:
            buttonHref && str(cashBack!.button_label)
              ? { label: str(cashBack!.button_label)!, href: buttonHref }
              : null,
        }
      : null,
    bundleCombinations: arr(raw.bundle_combination)
      .filter((item) => str(item.link) && str(item.name))
      .map((item) => {
        const minimum = (item.price_range as Raw | null)?.minimum_price as Raw | undefined;
        return {
          id: item.id as number,
          name: str(item.name)!,
          sku: str(item.sku) ?? '',
          href: str(item.link)!,
          image: mediaUrl(str((item.small_image as Raw | null)?.url)),
          regular: money(minimum?.regular_price as RawMoney),
          final: money(minimum?.final_price as RawMoney),
          discountPercent: typeof item.discount_percent === 'number' ? item.discount_percent : 0,
        };
      }),
    related: cards(raw.related_products),
    upsell: cards(raw.upsell_products),
    // spec §9: cheaper_in_store is not shown on the product page.
    labels: card.labels.filter((label) => label.code !== 'cheaper_in_store'),
  };
}

/** spec §4 variant selection: the variant's data replaces the product's, keeping parent ids. */
export function applyVariant(parent: ProductPageData, variantRaw: Raw): ProductPageData {
  const variant = reshapeProductPage({
    ...variantRaw,
    type_id: parent.typeId,
  } as Raw);
  if (!variant) return parent;
  return {
    ...parent,
    ...variant,
    gallery: variant.gallery.length ? variant.gallery : parent.gallery,
    specificationGroups: variant.specificationGroups.length
      ? variant.specificationGroups
      : parent.specificationGroups,
    // Fields the variant query does not carry stay the parent's.
    breadcrumbs: parent.breadcrumbs,
    usps: parent.usps,
    variations: parent.variations,
    cashbackAction: parent.cashbackAction,
    bundleCombinations: parent.bundleCombinations,
    related: parent.related,
    upsell: parent.upsell,
    descriptionHtml: parent.descriptionHtml,
    shortDescriptionHtml: parent.shortDescriptionHtml,
    metaTitle: parent.metaTitle,
    metaDescription: parent.metaDescription,
    tierPrices: parent.tierPrices,
    href: parent.href,
    id: parent.id,
    typeId: parent.typeId,
    parentId: parent.id,
    parentSku: parent.sku,
  };
}

export type RouteResult =
  | { type: 'CATEGORY'; redirect: string | null; category: CategoryPageData }
  | { type: 'PRODUCT'; redirect: string | null; product: ProductPageData }
  | { type: 'CMS_PAGE'; redirect: string | null; identifier: string };

/** spec §2 catch-all: what a path is; null when nothing (or the engine failed, spec §8). */
export function resolveRoute(url: string, locale: string): Promise<RouteResult | null> {
  return cachedRead<RouteResult | null>(
    'route',
    // A path can become (or stop being) a CMS page as well as a product or category.
    { locale, key: url, tags: [cacheTags.catalog, cacheTags.content] },
    async () => {
      const result = await commerceQuery<{ route: Raw | null }>(routeQuery, { url });
      if (!result.ok) return result;
      const route = result.data.route;
      if (!route) return { ok: true, data: null };
      const redirect =
        route.redirect_code && str(route.relative_url) ? str(route.relative_url) : null;
      if (route.type === 'CATEGORY' && route.category)
        return {
          ok: true,
          data: { type: 'CATEGORY', redirect, category: reshapeCategory(route.category as Raw) },
        };
      if (route.type === 'PRODUCT' && route.product) {
        const product = reshapeProductPage(route.product as Raw);
        return { ok: true, data: product ? { type: 'PRODUCT', redirect, product } : null };
      }
      if (route.type === 'CMS_PAGE' && str(route.cms_page_identifier))
        return {
          ok: true,
          data: { type: 'CMS_PAGE', redirect, identifier: str(route.cms_page_identifier)! },
        };
      return { ok: true, data: null };
    },
  );
}

export interface ProductConfiguration {
  options: ConfigurableOption[];
  variants: ProductVariant[];
  variantData: Record<string, Raw>;
}

/** A configurable product's options and variants; null for other products or on failure. */
export function getProductConfiguration(
  sku: string,
  locale: string,
): Promise<ProductConfiguration | null> {
  return cachedRead('variants', { locale, key: sku, tags: [cacheTags.catalog] }, async () => {
    const result = await commerceQuery<{ products: { items: Raw[] } | null }>(variantsQuery, {
      sku,
    });
    if (!result.ok) return result;
    const item = arr(result.data.products?.items)[0];
    if (!item || !Array.isArray(item.configurable_options)) return { ok: true, data: null };
    const options: ConfigurableOption[] = arr(item.configurable_options)
      .sort((a, b) => ((a.position as number) ?? 0) - ((b.position as number) ?? 0))
      .map((option) => ({
        code: str(option.attribute_code) ?? '',
        label: str(option.label) ?? '',
        values: arr(option.values).map((value) => ({
          label: str(value.label) ?? '',
          valueIndex: value.value_index as number,
          swatch: str((value.swatch_data as Raw | null)?.value),
        })),
      }));
    const variants: ProductVariant[] = [];
    const variantData: Record<string, Raw> = {};
    for (const variant of arr(item.variants)) {
      const product = variant.product as Raw | null;
      if (!product?.sku) continue;
      const attributes: Record<string, number> = {};
      for (const attribute of arr(variant.attributes))
        attributes[str(attribute.code) ?? ''] = attribute.value_index as number;
      variants.push({
        sku: product.sku,
        attributes,
        inStock: product.stock_status !== 'OUT_OF_STOCK',
      });
      variantData[product.sku] = product;
    }
    return { ok: true, data: { options, variants, variantData } };
  });
}

export interface ListingInput {
  categoryId?: number;
  brand?: string;
  filters: Record<string, { in: string[] }>;
  sort: Record<string, 'ASC' | 'DESC'>;
  page: number;
  pageSize: number;
}

/** spec §7 products by category (or brand): one page with its aggregations. */
export function getListing(input: ListingInput, locale: string): Promise<ListingData | null> {
  const filter: Record<string, unknown> = { ...input.filters };
  if (input.categoryId) filter.category_id = { eq: String(input.categoryId) };
  if (input.brand) filter.brand = { eq: input.brand };
  const key = JSON.stringify([filter, input.sort, input.page, input.pageSize]);
  return cachedRead('listing', { locale, key, tags: [cacheTags.catalog] }, async () => {
    const result = await commerceQuery<{ products: Raw | null }>(listingQuery, {
      filter,
      sort: input.sort,
      pageSize: input.pageSize,
      currentPage: input.page,
    });
    if (!result.ok) return result;
    const products = result.data.products;
    if (!products) return { ok: true, data: null };
    const total = typeof products.total_count === 'number' ? products.total_count : 0;
    return {
      ok: true,
      data: {
        items: cards(products.items),
        total,
        totalPages:
          ((products.page_info as Raw | null)?.total_pages as number) ??
          Math.ceil(total / input.pageSize),
        page: input.page,
        pageSize: input.pageSize,
        aggregations: arr<ListingAggregation>(products.aggregations),
      },
    };
  });
}

/** spec §7 GET /api/stocks: keyed by sku, a missing sku gets an empty list. Never cached. */
export async function getStocks(skus: string[]): Promise<Record<string, StoreStockLine[]>> {
  const result: Record<string, StoreStockLine[]> = {};
  for (const sku of skus) result[sku] = [];
  if (!skus.length) return result;
  const response = await commerceQuery<{ productStocks: Raw[] | null }>(productStocksQuery, {
    skus,
  });
  if (!response.ok) {
    console.error('[commerce] stocks failed:', response.error.message);
    return result;
  }
  for (const entry of arr(response.data.productStocks)) {
    if (!entry.sku || !(entry.sku in result)) continue;
    result[entry.sku] = arr(entry.stock).map((line) => ({
      storeCode: str(line.store_code) ?? '',
      storeName: str(line.store_name) ?? '',
      city: str(line.city),
      qty: typeof line.qty === 'number' ? line.qty : 0,
      inStock: line.in_stock === true,
    }));
  }
  return result;
}

const reshapeBrand = (raw: Raw): BrandData => ({
  code: str(raw.code) ?? '',
  name: str(raw.name) ?? '',
  urlKey: str(raw.url_key) ?? '',
  productCount: typeof raw.product_count === 'number' ? raw.product_count : 0,
});

/** All brands with listed products (spec §2 /merken); empty on failure. */
export async function getBrands(locale: string): Promise<BrandData[]> {
  const brands = await cachedRead('brands', { locale, tags: [cacheTags.catalog] }, async () => {
    const result = await commerceQuery<{ brands: Raw[] | null }>(brandsQuery);
    return result.ok ? { ok: true, data: arr(result.data.brands).map(reshapeBrand) } : result;
  });
  return brands ?? [];
}

export function getBrand(urlKey: string, locale: string): Promise<BrandData | null> {
  return cachedRead('brand', { locale, key: urlKey, tags: [cacheTags.catalog] }, async () => {
    const result = await commerceQuery<{ brand: Raw | null }>(brandQuery, { urlKey });
    if (!result.ok) return result;
    return { ok: true, data: result.data.brand ? reshapeBrand(result.data.brand) : null };
  });
}
