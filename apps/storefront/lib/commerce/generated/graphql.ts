/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> =
  T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type CurrencyEnum = 'EUR';

export type FilterEqualTypeInput = {
  eq?: string | null | undefined;
  in?: Array<string | null | undefined> | null | undefined;
};

export type FilterRangeTypeInput = {
  from?: string | null | undefined;
  to?: string | null | undefined;
};

export type ProductAttributeFilterInput = {
  /** Aantal kanalen */
  audio_channels?: FilterEqualTypeInput | null | undefined;
  /** Type bokszak */
  bag_type?: FilterEqualTypeInput | null | undefined;
  /** Merk */
  brand?: FilterEqualTypeInput | null | undefined;
  category_id?: FilterEqualTypeInput | null | undefined;
  category_uid?: FilterEqualTypeInput | null | undefined;
  /** Sluiting */
  closure?: FilterEqualTypeInput | null | undefined;
  /** Kleur */
  color_group?: FilterEqualTypeInput | null | undefined;
  /** Verbinding */
  connection?: FilterEqualTypeInput | null | undefined;
  /** Aantal kookzones */
  cooking_zones?: FilterEqualTypeInput | null | undefined;
  /** Bezorging */
  delivery_type?: FilterEqualTypeInput | null | undefined;
  /** Type vaatwasser */
  dishwasher_type?: FilterEqualTypeInput | null | undefined;
  /** Dolby Atmos */
  dolby_atmos?: FilterEqualTypeInput | null | undefined;
  /** Type droger */
  dryer_type?: FilterEqualTypeInput | null | undefined;
  /** Vulgewicht drogen */
  drying_capacity?: FilterEqualTypeInput | null | undefined;
  /** Type dumbbell */
  dumbbell_type?: FilterEqualTypeInput | null | undefined;
  /** Energieklasse */
  energy_class?: FilterEqualTypeInput | null | undefined;
  /** Inklapbaar */
  foldable?: FilterEqualTypeInput | null | undefined;
  /** Type vriezer */
  freezer_type?: FilterEqualTypeInput | null | undefined;
  /** Type koelkast */
  fridge_type?: FilterEqualTypeInput | null | undefined;
  /** Materiaal */
  glove_material?: FilterEqualTypeInput | null | undefined;
  /** Gewicht (oz) */
  glove_weight?: FilterEqualTypeInput | null | undefined;
  /** Type koptelefoon */
  headphone_type?: FilterEqualTypeInput | null | undefined;
  /** Hoogte */
  height_cm?: FilterEqualTypeInput | null | undefined;
  /** Type kookplaat */
  hob_type?: FilterEqualTypeInput | null | undefined;
  /** Belading */
  loading_type?: FilterEqualTypeInput | null | undefined;
  /** Dikte */
  mat_thickness?: FilterEqualTypeInput | null | undefined;
  /** Maximale snelheid */
  max_speed?: FilterEqualTypeInput | null | undefined;
  /** Werkgeheugen */
  memory_size?: FilterEqualTypeInput | null | undefined;
  /** Maat */
  mouthguard_size?: FilterEqualTypeInput | null | undefined;
  /** No Frost */
  no_frost?: FilterEqualTypeInput | null | undefined;
  /** Noise cancelling */
  noise_cancelling?: FilterEqualTypeInput | null | undefined;
  /** Besturingssysteem */
  operating_system?: FilterEqualTypeInput | null | undefined;
  /** Type oven */
  oven_type?: FilterEqualTypeInput | null | undefined;
  /** Paneltype */
  panel_type?: FilterEqualTypeInput | null | undefined;
  /** Aantal couverts */
  place_settings?: FilterEqualTypeInput | null | undefined;
  price?: FilterRangeTypeInput | null | undefined;
  /** Pyrolyse */
  pyrolysis?: FilterEqualTypeInput | null | undefined;
  /** Resolutie */
  resolution?: FilterEqualTypeInput | null | undefined;
  /** Schermdiagonaal */
  screen_size?: FilterEqualTypeInput | null | undefined;
  sku?: FilterEqualTypeInput | null | undefined;
  /** Centrifugetoerental */
  spin_speed?: FilterEqualTypeInput | null | undefined;
  /** Opslagcapaciteit */
  storage_size?: FilterEqualTypeInput | null | undefined;
  /** Losse subwoofer */
  subwoofer?: FilterEqualTypeInput | null | undefined;
  url_key?: FilterEqualTypeInput | null | undefined;
  /** Vulgewicht */
  washing_capacity?: FilterEqualTypeInput | null | undefined;
  /** Gewicht */
  weight_class?: FilterEqualTypeInput | null | undefined;
  /** Breedte */
  width_cm?: FilterEqualTypeInput | null | undefined;
  /** Lengte */
  wrap_length?: FilterEqualTypeInput | null | undefined;
};

/** Exactly one field; the storefront builds it from a field_direction key (spec §7). */
export type ProductAttributeSortInput = {
  best_selling?: SortEnum | null | undefined;
  featured?: SortEnum | null | undefined;
  name?: SortEnum | null | undefined;
  newest?: SortEnum | null | undefined;
  position?: SortEnum | null | undefined;
  price?: SortEnum | null | undefined;
  relevance?: SortEnum | null | undefined;
};

export type ProductStockStatus = 'IN_STOCK' | 'OUT_OF_STOCK';

export type SortEnum = 'ASC' | 'DESC';

export type UrlRewriteEntityTypeEnum = 'CATEGORY' | 'CMS_PAGE' | 'PRODUCT';

export type BrandFieldsFragment = {
  code: string;
  name: string;
  url_key: string;
  product_count: number;
};

export type BrandsQueryVariables = Exact<{ [key: string]: never }>;

export type BrandsQuery = {
  brands: Array<{ code: string; name: string; url_key: string; product_count: number }>;
};

export type BrandQueryVariables = Exact<{
  urlKey: string;
}>;

export type BrandQuery = {
  brand: { code: string; name: string; url_key: string; product_count: number } | null;
};

