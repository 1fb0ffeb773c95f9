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
} from '@webshop/commerce/content/layout-types';
export type {
  ContentBlock,
  BlockMedia,
  BlockLink,
  BlockButton,
  BlockOverlay,
  SliderOptions,
  RowOptions,
  ProductsSource,
} from '@webshop/commerce/content/blocks';

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
  inStock: boolean;
  energyClass: string | null;
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

export interface CmsPage {
  identifier: string;
  title: string;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Raw blocks; the content renderer converts them one by one. */
  blocks: unknown[];
}
