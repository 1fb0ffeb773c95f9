/**
 * The catalogue's part of the GraphQL schema, Magento 2 shaped for the fields the storefront
 * uses (spec §3, §7). The attribute filter input is generated from the attribute table, see
 * `product-filter-typedefs.ts`.
 */
import { sortFields } from '../index/sort-fields.ts';

/** Fields every product type shares (spec §3 Product); repeated per type as GraphQL requires. */
const productFields = /* GraphQL */ `
    id: Int
    uid: ID!
    sku: String
    type_id: String
    name: String
    ean: String
    url_key: String
    url_suffix: String
    url_path: String
    stock_status: ProductStockStatus
    "One of Actief, Actief (op aanvraag), Uit assortiment, Uitlopend, Pre-order (spec §4)."
    product_status_label: String
    "False for Actief (op aanvraag) and Uit assortiment (spec §4)."
    shouldDisplayPrice: Boolean
    out_of_assortment: Boolean
    small_image: ProductImage
    thumbnail: ProductImage
    image: ProductImage
    price_in_store: Money
    media_gallery_entries: [MediaGalleryEntry]
    categories: [CategoryTree]
    related_products: [ProductInterface]
    upsell_products: [ProductInterface]
    description: ComplexTextValue
    short_description: ComplexTextValue
    meta_title: String
    meta_description: String
    productgroup_label: String
    brand_label: String
    brand: String
    shipment_type_akeneo_label: String
    energy_class_label: String
    energyIcon: String
    energy_label: EnergyLabel
    product_sheet_url: String
    product_usps: [ProductUsp]
    product_specifications: [ProductSpecification]
    product_variations: [ProductVariation]
    variant_key: String
    variant_label: String
    price_range: PriceRange!
    price_tiers: [TierPrice]
    "Final price divided by 3, only from 250 up to 10000 (spec §9); null otherwise."
    installmentPrice: Money
    productCashBack: ProductCashBack
    bundle_combination: [BundleCombination]
    special_price: Float
    special_to_date: String
    product_labels: [ProductLabel]
    "Rating on the 0..100 scale."
    rating_summary: Float
    review_count: Int
    created_at: String`;