export type CategoryPageFragment = {
  id: number | null;
  name: string | null;
  url_path: string | null;
  meta_title: string | null;
  meta_description: string | null;
  description_html: string | null;
  banner: {
    desktop_image: string | null;
    mobile_image: string | null;
    position: number | null;
    link: string | null;
  } | null;
  breadcrumbs: Array<{
    category_name: string | null;
    category_url_path: string | null;
  } | null> | null;
  children: Array<{
    id: number | null;
    name: string | null;
    url_path: string | null;
    product_count: number | null;
  } | null> | null;
  quick_filters: Array<{
    id: number | null;
    name: string | null;
    url_path: string | null;
  } | null> | null;
};

export type ListingQueryVariables = Exact<{
  filter?: ProductAttributeFilterInput | null | undefined;
  pageSize: number;
  currentPage: number;
  sort?: ProductAttributeSortInput | null | undefined;
}>;

export type ListingQuery = {
  products: {
    total_count: number | null;
    page_info: { total_pages: number | null } | null;
    aggregations: Array<{
      label: string | null;
      attribute_code: string;
      type: string | null;
      tooltip: string | null;
      options: Array<{
        label: string | null;
        value: string;
        count: number | null;
        swatch_data: { type: string | null; value: string | null } | null;
      } | null> | null;
    } | null> | null;
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type FacetFragment = {
  label: string | null;
  attribute_code: string;
  type: string | null;
  tooltip: string | null;
  options: Array<{
    label: string | null;
    value: string;
    count: number | null;
    swatch_data: { type: string | null; value: string | null } | null;
  } | null> | null;
};

type ProductCard_BundleProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
};

type ProductCard_ConfigurableProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
};

type ProductCard_SimpleProduct_Fragment = {
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
};

export type ProductCardFragment =
  | ProductCard_BundleProduct_Fragment
  | ProductCard_ConfigurableProduct_Fragment
  | ProductCard_SimpleProduct_Fragment;

type ProductMedia_BundleProduct_Fragment = {
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type ProductMedia_ConfigurableProduct_Fragment = {
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type ProductMedia_SimpleProduct_Fragment = {
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

export type ProductMediaFragment =
  | ProductMedia_BundleProduct_Fragment
  | ProductMedia_ConfigurableProduct_Fragment
  | ProductMedia_SimpleProduct_Fragment;

type ProductPage_BundleProduct_Fragment = {
  type_id: string | null;
  ean: string | null;
  meta_title: string | null;
  meta_description: string | null;
  productgroup_label: string | null;
  shipment_type_akeneo_label: string | null;
  energyIcon: string | null;
  product_sheet_url: string | null;
  special_to_date: string | null;
  variant_label: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  categories: Array<{
    id: number | null;
    level: number | null;
    name: string | null;
    url_path: string | null;
    breadcrumbs: Array<{
      category_name: string | null;
      category_url_path: string | null;
    } | null> | null;
  } | null> | null;
  product_usps: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
  } | null> | null;
  product_variations: Array<{
    variant_label: string | null;
    sku: string | null;
    url_key: string | null;
    url_suffix: string | null;
    name: string | null;
  } | null> | null;
  price_tiers: Array<{
    quantity: number | null;
    final_price: { value: number | null; currency: CurrencyEnum | null } | null;
    discount: { percent_off: number | null } | null;
  } | null> | null;
  productCashBack: {
    title: string | null;
    name: string | null;
    description: string | null;
    button_href: string | null;
    button_label: string | null;
    content_link: string | null;
  } | null;
  bundle_combination: Array<{
    id: number | null;
    name: string | null;
    sku: string | null;
    link: string | null;
    discount_percent: number | null;
    small_image: { url: string | null; label: string | null } | null;
    price_range: {
      minimum_price: {
        regular_price: { value: number | null; currency: CurrencyEnum | null };
        final_price: { value: number | null; currency: CurrencyEnum | null };
      };
    } | null;
  } | null> | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
    pdp: boolean | null;
  } | null> | null;
  related_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  upsell_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type ProductPage_ConfigurableProduct_Fragment = {
  type_id: string | null;
  ean: string | null;
  meta_title: string | null;
  meta_description: string | null;
  productgroup_label: string | null;
  shipment_type_akeneo_label: string | null;
  energyIcon: string | null;
  product_sheet_url: string | null;
  special_to_date: string | null;
  variant_label: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  categories: Array<{
    id: number | null;
    level: number | null;
    name: string | null;
    url_path: string | null;
    breadcrumbs: Array<{
      category_name: string | null;
      category_url_path: string | null;
    } | null> | null;
  } | null> | null;
  product_usps: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
  } | null> | null;
  product_variations: Array<{
    variant_label: string | null;
    sku: string | null;
    url_key: string | null;
    url_suffix: string | null;
    name: string | null;
  } | null> | null;
  price_tiers: Array<{
    quantity: number | null;
    final_price: { value: number | null; currency: CurrencyEnum | null } | null;
    discount: { percent_off: number | null } | null;
  } | null> | null;
  productCashBack: {
    title: string | null;
    name: string | null;
    description: string | null;
    button_href: string | null;
    button_label: string | null;
    content_link: string | null;
  } | null;
  bundle_combination: Array<{
    id: number | null;
    name: string | null;
    sku: string | null;
    link: string | null;
    discount_percent: number | null;
    small_image: { url: string | null; label: string | null } | null;
    price_range: {
      minimum_price: {
        regular_price: { value: number | null; currency: CurrencyEnum | null };
        final_price: { value: number | null; currency: CurrencyEnum | null };
      };
    } | null;
  } | null> | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
    pdp: boolean | null;
  } | null> | null;
  related_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  upsell_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type ProductPage_SimpleProduct_Fragment = {
  type_id: string | null;
  ean: string | null;
  meta_title: string | null;
  meta_description: string | null;
  productgroup_label: string | null;
  shipment_type_akeneo_label: string | null;
  energyIcon: string | null;
  product_sheet_url: string | null;
  special_to_date: string | null;
  variant_label: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  description: { html: string } | null;
  short_description: { html: string } | null;
  categories: Array<{
    id: number | null;
    level: number | null;
    name: string | null;
    url_path: string | null;
    breadcrumbs: Array<{
      category_name: string | null;
      category_url_path: string | null;
    } | null> | null;
  } | null> | null;
  product_usps: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
  } | null> | null;
  product_variations: Array<{
    variant_label: string | null;
    sku: string | null;
    url_key: string | null;
    url_suffix: string | null;
    name: string | null;
  } | null> | null;
  price_tiers: Array<{
    quantity: number | null;
    final_price: { value: number | null; currency: CurrencyEnum | null } | null;
    discount: { percent_off: number | null } | null;
  } | null> | null;
  productCashBack: {
    title: string | null;
    name: string | null;
    description: string | null;
    button_href: string | null;
    button_label: string | null;
    content_link: string | null;
  } | null;
  bundle_combination: Array<{
    id: number | null;
    name: string | null;
    sku: string | null;
    link: string | null;
    discount_percent: number | null;
    small_image: { url: string | null; label: string | null } | null;
    price_range: {
      minimum_price: {
        regular_price: { value: number | null; currency: CurrencyEnum | null };
        final_price: { value: number | null; currency: CurrencyEnum | null };
      };
    } | null;
  } | null> | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
    pdp: boolean | null;
  } | null> | null;
  related_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  upsell_products: Array<
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | {
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
        } | null> | null;
      }
    | null
  > | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

