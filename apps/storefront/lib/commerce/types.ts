/**
 * The storefront's view of commerce data. Components import these, never the engine's types;
 * layout and page-builder types are the engine's contract, re-exported here.
 */
export type {
  LayoutData,
  MenuItem,
  FooterItem,
  GeneralInformation,
  Usp,
  ServiceNavItem,
  FooterLogo,
  SocialLink,
  ReviewRating,
} from '@webshop/commerce/content';
export type {
  ContentBlock,
  BlockMedia,
  BlockLink,
  BlockButton,
  BlockOverlay,
  SliderOptions,
  RowOptions,
  ProductsSource,
} from '@webshop/commerce/content';

export interface Money {
  value: number;
  currency: string;
}

export interface ProductCardData {
  id: number;
  sku: string;
  name: string;
  /** Product page path: url_key plus url_suffix (spec §2). */
  href: string;
  brand: string | null;
  image: { url: string; alt: string };
  /** Null when the status hides the price (spec §4). */
  price: { regular: Money; final: Money; percentOff: number } | null;
  installment: Money | null;
  status: string | null;
  /** spec §4 'Uit assortiment': no longer sold; the engine decides, not the label text. */
  outOfAssortment: boolean;
  inStock: boolean;
  energyClass: string | null;
  /** The engine's icon name for the class (spec §9). */
  energyIcon: string | null;
  energyLabelUrl: string | null;
  labels: { code: string; label: string; color: string | null }[];
  /** Out of 10 (spec §9), null without reviews. */
  rating: number | null;
  reviewCount: number;
}

/** spec §3 Deal, mapped. */
export interface Deal {
  title: string;
  subTitle: string | null;
  image: string | null;
  theme: 'dark' | 'light';
  expirationDate: string;
  isFallback: boolean;
  button: { label: string; href: string } | null;
  product: ProductCardData | null;
}

/** A compared product: its card and its specifications (spec §3 compare list). */
export interface ComparedProduct extends ProductCardData {
  specs: { code: string; label: string; value: string }[];
}

export interface CmsPage {
  identifier: string;
  /** The page's path without locale, from the shop root (e.g. /service/gespreid-betalen). */
  path: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Raw blocks; the content renderer converts them one by one. */
  blocks: unknown[];
}

/** A category as a link with its picture (search: popular categories, autocomplete). */
export interface CategoryLink {
  id: number;
  name: string;
  href: string;
  image: string | null;
}

/** What the search results page asks for, in the engine's filter and sort shapes (spec §7). */
export interface SearchRequest {
  term: string;
  page: number;
  pageSize: number;
  /** One field, e.g. `{ price: 'ASC' }`; relevance when absent. */
  sort: Record<string, 'ASC' | 'DESC'> | null;
  filter: Record<string, { in: string[] }>;
}

/** A listing facet as the engine gives it (Magento's aggregation shape). */
export interface SearchFacet {
  attribute_code: string;
  label: string | null;
  /** spec §9: price, link (category_id), swatch or default. */
  type: string | null;
  tooltip: string | null;
  options: {
    label: string | null;
    value: string;
    count: number | null;
    swatch_data: { type: string | null; value: string | null } | null;
  }[];
}

export interface SearchListing {
  items: (ProductCardData & { ean: string | null })[];
  total: number;
  page: number;
  totalPages: number;
  facets: SearchFacet[];
  /** 'Did you mean' and completions from the engine. */
  suggestions: string[];
}

/** spec §3 Autocomplete results, shaped for the dropdown. */
export interface AutocompleteResults {
  categories: { id: number; name: string; href: string; image: string | null; path: string[] }[];
  products: {
    id: number;
    sku: string;
    ean: string | null;
    name: string;
    brand: string | null;
    href: string;
    image: string | null;
    price: Money | null;
  }[];
  cmsPages: { identifier: string; title: string; href: string }[];
  suggestions: string[];
  total: number;
}

/** spec §9 autocomplete limits and section order (storeConfig). */
export interface AutocompleteSettings {
  categories: number;
  products: number;
  suggestions: number;
  cmsPages: number;
  /** Products shown when the text is exactly a product's EAN. */
  ean: number;
  order: string[];
}

/** spec §3 Category, as the category page shows it. */
export interface CategoryPageData {
  id: number;
  name: string;
  /** Path without locale, starting with a slash. */
  path: string;
  /** The page's path in each language (no locale prefix): a category's path differs per language. */
  urlAlternates: Partial<Record<string, string>>;
  description: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  banner: {
    desktopImage: string | null;
    mobileImage: string | null;
    position: number;
    link: string | null;
  } | null;
  /** spec §3 pagebuilder_content: page-builder blocks shown above the products. */
  blocks: unknown[];
  breadcrumbs: { name: string; href: string }[];
  children: { id: number; name: string; href: string; count: number }[];
  quickFilters: { id: number; name: string; href: string }[];
}

export interface ListingAggregation {
  label: string | null;
  attribute_code: string;
  type: string | null;
  tooltip: string | null;
  options: {
    label: string | null;
    value: string;
    count: number | null;
    swatch_data: { type: string | null; value: string | null } | null;
  }[];
}

/** spec §3 Listing result. */
export interface ListingData {
  items: ProductCardData[];
  total: number;
  totalPages: number;
  page: number;
  pageSize: number;
  aggregations: ListingAggregation[];
}

export interface StoreStockLine {
  storeCode: string;
  storeName: string;
  city: string | null;
  qty: number;
  inStock: boolean;
}

export interface GalleryEntry {
  id: number;
  label: string;
  url: string;
  video: { url: string; title: string | null } | null;
}

export interface SpecificationLine {
  code: string;
  label: string;
  value: string;
  tooltip: string | null;
}

/** spec §3 Product, everything the product page shows. */
export interface ProductPageData extends ProductCardData {
  typeId: string;
  /** The page's path in each language (no locale prefix): a url key may differ per language. */
  urlAlternates: Partial<Record<string, string>>;
  /** spec §4: a chosen variant keeps these from its parent. */
  parentId: number | null;
  parentSku: string | null;
  ean: string | null;
  descriptionHtml: string | null;
  shortDescriptionHtml: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  productGroup: string | null;
  deliveryType: string | null;
  energyIcon: string | null;
  productSheetUrl: string | null;
  specialToDate: string | null;
  /** spec §3 price_in_store: the price when bought or picked up in a store, if it has one. */
  priceInStore: Money | null;
  shouldDisplayPrice: boolean;
  gallery: GalleryEntry[];
  breadcrumbs: { name: string; href: string }[];
  usps: { code: string; label: string; value: string }[];
  specificationGroups: { group: string; items: SpecificationLine[] }[];
  variations: { label: string; name: string; sku: string; href: string }[];
  variantLabel: string | null;
  tierPrices: { quantity: number; price: Money; percentOff: number }[];
  cashbackAction: {
    title: string;
    description: string | null;
    button: { label: string; href: string } | null;
  } | null;
  bundleCombinations: {
    id: number;
    name: string;
    sku: string;
    href: string;
    image: string | null;
    regular: Money | null;
    final: Money | null;
    discountPercent: number;
  }[];
  related: ProductCardData[];
  upsell: ProductCardData[];
}

export interface ConfigurableOption {
  code: string;
  label: string;
  values: { label: string; valueIndex: number; swatch: string | null }[];
}

export interface ProductVariant {
  sku: string;
  attributes: Record<string, number>;
  inStock: boolean;
}

export interface BrandData {
  code: string;
  name: string;
  urlKey: string;
  productCount: number;
}
