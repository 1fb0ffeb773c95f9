import type { ProductStatus, ProductType } from './schema.ts';
import type { LabelDefinition } from './product-labels.ts';
import type { TierPriceRow } from '../pricing/product-price.ts';
import type {
  AttributeTranslations,
  CashBackTranslations,
  CategoryTranslations,
  NameTranslations,
  ProductTranslations,
} from './localised-names.ts';

/**
 * What the engine keeps in memory per product: everything a listing card and the index need.
 * Long texts, media galleries, links and stock are read from the database on demand.
 */
export interface ProductRecord {
  id: number;
  sku: string;
  typeId: ProductType;
  name: string;
  ean: string | null;
  urlKey: string;
  urlSuffix: string;
  parentId: number | null;
  visible: boolean;
  brandCode: string | null;
  brandName: string | null;
  status: ProductStatus;
  inStock: boolean;
  priceCents: number;
  specialPriceCents: number | null;
  specialToDate: string | null;
  /** First day of the special price; absent or null: already running. */
  specialFromDate?: string | null;
  priceInStoreCents: number | null;
  cashBackId: number | null;
  labels: string[];
  energyClass: string | null;
  energyLabelUrl: string | null;
  productSheetUrl: string | null;
  attributes: Record<string, string>;
  variantKey: string | null;
  variantLabel: string | null;
  ratingSummary: number;
  reviewCount: number;
  salesCount: number;
  featured: boolean;
  createdAt: Date;
  /** Last change of the product's own row (sitemaps' lastmod). */
  updatedAt: Date;
  categoryIds: number[];
  position: number;
  /** First enabled image, relative to the media folder. */
  smallImage: string | null;
  productgroupLabel: string | null;
  shipmentType: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  /**
   * Texts in fr, de and en (names, meta texts, display-text specification values, the variant
   * label) where the catalogue has them; the long texts and selling points are read per request.
   */
  translations?: ProductTranslations | null;
  tiers: TierPriceRow[];
  /** Configurable children, in id order. */
  childIds: number[];
}

export interface CategoryRecord {
  id: number;
  parentId: number | null;
  name: string;
  translations?: NameTranslations | null;
  urlKey: string;
  urlPath: string;
  level: number;
  position: number;
  includeInMenu: boolean;
  longtail: boolean;
  description: string | null;
  image: string | null;
  bannerDesktop: string | null;
  bannerMobile: string | null;
  bannerPosition: number | null;
  bannerLink: string | null;
  pagebuilderContent: string | null;
  metaTitle: string | null;
  metaDescription: string | null;
  textTranslations?: CategoryTranslations | null;
  childIds: number[];
}

export interface AttributeRecord {
  code: string;
  label: string;
  translations?: NameTranslations | null;
  attributeGroup: string;
  tooltip: string | null;
  /** Tooltip and group in fr, de and en. */
  textTranslations?: AttributeTranslations | null;
  filterable: boolean;
  position: number;
  unit: string | null;
  options: Map<
    string,
    {
      value: string;
      label: string;
      translations?: NameTranslations | null;
      swatch: string | null;
      position: number;
    }
  >;
}

export interface BrandRecord {
  id: number;
  code: string;
  name: string;
  urlKey: string;
}

export interface CashBackRecord {
  id: number;
  name: string;
  description: string;
  amountCents: number;
  linkHref: string | null;
  linkLabel: string | null;
  endDate: string | null;
  /** Name, description and link label in fr, de and en. */
  translations?: CashBackTranslations | null;
}

/** Everything besides products that the catalogue read side keeps in memory. */
export interface CatalogReferenceData {
  categories: Map<number, CategoryRecord>;
  attributes: Map<string, AttributeRecord>;
  brands: Map<number, BrandRecord>;
  labels: Map<string, LabelDefinition>;
  cashBacks: Map<number, CashBackRecord>;
}