export type ProductPageFragment =
  | ProductPage_BundleProduct_Fragment
  | ProductPage_ConfigurableProduct_Fragment
  | ProductPage_SimpleProduct_Fragment;

type VariantData_BundleProduct_Fragment = {
  ean: string | null;
  variant_label: string | null;
  special_to_date: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type VariantData_ConfigurableProduct_Fragment = {
  ean: string | null;
  variant_label: string | null;
  special_to_date: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

type VariantData_SimpleProduct_Fragment = {
  ean: string | null;
  variant_label: string | null;
  special_to_date: string | null;
  id: number | null;
  sku: string | null;
  name: string | null;
  url_key: string | null;
  url_suffix: string | null;
  brand_label: string | null;
  product_status_label: string | null;
  shouldDisplayPrice: boolean | null;
  out_of_assortment: boolean | null;
  stock_status: ProductStockStatus | null;
  energy_class_label: string | null;
  rating_summary: number | null;
  review_count: number | null;
  small_image: { url: string | null; label: string | null } | null;
  price_range: {
    minimum_price: {
      regular_price: { value: number | null; currency: CurrencyEnum | null };
      final_price: { value: number | null; currency: CurrencyEnum | null };
      discount: { percent_off: number | null } | null;
    };
  };
  installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
  energy_label: { url: string | null; label: string | null } | null;
  product_labels: Array<{
    code: string | null;
    label: string | null;
    color: string | null;
  } | null> | null;
  media_gallery_entries: Array<{
    id: number | null;
    label: string | null;
    position: number | null;
    disabled: boolean | null;
    url: string | null;
    video_content: { video_url: string | null; video_title: string | null } | null;
  } | null> | null;
  product_specifications: Array<{
    code: string | null;
    label: string | null;
    value: string | null;
    tooltip: string | null;
    attribute_group: string | null;
  } | null> | null;
};

export type VariantDataFragment =
  | VariantData_BundleProduct_Fragment
  | VariantData_ConfigurableProduct_Fragment
  | VariantData_SimpleProduct_Fragment;

export type VariantsQueryVariables = Exact<{
  sku: string;
}>;

export type VariantsQuery = {
  products: {
    items: Array<
      | { __typename: 'BundleProduct'; sku: string | null }
      | {
          __typename: 'ConfigurableProduct';
          sku: string | null;
          configurable_options: Array<{
            attribute_code: string | null;
            label: string | null;
            position: number | null;
            values: Array<{
              label: string | null;
              value_index: number | null;
              swatch_data: { type: string | null; value: string | null } | null;
            } | null> | null;
          } | null> | null;
          variants: Array<{
            attributes: Array<{ code: string | null; value_index: number | null } | null> | null;
            product: {
              ean: string | null;
              variant_label: string | null;
              special_to_date: string | null;
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
              media_gallery_entries: Array<{
                id: number | null;
                label: string | null;
                position: number | null;
                disabled: boolean | null;
                url: string | null;
                video_content: { video_url: string | null; video_title: string | null } | null;
              } | null> | null;
              product_specifications: Array<{
                code: string | null;
                label: string | null;
                value: string | null;
                tooltip: string | null;
                attribute_group: string | null;
              } | null> | null;
            } | null;
          } | null> | null;
        }
      | { __typename: 'SimpleProduct'; sku: string | null }
      | null
    > | null;
  } | null;
};

export type ActiveDealQueryVariables = Exact<{ [key: string]: never }>;

export type ActiveDealQuery = {
  activeDeal: Array<{
    name: string | null;
    subtitle: string | null;
    image_url: string | null;
    content_link: string | null;
    button_text: string | null;
    end_date: string | null;
    dark_or_light: number | null;
    action_type: number | null;
    product:
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null;
  } | null> | null;
};

export type ProductsByUrlKeysQueryVariables = Exact<{
  urlKeys: Array<string> | string;
  pageSize: number;
}>;

export type ProductsByUrlKeysQuery = {
  products: {
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type ProductsByCategoryQueryVariables = Exact<{
  categoryId: string;
  pageSize: number;
}>;

export type ProductsByCategoryQuery = {
  products: {
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
  } | null;
};

export type CmsPageContentFragment = {
  identifier: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  content: string;
  relative_url: string | null;
};

export type CmsPageQueryVariables = Exact<{
  identifier: string;
}>;

export type CmsPageQuery = {
  cmsPage: {
    identifier: string;
    title: string;
    meta_title: string | null;
    meta_description: string | null;
    content: string;
    relative_url: string | null;
  } | null;
};

export type LayoutDataQueryVariables = Exact<{ [key: string]: never }>;

export type LayoutDataQuery = {
  layoutData: {
    minimalHeader: boolean;
    minimalFooter: boolean;
    generalInformation: {
      storeName: string;
      phoneNumber: string;
      email: string;
      openingHours: string;
      openingHour: string;
      closingHour: string;
      openingDays: Array<number>;
      timezone: string;
      taxId: string;
      chamberOfCommerce: string;
      address: { street: string; postcode: string; city: string; country: string };
    };
    menuItems: Array<{
      id: string;
      name: string;
      identifier: string;
      depth: number;
      position: number;
      bold: boolean;
      highlight: boolean;
      thumbnail: string | null;
      banner: string | null;
      bannerLink: string | null;
      children: Array<{
        id: string;
        name: string;
        identifier: string;
        depth: number;
        position: number;
        bold: boolean;
        highlight: boolean;
        thumbnail: string | null;
        banner: string | null;
        bannerLink: string | null;
        children: Array<{
          id: string;
          name: string;
          identifier: string;
          depth: number;
          position: number;
          bold: boolean;
          highlight: boolean;
          thumbnail: string | null;
          banner: string | null;
          bannerLink: string | null;
          link: { link: string; rel: string | null; target: string | null };
        }>;
        link: { link: string; rel: string | null; target: string | null };
      }>;
      link: { link: string; rel: string | null; target: string | null };
    }>;
    footerItems: Array<{
      id: string;
      title: string;
      url_path: string | null;
      children: Array<{ id: string; title: string; url_path: string | null }>;
    }>;
    usps: {
      general: Array<{ id: string; icon: string | null; text: string; link: string | null }>;
      account: Array<{ id: string; icon: string | null; text: string; link: string | null }>;
    };
    serviceNavItems: Array<{ id: string; label: string; url_path: string }>;
    footer: {
      paymentLogos: Array<{ id: string; label: string; image: string; url: string | null }>;
      certificates: Array<{ id: string; label: string; image: string; url: string | null }>;
      socialLinks: Array<{ id: string; label: string; url: string }>;
      serviceLinks: Array<{ id: string; label: string; url_path: string }>;
    };
    reviewRating: { rating: number; count: number };
  };
};

export type MenuItemFieldsFragment = {
  id: string;
  name: string;
  identifier: string;
  depth: number;
  position: number;
  bold: boolean;
  highlight: boolean;
  thumbnail: string | null;
  banner: string | null;
  bannerLink: string | null;
  link: { link: string; rel: string | null; target: string | null };
};

export type UspFieldsFragment = {
  id: string;
  icon: string | null;
  text: string;
  link: string | null;
};

export type ServiceNavFieldsFragment = { id: string; label: string; url_path: string };

export type FooterLogoFieldsFragment = {
  id: string;
  label: string;
  image: string;
  url: string | null;
};

export type RouteQueryVariables = Exact<{
  url: string;
}>;

export type RouteQuery = {
  route:
    | {
        __typename: 'BundleProduct';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        type_id: string | null;
        ean: string | null;
        meta_title: string | null;
        meta_description: string | null;
        productgroup_label: string | null;
        shipment_type_akeneo_label: string | null;
        energyIcon: string | null;
        product_sheet_url: string | null;
        special_to_date: string | null;
        variant_label: string | null;
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        description: { html: string } | null;
        short_description: { html: string } | null;
        categories: Array<{
          id: number | null;
          level: number | null;
          name: string | null;
          url_path: string | null;
          breadcrumbs: Array<{
            category_name: string | null;
            category_url_path: string | null;
          } | null> | null;
        } | null> | null;
        product_usps: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
        } | null> | null;
        product_variations: Array<{
          variant_label: string | null;
          sku: string | null;
          url_key: string | null;
          url_suffix: string | null;
          name: string | null;
        } | null> | null;
        price_tiers: Array<{
          quantity: number | null;
          final_price: { value: number | null; currency: CurrencyEnum | null } | null;
          discount: { percent_off: number | null } | null;
        } | null> | null;
        productCashBack: {
          title: string | null;
          name: string | null;
          description: string | null;
          button_href: string | null;
          button_label: string | null;
          content_link: string | null;
        } | null;
        bundle_combination: Array<{
          id: number | null;
          name: string | null;
          sku: string | null;
          link: string | null;
          discount_percent: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
            };
          } | null;
        } | null> | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
          pdp: boolean | null;
        } | null> | null;
        related_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        upsell_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        media_gallery_entries: Array<{
          id: number | null;
          label: string | null;
          position: number | null;
          disabled: boolean | null;
          url: string | null;
          video_content: { video_url: string | null; video_title: string | null } | null;
        } | null> | null;
        product_specifications: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
          tooltip: string | null;
          attribute_group: string | null;
        } | null> | null;
      }
    | {
        __typename: 'CategoryTree';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        id: number | null;
        name: string | null;
        url_path: string | null;
        meta_title: string | null;
        meta_description: string | null;
        description_html: string | null;
        banner: {
          desktop_image: string | null;
          mobile_image: string | null;
          position: number | null;
          link: string | null;
        } | null;
        breadcrumbs: Array<{
          category_name: string | null;
          category_url_path: string | null;
        } | null> | null;
        children: Array<{
          id: number | null;
          name: string | null;
          url_path: string | null;
          product_count: number | null;
        } | null> | null;
        quick_filters: Array<{
          id: number | null;
          name: string | null;
          url_path: string | null;
        } | null> | null;
      }
    | {
        __typename: 'CmsPage';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        identifier: string;
        title: string;
        meta_title: string | null;
        meta_description: string | null;
        content: string;
      }
    | {
        __typename: 'ConfigurableProduct';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        type_id: string | null;
        ean: string | null;
        meta_title: string | null;
        meta_description: string | null;
        productgroup_label: string | null;
        shipment_type_akeneo_label: string | null;
        energyIcon: string | null;
        product_sheet_url: string | null;
        special_to_date: string | null;
        variant_label: string | null;
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        description: { html: string } | null;
        short_description: { html: string } | null;
        categories: Array<{
          id: number | null;
          level: number | null;
          name: string | null;
          url_path: string | null;
          breadcrumbs: Array<{
            category_name: string | null;
            category_url_path: string | null;
          } | null> | null;
        } | null> | null;
        product_usps: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
        } | null> | null;
        product_variations: Array<{
          variant_label: string | null;
          sku: string | null;
          url_key: string | null;
          url_suffix: string | null;
          name: string | null;
        } | null> | null;
        price_tiers: Array<{
          quantity: number | null;
          final_price: { value: number | null; currency: CurrencyEnum | null } | null;
          discount: { percent_off: number | null } | null;
        } | null> | null;
        productCashBack: {
          title: string | null;
          name: string | null;
          description: string | null;
          button_href: string | null;
          button_label: string | null;
          content_link: string | null;
        } | null;
        bundle_combination: Array<{
          id: number | null;
          name: string | null;
          sku: string | null;
          link: string | null;
          discount_percent: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
            };
          } | null;
        } | null> | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
          pdp: boolean | null;
        } | null> | null;
        related_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        upsell_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        media_gallery_entries: Array<{
          id: number | null;
          label: string | null;
          position: number | null;
          disabled: boolean | null;
          url: string | null;
          video_content: { video_url: string | null; video_title: string | null } | null;
        } | null> | null;
        product_specifications: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
          tooltip: string | null;
          attribute_group: string | null;
        } | null> | null;
      }
    | {
        __typename: 'SimpleProduct';
        type: UrlRewriteEntityTypeEnum | null;
        relative_url: string | null;
        redirect_code: number;
        type_id: string | null;
        ean: string | null;
        meta_title: string | null;
        meta_description: string | null;
        productgroup_label: string | null;
        shipment_type_akeneo_label: string | null;
        energyIcon: string | null;
        product_sheet_url: string | null;
        special_to_date: string | null;
        variant_label: string | null;
        id: number | null;
        sku: string | null;
        name: string | null;
        url_key: string | null;
        url_suffix: string | null;
        brand_label: string | null;
        product_status_label: string | null;
        shouldDisplayPrice: boolean | null;
        out_of_assortment: boolean | null;
        stock_status: ProductStockStatus | null;
        energy_class_label: string | null;
        rating_summary: number | null;
        review_count: number | null;
        description: { html: string } | null;
        short_description: { html: string } | null;
        categories: Array<{
          id: number | null;
          level: number | null;
          name: string | null;
          url_path: string | null;
          breadcrumbs: Array<{
            category_name: string | null;
            category_url_path: string | null;
          } | null> | null;
        } | null> | null;
        product_usps: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
        } | null> | null;
        product_variations: Array<{
          variant_label: string | null;
          sku: string | null;
          url_key: string | null;
          url_suffix: string | null;
          name: string | null;
        } | null> | null;
        price_tiers: Array<{
          quantity: number | null;
          final_price: { value: number | null; currency: CurrencyEnum | null } | null;
          discount: { percent_off: number | null } | null;
        } | null> | null;
        productCashBack: {
          title: string | null;
          name: string | null;
          description: string | null;
          button_href: string | null;
          button_label: string | null;
          content_link: string | null;
        } | null;
        bundle_combination: Array<{
          id: number | null;
          name: string | null;
          sku: string | null;
          link: string | null;
          discount_percent: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
            };
          } | null;
        } | null> | null;
        product_labels: Array<{
          code: string | null;
          label: string | null;
          color: string | null;
          pdp: boolean | null;
        } | null> | null;
        related_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        upsell_products: Array<
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | {
              id: number | null;
              sku: string | null;
              name: string | null;
              url_key: string | null;
              url_suffix: string | null;
              brand_label: string | null;
              product_status_label: string | null;
              shouldDisplayPrice: boolean | null;
              out_of_assortment: boolean | null;
              stock_status: ProductStockStatus | null;
              energy_class_label: string | null;
              rating_summary: number | null;
              review_count: number | null;
              small_image: { url: string | null; label: string | null } | null;
              price_range: {
                minimum_price: {
                  regular_price: { value: number | null; currency: CurrencyEnum | null };
                  final_price: { value: number | null; currency: CurrencyEnum | null };
                  discount: { percent_off: number | null } | null;
                };
              };
              installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
              energy_label: { url: string | null; label: string | null } | null;
              product_labels: Array<{
                code: string | null;
                label: string | null;
                color: string | null;
              } | null> | null;
            }
          | null
        > | null;
        small_image: { url: string | null; label: string | null } | null;
        price_range: {
          minimum_price: {
            regular_price: { value: number | null; currency: CurrencyEnum | null };
            final_price: { value: number | null; currency: CurrencyEnum | null };
            discount: { percent_off: number | null } | null;
          };
        };
        installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
        energy_label: { url: string | null; label: string | null } | null;
        media_gallery_entries: Array<{
          id: number | null;
          label: string | null;
          position: number | null;
          disabled: boolean | null;
          url: string | null;
          video_content: { video_url: string | null; video_title: string | null } | null;
        } | null> | null;
        product_specifications: Array<{
          code: string | null;
          label: string | null;
          value: string | null;
          tooltip: string | null;
          attribute_group: string | null;
        } | null> | null;
      }
    | null;
};