export const catalogTypeDefs = /* GraphQL */ `
  type ProductImage {
    url: String
    label: String
  }

  type ProductVideo {
    media_type: String
    video_provider: String
    video_url: String
    video_title: String
    video_description: String
  }

  type MediaGalleryEntry {
    id: Int
    label: String
    position: Int
    disabled: Boolean
    file: String
    "Absolute path of the file below the shop host, e.g. /media/catalog/product/x.webp."
    url: String
    media_type: String
    types: [String]
    video_content: ProductVideo
  }

  type ComplexTextValue {
    html: String!
  }

  type Breadcrumb {
    category_id: Int
    category_uid: ID!
    category_name: String
    category_level: Int
    category_url_key: String
    category_url_path: String
  }

  type CategoryBanner {
    desktop_image: String
    mobile_image: String
    position: Int
    link: String
  }

  type CategoryTree {
    id: Int
    uid: ID!
    name: String
    url_key: String
    url_path: String
    url_suffix: String
    level: Int
    position: Int
    path: String
    include_in_menu: Int
    description: String
    image: String
    meta_title: String
    meta_description: String
    pagebuilder_content: String
    banner_desktop: String
    banner_mobile: String
    banner_position: Int
    banner_link: String
    "The banner as one object (spec §3: desktop and mobile image, position default 1, link)."
    banner: CategoryBanner
    "Longtail categories become quick filters of their parent (spec §3)."
    longtail_category: Boolean
    breadcrumbs: [Breadcrumb]
    children_count: String
    children: [CategoryTree]
    "Longtail children of this category, shown as quick filters."
    quick_filters: [CategoryTree]
    product_count: Int
  }

  type ProductUsp {
    code: String
    label: String
    value: String
  }

  type ProductSpecification {
    code: String
    label: String
    value: String
    tooltip: String
    attribute_group: String
  }

  type ProductVariation {
    variant_label: String
    sku: String
    url_key: String
    url_suffix: String
    name: String
  }

  type ProductLabel {
    code: String
    label: String
    color: String
    image: String
    "Shown on the product page too (cheaper_in_store is not, spec §9)."
    pdp: Boolean
  }

  type ProductCashBack {
    name: String
    title: String
    description: String
    amount: Money
    content_link: String
    button_href: String
    button_label: String
    end_date: String
  }

  type EnergyLabel {
    url: String
    label: String
  }

  type BundleCombination {
    id: Int
    name: String
    sku: String
    image: ProductImage
    small_image: ProductImage
    price: Money
    "Path of the combination's page: url_key plus url_suffix."
    link: String
    url_key: String
    url_suffix: String
    price_range: PriceRange
    "Percent discount on the accessories in this combination (spec §9: 5)."
    discount_percent: Float
  }

  enum ProductStockStatus {
    IN_STOCK
    OUT_OF_STOCK
  }

  interface ProductInterface {
${productFields}
  }

  type SimpleProduct implements ProductInterface {
${productFields}
  }

  type SwatchData {
    type: String
    value: String
  }

  type ConfigurableProductOptionsValues {
    uid: ID
    label: String
    value_index: Int
    swatch_data: SwatchData
  }

  type ConfigurableProductOptions {
    id: Int
    uid: ID!
    attribute_uid: ID!
    attribute_code: String
    label: String
    position: Int
    values: [ConfigurableProductOptionsValues]
  }

  type ConfigurableAttributeOption {
    uid: ID!
    code: String
    label: String
    value_index: Int
  }

  type ConfigurableVariant {
    attributes: [ConfigurableAttributeOption]
    product: SimpleProduct
  }

  type ConfigurableProduct implements ProductInterface {
${productFields}
    configurable_options: [ConfigurableProductOptions]
    variants: [ConfigurableVariant]
  }

  type BundleItem {
    quantity: Float
    is_main: Boolean
    "Percent discount on this item inside the bundle (accessories: spec §9)."
    discount_percent: Float
    product: SimpleProduct
  }

  type BundleProduct implements ProductInterface {
${productFields}
    items: [BundleItem]
  }

  type AggregationOption {
    label: String
    value: String!
    count: Int
    swatch_data: SwatchData
  }

  type Aggregation {
    label: String
    attribute_code: String!
    count: Int
    "default, swatch, link (category_id) or price."
    type: String
    position: Int
    tooltip: String
    options: [AggregationOption]
  }

  type SearchResultPageInfo {
    current_page: Int
    page_size: Int
    total_pages: Int
  }

  type SearchSuggestion {
    search: String!
  }

  type SortField {
    value: String
    label: String
  }

  type SortFields {
    default: String
    options: [SortField]
  }

  type Products {
    items: [ProductInterface]
    total_count: Int
    page_info: SearchResultPageInfo
    aggregations: [Aggregation]
    sort_fields: SortFields
    "Did-you-mean and completion suggestions for the search text."
    suggestions: [SearchSuggestion]
  }

  input FilterEqualTypeInput {
    eq: String
    in: [String]
  }

  input FilterMatchTypeInput {
    match: String
  }

  input FilterRangeTypeInput {
    from: String
    to: String
  }

  enum SortEnum {
    ASC
    DESC
  }

  "Exactly one field; the storefront builds it from a field_direction key (spec §7)."
  input ProductAttributeSortInput {
    ${sortFields.map(({ field }) => `${field}: SortEnum`).join('\n    ')}
  }

  input CategoryFilterInput {
    ids: FilterEqualTypeInput
    category_uid: FilterEqualTypeInput
    parent_id: FilterEqualTypeInput
    url_key: FilterEqualTypeInput
    url_path: FilterEqualTypeInput
    name: FilterMatchTypeInput
  }

  type CategoryResult {
    items: [CategoryTree]
    total_count: Int
    page_info: SearchResultPageInfo
  }

  type StoreConfig {
    store_code: String
    store_name: String
    locale: String
    base_currency_code: String
    default_display_currency_code: String
    timezone: String
    root_category_id: Int
    catalog_default_sort_by: String
    grid_per_page: Int
    list_per_page: Int
    product_url_suffix: String
    category_url_suffix: String
    free_shipping_amount: Float
    base_shipping_amount: Float
    installment_count: Int
    installment_min_amount: Float
    installment_max_amount: Float
    accessory_bundle_discount_percent: Float
    compare_limit: Int
    recently_viewed_count: Int
    "Autocomplete limits (spec §9): 5, 8 and 12 by default; 3, 4 and 3 in the compact setting."
    autocomplete_categories_limit: Int
    autocomplete_products_limit: Int
    autocomplete_suggestions_limit: Int
    "CMS pages in autocomplete (query cmsPages); 0 leaves them out (default), 3 in the compact setting."
    autocomplete_cms_pages_limit: Int
    "Products shown for an exact EAN match."
    autocomplete_ean_limit: Int
    "Order of the autocomplete sections: categories, products, cmsPages."
    autocomplete_order: [String]
    max_page_size: Int
  }

  type Query {
    products(
      search: String
      filter: ProductAttributeFilterInput
      pageSize: Int = 12
      currentPage: Int = 1
      sort: ProductAttributeSortInput
      "True while the shopper is still typing (the autocomplete dropdown): suggestions are completions of the text first. The products are the same either way: on every search the last word also matches as the start of longer words, after the products it matches as typed."
      autocomplete: Boolean = false
    ): Products
    categoryList(filters: CategoryFilterInput): [CategoryTree]
    categories(
      filters: CategoryFilterInput
      search: String
      pageSize: Int = 20
      currentPage: Int = 1
    ): CategoryResult
    storeConfig: StoreConfig
  }
`;