export type GetAutocompleteResultsQueryVariables = Exact<{
  inputText: string;
  pageSize: number;
  categoryPageSize: number;
  withCmsPages: boolean;
  cmsPageSize: number;
}>;

export type GetAutocompleteResultsQuery = {
  categories: {
    total_count: number | null;
    items: Array<{
      id: number | null;
      name: string | null;
      url_path: string | null;
      image: string | null;
      breadcrumbs: Array<{
        category_name: string | null;
        category_url_path: string | null;
        category_level: number | null;
      } | null> | null;
    } | null> | null;
  } | null;
  products: {
    total_count: number | null;
    items: Array<
      | {
          id: number | null;
          sku: string | null;
          ean: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          shouldDisplayPrice: boolean | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } };
          };
        }
      | {
          id: number | null;
          sku: string | null;
          ean: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          shouldDisplayPrice: boolean | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } };
          };
        }
      | {
          id: number | null;
          sku: string | null;
          ean: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          shouldDisplayPrice: boolean | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: { final_price: { value: number | null; currency: CurrencyEnum | null } };
          };
        }
      | null
    > | null;
    suggestions: Array<{ search: string } | null> | null;
  } | null;
  cmsPages?: { items: Array<{ identifier: string; url_key: string; title: string }> } | null;
};

export type AutocompleteSettingsQueryVariables = Exact<{ [key: string]: never }>;

export type AutocompleteSettingsQuery = {
  storeConfig: {
    autocomplete_categories_limit: number | null;
    autocomplete_products_limit: number | null;
    autocomplete_suggestions_limit: number | null;
    autocomplete_cms_pages_limit: number | null;
    autocomplete_ean_limit: number | null;
    autocomplete_order: Array<string | null> | null;
  } | null;
};

export type SearchProductsQueryVariables = Exact<{
  search: string;
  filter?: ProductAttributeFilterInput | null | undefined;
  pageSize: number;
  currentPage: number;
  sort?: ProductAttributeSortInput | null | undefined;
}>;

export type SearchProductsQuery = {
  products: {
    total_count: number | null;
    page_info: { current_page: number | null; total_pages: number | null } | null;
    items: Array<
      | {
          ean: string | null;
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          ean: string | null;
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | {
          ean: string | null;
          id: number | null;
          sku: string | null;
          name: string | null;
          url_key: string | null;
          url_suffix: string | null;
          brand_label: string | null;
          product_status_label: string | null;
          shouldDisplayPrice: boolean | null;
          out_of_assortment: boolean | null;
          stock_status: ProductStockStatus | null;
          energy_class_label: string | null;
          rating_summary: number | null;
          review_count: number | null;
          small_image: { url: string | null; label: string | null } | null;
          price_range: {
            minimum_price: {
              regular_price: { value: number | null; currency: CurrencyEnum | null };
              final_price: { value: number | null; currency: CurrencyEnum | null };
              discount: { percent_off: number | null } | null;
            };
          };
          installmentPrice: { value: number | null; currency: CurrencyEnum | null } | null;
          energy_label: { url: string | null; label: string | null } | null;
          product_labels: Array<{
            code: string | null;
            label: string | null;
            color: string | null;
          } | null> | null;
        }
      | null
    > | null;
    aggregations: Array<{
      label: string | null;
      attribute_code: string;
      type: string | null;
      tooltip: string | null;
      options: Array<{
        label: string | null;
        value: string;
        count: number | null;
        swatch_data: { type: string | null; value: string | null } | null;
      } | null> | null;
    } | null> | null;
    suggestions: Array<{ search: string } | null> | null;
  } | null;
};

export type TopCategoriesQueryVariables = Exact<{ [key: string]: never }>;

export type TopCategoriesQuery = {
  categories: {
    items: Array<{
      id: number | null;
      name: string | null;
      url_path: string | null;
      image: string | null;
      include_in_menu: number | null;
    } | null> | null;
  } | null;
};

export type ProductStocksQueryVariables = Exact<{
  skus: Array<string> | string;
}>;

export type ProductStocksQuery = {
  productStocks: Array<{
    sku: string;
    stock: Array<{
      store_code: string;
      store_name: string;
      city: string | null;
      qty: number;
      in_stock: boolean;
    }>;
  } | null> | null;
};

export const BrandFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BrandFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Brand' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BrandFieldsFragment, unknown>;
export const CategoryPageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryTree' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'description_html' },
            name: { kind: 'Name', value: 'description' },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'banner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'desktop_image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobile_image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breadcrumbs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'children' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quick_filters' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CategoryPageFragment, unknown>;
export const FacetFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Facet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Aggregation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribute_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'swatch_data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FacetFragment, unknown>;
export const ProductCardFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductCardFragment, unknown>;
export const ProductMediaFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductMediaFragment, unknown>;
export const ProductPageFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'description' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'short_description' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productgroup_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipment_type_akeneo_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_sheet_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'special_to_date' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breadcrumbs' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_usps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_variations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_tiers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'final_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent_off' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productCashBack' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_link' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bundle_combination' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discount_percent' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'small_image' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price_range' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'minimum_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'regular_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'final_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pdp' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'related_products' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upsell_products' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductPageFragment, unknown>;
export const VariantDataFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantData' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'special_to_date' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VariantDataFragment, unknown>;
export const CmsPageContentFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageContent' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageContentFragment, unknown>;
export const MenuItemFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highlight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannerLink' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'link' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'target' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<MenuItemFieldsFragment, unknown>;
export const UspFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UspFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usp' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<UspFieldsFragment, unknown>;
export const ServiceNavFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceNavFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ServiceNavItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ServiceNavFieldsFragment, unknown>;
export const FooterLogoFieldsFragmentDoc = {
  kind: 'Document',
  definitions: [
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FooterLogoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FooterLogo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<FooterLogoFieldsFragment, unknown>;
export const BrandsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Brands' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'brands' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BrandFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BrandFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Brand' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BrandsQuery, BrandsQueryVariables>;
export const BrandDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Brand' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'brand' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'url_key' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'urlKey' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'BrandFields' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'BrandFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Brand' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<BrandQuery, BrandQueryVariables>;
export const ListingDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Listing' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeFilterInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeSortInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page_info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'total_pages' } }],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'aggregations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Facet' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Facet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Aggregation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribute_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'swatch_data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ListingQuery, ListingQueryVariables>;
export const VariantsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Variants' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'sku' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'eq' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'sku' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      {
                        kind: 'InlineFragment',
                        typeCondition: {
                          kind: 'NamedType',
                          name: { kind: 'Name', value: 'ConfigurableProduct' },
                        },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'configurable_options' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'attribute_code' },
                                  },
                                  { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'values' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'value_index' },
                                        },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'swatch_data' },
                                          selectionSet: {
                                            kind: 'SelectionSet',
                                            selections: [
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'type' },
                                              },
                                              {
                                                kind: 'Field',
                                                name: { kind: 'Name', value: 'value' },
                                              },
                                            ],
                                          },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'variants' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'attributes' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'value_index' },
                                        },
                                      ],
                                    },
                                  },
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'product' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        {
                                          kind: 'FragmentSpread',
                                          name: { kind: 'Name', value: 'VariantData' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'VariantData' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'special_to_date' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<VariantsQuery, VariantsQueryVariables>;
export const ActiveDealDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ActiveDeal' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'activeDeal' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'subtitle' } },
                { kind: 'Field', name: { kind: 'Name', value: 'image_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_text' } },
                { kind: 'Field', name: { kind: 'Name', value: 'end_date' } },
                { kind: 'Field', name: { kind: 'Name', value: 'dark_or_light' } },
                { kind: 'Field', name: { kind: 'Name', value: 'action_type' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'product' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ActiveDealQuery, ActiveDealQueryVariables>;
export const ProductsByUrlKeysDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductsByUrlKeys' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'urlKeys' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'url_key' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'in' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'urlKeys' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsByUrlKeysQuery, ProductsByUrlKeysQueryVariables>;
export const ProductsByCategoryDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductsByCategory' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryId' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'category_id' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'eq' },
                            value: {
                              kind: 'Variable',
                              name: { kind: 'Name', value: 'categoryId' },
                            },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'IntValue', value: '1' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductsByCategoryQuery, ProductsByCategoryQueryVariables>;
export const CmsPageDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'CmsPage' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPage' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'identifier' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'identifier' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageContent' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageContent' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<CmsPageQuery, CmsPageQueryVariables>;
export const LayoutDataDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'LayoutData' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'layoutData' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'generalInformation' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'storeName' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'address' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'street' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'postcode' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'country' } },
                          ],
                        },
                      },
                      { kind: 'Field', name: { kind: 'Name', value: 'phoneNumber' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'email' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openingHours' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openingHour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'closingHour' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'openingDays' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'timezone' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'taxId' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'chamberOfCommerce' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'menuItems' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'MenuItemFields' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'children' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'MenuItemFields' },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'children' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'FragmentSpread',
                                    name: { kind: 'Name', value: 'MenuItemFields' },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'footerItems' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'children' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'usps' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'general' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UspFields' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'account' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'FragmentSpread', name: { kind: 'Name', value: 'UspFields' } },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'serviceNavItems' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ServiceNavFields' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'footer' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'paymentLogos' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FooterLogoFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'certificates' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'FooterLogoFields' },
                            },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'socialLinks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'serviceLinks' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'FragmentSpread',
                              name: { kind: 'Name', value: 'ServiceNavFields' },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                { kind: 'Field', name: { kind: 'Name', value: 'minimalHeader' } },
                { kind: 'Field', name: { kind: 'Name', value: 'minimalFooter' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'reviewRating' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'rating' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'MenuItemFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'MenuItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'depth' } },
          { kind: 'Field', name: { kind: 'Name', value: 'position' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bold' } },
          { kind: 'Field', name: { kind: 'Name', value: 'highlight' } },
          { kind: 'Field', name: { kind: 'Name', value: 'thumbnail' } },
          { kind: 'Field', name: { kind: 'Name', value: 'banner' } },
          { kind: 'Field', name: { kind: 'Name', value: 'bannerLink' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'link' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'rel' } },
                { kind: 'Field', name: { kind: 'Name', value: 'target' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'UspFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Usp' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'icon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'text' } },
          { kind: 'Field', name: { kind: 'Name', value: 'link' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ServiceNavFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ServiceNavItem' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'FooterLogoFields' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'FooterLogo' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'image' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<LayoutDataQuery, LayoutDataQueryVariables>;
export const RouteDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'Route' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'route' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'url' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'url' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: '__typename' } },
                { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'redirect_code' } },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'CategoryTree' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CategoryPage' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: {
                    kind: 'NamedType',
                    name: { kind: 'Name', value: 'ProductInterface' },
                  },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductPage' } },
                    ],
                  },
                },
                {
                  kind: 'InlineFragment',
                  typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'CmsPageContent' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductMedia' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'media_gallery_entries' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'disabled' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'video_content' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'video_url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'video_title' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_specifications' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
                { kind: 'Field', name: { kind: 'Name', value: 'attribute_group' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CategoryPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CategoryTree' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
          {
            kind: 'Field',
            alias: { kind: 'Name', value: 'description_html' },
            name: { kind: 'Name', value: 'description' },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'banner' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'desktop_image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'mobile_image' } },
                { kind: 'Field', name: { kind: 'Name', value: 'position' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'breadcrumbs' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'children' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                { kind: 'Field', name: { kind: 'Name', value: 'product_count' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'quick_filters' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductPage' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
          { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductMedia' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type_id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'description' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'short_description' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [{ kind: 'Field', name: { kind: 'Name', value: 'html' } }],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'productgroup_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shipment_type_akeneo_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energyIcon' } },
          { kind: 'Field', name: { kind: 'Name', value: 'product_sheet_url' } },
          { kind: 'Field', name: { kind: 'Name', value: 'special_to_date' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'level' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'breadcrumbs' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_usps' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_variations' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'variant_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_tiers' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'quantity' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'final_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'discount' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'percent_off' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productCashBack' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'description' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_href' } },
                { kind: 'Field', name: { kind: 'Name', value: 'button_label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'content_link' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'bundle_combination' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                { kind: 'Field', name: { kind: 'Name', value: 'link' } },
                { kind: 'Field', name: { kind: 'Name', value: 'discount_percent' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'small_image' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'price_range' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'minimum_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'regular_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'final_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                  { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
                { kind: 'Field', name: { kind: 'Name', value: 'pdp' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'related_products' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'upsell_products' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'CmsPageContent' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'CmsPage' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
          { kind: 'Field', name: { kind: 'Name', value: 'title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_title' } },
          { kind: 'Field', name: { kind: 'Name', value: 'meta_description' } },
          { kind: 'Field', name: { kind: 'Name', value: 'content' } },
          { kind: 'Field', name: { kind: 'Name', value: 'relative_url' } },
        ],
      },
    },
  ],
} as unknown as DocumentNode<RouteQuery, RouteQueryVariables>;
export const GetAutocompleteResultsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'GetAutocompleteResults' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'inputText' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'categoryPageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'withCmsPages' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Boolean' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'cmsPageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filters' },
                value: {
                  kind: 'ObjectValue',
                  fields: [
                    {
                      kind: 'ObjectField',
                      name: { kind: 'Name', value: 'name' },
                      value: {
                        kind: 'ObjectValue',
                        fields: [
                          {
                            kind: 'ObjectField',
                            name: { kind: 'Name', value: 'match' },
                            value: { kind: 'Variable', name: { kind: 'Name', value: 'inputText' } },
                          },
                        ],
                      },
                    },
                  ],
                },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'categoryPageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'breadcrumbs' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'category_name' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category_url_path' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'category_level' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'inputText' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'small_image' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'price_range' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            {
                              kind: 'Field',
                              name: { kind: 'Name', value: 'minimum_price' },
                              selectionSet: {
                                kind: 'SelectionSet',
                                selections: [
                                  {
                                    kind: 'Field',
                                    name: { kind: 'Name', value: 'final_price' },
                                    selectionSet: {
                                      kind: 'SelectionSet',
                                      selections: [
                                        { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                                        {
                                          kind: 'Field',
                                          name: { kind: 'Name', value: 'currency' },
                                        },
                                      ],
                                    },
                                  },
                                ],
                              },
                            },
                          ],
                        },
                      },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'suggestions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'search' } }],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'cmsPages' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'inputText' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'cmsPageSize' } },
              },
            ],
            directives: [
              {
                kind: 'Directive',
                name: { kind: 'Name', value: 'include' },
                arguments: [
                  {
                    kind: 'Argument',
                    name: { kind: 'Name', value: 'if' },
                    value: { kind: 'Variable', name: { kind: 'Name', value: 'withCmsPages' } },
                  },
                ],
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'identifier' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'title' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<GetAutocompleteResultsQuery, GetAutocompleteResultsQueryVariables>;
export const AutocompleteSettingsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'AutocompleteSettings' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'storeConfig' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_categories_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_products_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_suggestions_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_cms_pages_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_ean_limit' } },
                { kind: 'Field', name: { kind: 'Name', value: 'autocomplete_order' } },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<AutocompleteSettingsQuery, AutocompleteSettingsQueryVariables>;
export const SearchProductsDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'SearchProducts' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeFilterInput' } },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
          type: {
            kind: 'NonNullType',
            type: { kind: 'NamedType', name: { kind: 'Name', value: 'Int' } },
          },
        },
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
          type: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductAttributeSortInput' } },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'products' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'search' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'search' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'filter' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'filter' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'pageSize' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'currentPage' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'currentPage' } },
              },
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'sort' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'sort' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'total_count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'page_info' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'current_page' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'total_pages' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'ProductCard' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'ean' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'aggregations' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'FragmentSpread', name: { kind: 'Name', value: 'Facet' } },
                    ],
                  },
                },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'suggestions' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [{ kind: 'Field', name: { kind: 'Name', value: 'search' } }],
                  },
                },
              ],
            },
          },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'ProductCard' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'ProductInterface' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'id' } },
          { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
          { kind: 'Field', name: { kind: 'Name', value: 'name' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_key' } },
          { kind: 'Field', name: { kind: 'Name', value: 'url_suffix' } },
          { kind: 'Field', name: { kind: 'Name', value: 'brand_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'small_image' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'price_range' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'minimum_price' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'regular_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'final_price' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                            { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
                          ],
                        },
                      },
                      {
                        kind: 'Field',
                        name: { kind: 'Name', value: 'discount' },
                        selectionSet: {
                          kind: 'SelectionSet',
                          selections: [
                            { kind: 'Field', name: { kind: 'Name', value: 'percent_off' } },
                          ],
                        },
                      },
                    ],
                  },
                },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'installmentPrice' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'currency' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'product_status_label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'shouldDisplayPrice' } },
          { kind: 'Field', name: { kind: 'Name', value: 'out_of_assortment' } },
          { kind: 'Field', name: { kind: 'Name', value: 'stock_status' } },
          { kind: 'Field', name: { kind: 'Name', value: 'energy_class_label' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'energy_label' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'url' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
              ],
            },
          },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'product_labels' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'code' } },
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'color' } },
              ],
            },
          },
          { kind: 'Field', name: { kind: 'Name', value: 'rating_summary' } },
          { kind: 'Field', name: { kind: 'Name', value: 'review_count' } },
        ],
      },
    },
    {
      kind: 'FragmentDefinition',
      name: { kind: 'Name', value: 'Facet' },
      typeCondition: { kind: 'NamedType', name: { kind: 'Name', value: 'Aggregation' } },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          { kind: 'Field', name: { kind: 'Name', value: 'label' } },
          { kind: 'Field', name: { kind: 'Name', value: 'attribute_code' } },
          { kind: 'Field', name: { kind: 'Name', value: 'type' } },
          { kind: 'Field', name: { kind: 'Name', value: 'tooltip' } },
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'options' },
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'label' } },
                { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                { kind: 'Field', name: { kind: 'Name', value: 'count' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'swatch_data' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'type' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'value' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<SearchProductsQuery, SearchProductsQueryVariables>;
export const TopCategoriesDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'TopCategories' },
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'categories' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'pageSize' },
                value: { kind: 'IntValue', value: '20' },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'items' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'id' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'url_path' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'image' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'include_in_menu' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<TopCategoriesQuery, TopCategoriesQueryVariables>;
export const ProductStocksDocument = {
  kind: 'Document',
  definitions: [
    {
      kind: 'OperationDefinition',
      operation: 'query',
      name: { kind: 'Name', value: 'ProductStocks' },
      variableDefinitions: [
        {
          kind: 'VariableDefinition',
          variable: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
          type: {
            kind: 'NonNullType',
            type: {
              kind: 'ListType',
              type: {
                kind: 'NonNullType',
                type: { kind: 'NamedType', name: { kind: 'Name', value: 'String' } },
              },
            },
          },
        },
      ],
      selectionSet: {
        kind: 'SelectionSet',
        selections: [
          {
            kind: 'Field',
            name: { kind: 'Name', value: 'productStocks' },
            arguments: [
              {
                kind: 'Argument',
                name: { kind: 'Name', value: 'skus' },
                value: { kind: 'Variable', name: { kind: 'Name', value: 'skus' } },
              },
            ],
            selectionSet: {
              kind: 'SelectionSet',
              selections: [
                { kind: 'Field', name: { kind: 'Name', value: 'sku' } },
                {
                  kind: 'Field',
                  name: { kind: 'Name', value: 'stock' },
                  selectionSet: {
                    kind: 'SelectionSet',
                    selections: [
                      { kind: 'Field', name: { kind: 'Name', value: 'store_code' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'store_name' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'city' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'qty' } },
                      { kind: 'Field', name: { kind: 'Name', value: 'in_stock' } },
                    ],
                  },
                },
              ],
            },
          },
        ],
      },
    },
  ],
} as unknown as DocumentNode<ProductStocksQuery, ProductStocksQueryVariables>;
